import type { ContentPageSlug, ContentPageView } from '@atelier/contracts/admin';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ContentPageState =
  | { status: 'loading' }
  | { status: 'loaded'; page: ContentPageView }
  | { status: 'missing' }
  | { status: 'failed' };

export interface ContentState {
  /** The footer pages opened so far, in the page's language (a language change reloads the app). */
  pages: Partial<Record<ContentPageSlug, ContentPageState>>;
}

const initialState: ContentState = { pages: {} };

const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {
    contentPageRequested(state, action: PayloadAction<ContentPageSlug>) {
      // A page already shown stays while it is asked again (a staff change shows on the next visit).
      if (state.pages[action.payload]?.status !== 'loaded')
        state.pages[action.payload] = { status: 'loading' };
    },
    contentPageLoaded(state, action: PayloadAction<ContentPageView>) {
      state.pages[action.payload.slug] = { status: 'loaded', page: action.payload };
    },
    contentPageFailed(state, action: PayloadAction<{ slug: ContentPageSlug; missing: boolean }>) {
      state.pages[action.payload.slug] = { status: action.payload.missing ? 'missing' : 'failed' };
    },
  },
});

export const { contentPageRequested, contentPageLoaded, contentPageFailed } = contentSlice.actions;
export const contentReducer = contentSlice.reducer;
