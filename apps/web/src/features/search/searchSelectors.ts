import type { RootState } from '../../app/store';

export const selectSearchKey = (state: RootState) => state.search.key;
export const selectSearchStatus = (state: RootState) => state.search.status;
export const selectSearchResult = (state: RootState) => state.search.result;
export const selectSearchError = (state: RootState) => state.search.error;
export const selectSearchFacets = (state: RootState) => state.search.facets;
export const selectSearchFacetsKey = (state: RootState) => state.search.facetsKey;
export const selectSearchScroll = (state: RootState) => state.search.scroll;
