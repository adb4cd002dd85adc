import type { RootState } from '../../app/store';

export const selectApprosList = (state: RootState) => state.appros.list;
export const selectApproDetail = (state: RootState) => state.appros.detail;
