import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegistrationBody } from '../../api/accounts';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';

export type SubmissionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
export type VerificationStatus = 'idle' | 'pending' | 'verified' | 'failed';

export interface RegistrationState {
  status: SubmissionStatus;
  /** The server's field errors of the last refused registration. */
  errors: ServerFieldErrors | null;
  /** The server's thank-you message. */
  message: string | null;
  verification: {
    /** The link's token being (or already) verified: a link is single use, so it is sent once. */
    token: string | null;
    status: VerificationStatus;
    message: string | null;
    approved: boolean;
  };
}

const initialState: RegistrationState = {
  status: 'idle',
  errors: null,
  message: null,
  verification: { token: null, status: 'idle', message: null, approved: false },
};

const registrationSlice = createSlice({
  name: 'registration',
  initialState,
  reducers: {
    registrationOpened(state) {
      state.status = 'idle';
      state.errors = null;
      state.message = null;
    },
    registrationSubmitted(state, _action: PayloadAction<RegistrationBody>) {
      state.status = 'pending';
      state.errors = null;
    },
    registrationSucceeded(state, action: PayloadAction<string | null>) {
      state.status = 'succeeded';
      state.message = action.payload;
    },
    registrationFailed(state, action: PayloadAction<ServerFieldErrors>) {
      state.status = 'failed';
      state.errors = action.payload;
    },
    /** The page asks; the saga starts a verification only for a token not seen yet. */
    emailVerificationRequested(_state, _action: PayloadAction<string>) {},
    emailVerificationStarted(state, action: PayloadAction<string>) {
      state.verification = { token: action.payload, status: 'pending', message: null, approved: false };
    },
    emailVerified(state, action: PayloadAction<{ message: string | null; approved: boolean }>) {
      state.verification.status = 'verified';
      state.verification.message = action.payload.message;
      state.verification.approved = action.payload.approved;
    },
    emailVerificationFailed(state, action: PayloadAction<string | null>) {
      state.verification.status = 'failed';
      state.verification.message = action.payload;
    },
  },
});

export const {
  registrationOpened,
  registrationSubmitted,
  registrationSucceeded,
  registrationFailed,
  emailVerificationRequested,
  emailVerificationStarted,
  emailVerified,
  emailVerificationFailed,
} = registrationSlice.actions;
export const registrationReducer = registrationSlice.reducer;
