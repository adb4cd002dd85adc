import type { RootState } from '../../app/store';

export const selectSearchScroll = (state: RootState) => state.search.scroll;
