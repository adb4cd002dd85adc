import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChangePasswordBody, ResetPasswordBody } from '../../api/accounts';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { sessionCleared } from '../../app/auth/authSlice';

export type SubmissionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface Submission {
  status: SubmissionStatus;
  errors: ServerFieldErrors | null;
  /** The server's message of the last answer. */
  message: string | null;
}

export interface PasswordState {
  forgot: Submission;
  /** linkInvalid: the reset link is unknown, used or expired (IDENTITY_LINK_INVALID). */
  reset: Submission & { linkInvalid: boolean };
  change: Submission;
}

const idle: Submission = { status: 'idle', errors: null, message: null };
const initialState: PasswordState = { forgot: idle, reset: { ...idle, linkInvalid: false }, change: idle };

const passwordSlice = createSlice({
  name: 'password',
  initialState,
  reducers: {
    forgotPasswordOpened(state) {
      state.forgot = idle;
    },
    forgotPasswordSubmitted(state, _action: PayloadAction<string>) {
      state.forgot = { status: 'pending', errors: null, message: null };
    },
    forgotPasswordSucceeded(state, action: PayloadAction<string | null>) {
      state.forgot = { status: 'succeeded', errors: null, message: action.payload };
    },
    forgotPasswordFailed(state, action: PayloadAction<ServerFieldErrors>) {
      state.forgot = { status: 'failed', errors: action.payload, message: null };
    },
    resetPasswordOpened(state) {
      state.reset = { ...idle, linkInvalid: false };
    },
    resetPasswordSubmitted(state, _action: PayloadAction<ResetPasswordBody>) {
      state.reset = { status: 'pending', errors: null, message: null, linkInvalid: false };
    },
    resetPasswordSucceeded(state, action: PayloadAction<string | null>) {
      state.reset = { status: 'succeeded', errors: null, message: action.payload, linkInvalid: false };
    },
    resetPasswordFailed(
      state,
      action: PayloadAction<{ errors: ServerFieldErrors; linkInvalid: boolean; message: string | null }>,
    ) {
      state.reset = { status: 'failed', ...action.payload };
    },
    passwordChangeOpened(state) {
      state.change = idle;
    },
    passwordChangeSubmitted(state, _action: PayloadAction<ChangePasswordBody>) {
      state.change = { status: 'pending', errors: null, message: null };
    },
    passwordChangeSucceeded(state, action: PayloadAction<string | null>) {
      state.change = { status: 'succeeded', errors: null, message: action.payload };
    },
    passwordChangeFailed(state, action: PayloadAction<ServerFieldErrors>) {
      state.change = { status: 'failed', errors: action.payload, message: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, (state) => {
      state.change = idle;
    });
  },
});

export const {
  forgotPasswordOpened,
  forgotPasswordSubmitted,
  forgotPasswordSucceeded,
  forgotPasswordFailed,
  resetPasswordOpened,
  resetPasswordSubmitted,
  resetPasswordSucceeded,
  resetPasswordFailed,
  passwordChangeOpened,
  passwordChangeSubmitted,
  passwordChangeSucceeded,
  passwordChangeFailed,
} = passwordSlice.actions;
export const passwordReducer = passwordSlice.reducer;
