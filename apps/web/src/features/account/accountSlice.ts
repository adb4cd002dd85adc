import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountDetails } from '@atelier/contracts/identity';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { sessionCleared } from '../../app/auth/authSlice';
import { priceSelectionApplied } from '../../app/session/sessionSlice';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type SubmissionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface AccountState {
  details: AccountDetails | null;
  detailsStatus: LoadStatus;
  detailsModalOpen: boolean;
  markupStatus: SubmissionStatus;
  markupErrors: ServerFieldErrors | null;
}

const initialState: AccountState = {
  details: null,
  detailsStatus: 'idle',
  detailsModalOpen: false,
  markupStatus: 'idle',
  markupErrors: null,
};

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    accountDetailsRequested(state) {
      state.detailsStatus = 'loading';
    },
    accountDetailsLoaded(state, action: PayloadAction<AccountDetails>) {
      state.details = action.payload;
      state.detailsStatus = 'loaded';
    },
    accountDetailsFailed(state) {
      state.detailsStatus = 'failed';
    },
    accountDetailsModalOpened(state) {
      state.detailsModalOpen = true;
    },
    accountDetailsModalClosed(state) {
      state.detailsModalOpen = false;
    },
    markupSubmitted(state, _action: PayloadAction<number>) {
      state.markupStatus = 'pending';
      state.markupErrors = null;
    },
    markupSaved(state, action: PayloadAction<number>) {
      state.markupStatus = 'succeeded';
      if (state.details) state.details.markup = action.payload;
    },
    markupFailed(state, action: PayloadAction<ServerFieldErrors>) {
      state.markupStatus = 'failed';
      state.markupErrors = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionCleared, () => initialState)
      // Another customer was chosen: its details are loaded afresh.
      .addCase(priceSelectionApplied, (state) => {
        state.details = null;
        state.detailsStatus = 'idle';
      });
  },
});

export const {
  accountDetailsRequested,
  accountDetailsLoaded,
  accountDetailsFailed,
  accountDetailsModalOpened,
  accountDetailsModalClosed,
  markupSubmitted,
  markupSaved,
  markupFailed,
} = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
