import type { RootState } from '../../app/store';
import type { HomeRowId } from './homeSections';

export const selectHomeStones = (state: RootState) => state.home.stones;
export const selectHomeStonesStatus = (state: RootState) => state.home.stonesStatus;
export const selectHomeRow = (id: HomeRowId) => (state: RootState) => state.home.rows[id];
