import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchDesignsResult, SearchFacets } from '@atelier/contracts/catalogue';
import { sessionCleared } from '../../app/auth/authSlice';
import { priceSelectionApplied, type LoadStatus } from '../../app/session/sessionSlice';
import type { SearchQuery } from './searchQuery';

/**
 * Spec §2 and §3: returning from /page3 to a listing records a back-navigation flag and the scroll
 * position. `key` is the listing the user left for a design; `position` how far down it was.
 */
export interface SearchScrollState {
  key: string | null;
  /** The listing's URL (path and query), for the design page's "Back to results" link. */
  from: string | null;
  position: number;
  backNavigation: boolean;
}

export interface SearchState {
  /** The listing the results below belong to (query and price context). */
  key: string | null;
  status: LoadStatus;
  result: SearchDesignsResult | null;
  error: string | null;
  /** Facet counts, kept while only the page changes (later pages are asked without facets). */
  facets: SearchFacets | null;
  facetsKey: string | null;
  scroll: SearchScrollState;
}

export interface SearchEntry {
  query: SearchQuery;
  key: string;
  facetsKey: string;
  /** Reached by history navigation (back/forward), not by a link. */
  returning: boolean;
}

const initialState: SearchState = {
  key: null,
  status: 'idle',
  result: null,
  error: null,
  facets: null,
  facetsKey: null,
  scroll: { key: null, from: null, position: 0, backNavigation: false },
};

/** Results priced for another price status or customer must not be shown again. */
function forgetResults(state: SearchState): void {
  state.key = null;
  state.status = 'idle';
  state.result = null;
  state.error = null;
  state.facets = null;
  state.facetsKey = null;
  state.scroll = { key: null, from: null, position: 0, backNavigation: false };
}

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** A listing page shows a query; going back to the one left for a design raises the flag. */
    searchPageEntered(state, action: PayloadAction<SearchEntry>) {
      const { key, returning } = action.payload;
      state.scroll.backNavigation = returning && state.scroll.key === key;
    },
    /** The previous results stay on screen (dimmed) until the new ones arrive. */
    searchStarted(state, action: PayloadAction<{ key: string }>) {
      state.key = action.payload.key;
      state.status = 'loading';
      state.error = null;
    },
    searchLoaded(
      state,
      action: PayloadAction<{ key: string; facetsKey: string; result: SearchDesignsResult }>,
    ) {
      if (state.key !== action.payload.key) return;
      state.status = 'loaded';
      state.result = action.payload.result;
      if (action.payload.result.facets) {
        state.facets = action.payload.result.facets;
        state.facetsKey = action.payload.facetsKey;
      }
    },
    searchFailed(state, action: PayloadAction<{ key: string; message: string | null }>) {
      if (state.key !== action.payload.key) return;
      state.status = 'failed';
      state.error = action.payload.message;
      state.result = null;
    },
    /** A filter, sort or chip asks for another URL (the saga navigates there). */
    searchQueryChanged(_state, _action: PayloadAction<{ to: string }>) {},
    /** A design card was opened from this listing at this scroll position. */
    designOpenedFromResults(state, action: PayloadAction<{ key: string; from: string; position: number }>) {
      const { key, from, position } = action.payload;
      state.scroll = { key, from, position, backNavigation: false };
    },
    scrollRestored(state) {
      state.scroll.backNavigation = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, forgetResults).addCase(priceSelectionApplied, forgetResults);
  },
});

export const {
  searchPageEntered,
  searchStarted,
  searchLoaded,
  searchFailed,
  searchQueryChanged,
  designOpenedFromResults,
  scrollRestored,
} = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
