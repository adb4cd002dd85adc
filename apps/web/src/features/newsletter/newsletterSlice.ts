import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewsletterValues } from './newsletterValidation';

export type NewsletterStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface NewsletterState {
  status: NewsletterStatus;
  /** Server message: green after success, red after a refusal. */
  message: string | null;
}

const initialState: NewsletterState = { status: 'idle', message: null };

const newsletterSlice = createSlice({
  name: 'newsletter',
  initialState,
  reducers: {
    newsletterSubmitted(state, _action: PayloadAction<NewsletterValues>) {
      state.status = 'submitting';
      state.message = null;
    },
    newsletterSucceeded(state, action: PayloadAction<string>) {
      state.status = 'succeeded';
      state.message = action.payload;
    },
    newsletterRefused(state, action: PayloadAction<string | null>) {
      state.status = 'failed';
      state.message = action.payload;
    },
    /** Network failure: only logged, nothing shown. */
    newsletterUnreachable(state) {
      state.status = 'idle';
      state.message = null;
    },
    newsletterMessageCleared(state) {
      state.message = null;
      if (state.status !== 'submitting') state.status = 'idle';
    },
  },
});

export const {
  newsletterSubmitted,
  newsletterSucceeded,
  newsletterRefused,
  newsletterUnreachable,
  newsletterMessageCleared,
} = newsletterSlice.actions;
export const newsletterReducer = newsletterSlice.reducer;
