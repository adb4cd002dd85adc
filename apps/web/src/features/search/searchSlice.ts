import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../app/auth/authSlice';
import { priceSelectionApplied } from '../../app/session/sessionSlice';

/**
 * Spec §2 and §3: returning from /page3 to a listing records a back-navigation flag and the scroll
 * position. `key` is the listing the user left for a design; `position` how far down it was. The
 * listing's results themselves are in the data layer's cache (searchApi).
 */
export interface SearchScrollState {
  key: string | null;
  /** The listing's URL (path and query), for the design page's "Back to results" link. */
  from: string | null;
  position: number;
  backNavigation: boolean;
}

export interface SearchState {
  scroll: SearchScrollState;
}

export interface SearchEntry {
  key: string;
  /** Reached by history navigation (back/forward) or the design page's "Back to results" link. */
  returning: boolean;
}

const initialState: SearchState = {
  scroll: { key: null, from: null, position: 0, backNavigation: false },
};

/** A listing priced for another price status or customer is not returned to. */
function forgetListing(state: SearchState): void {
  state.scroll = { key: null, from: null, position: 0, backNavigation: false };
}

/** Whether a listing entered is the one left for a design, come back to: shown as kept, not asked again. */
export function isBackToKeptListing(scroll: SearchScrollState, entry: SearchEntry): boolean {
  return entry.returning && scroll.key === entry.key;
}

const searchSlice = createSlice({
  name: 'search',
  initialState,
  reducers: {
    /** A listing page shows a query; going back to the one left for a design raises the flag. */
    searchPageEntered(state, action: PayloadAction<SearchEntry>) {
      state.scroll.backNavigation = isBackToKeptListing(state.scroll, action.payload);
    },
    /** The listing come back to is on screen: time to scroll to where the user was. */
    keptListingShown() {},
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
    builder.addCase(sessionCleared, forgetListing).addCase(priceSelectionApplied, forgetListing);
  },
});

export const {
  searchPageEntered,
  keptListingShown,
  searchQueryChanged,
  designOpenedFromResults,
  scrollRestored,
} = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
