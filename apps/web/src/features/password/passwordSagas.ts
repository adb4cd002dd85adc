import { IdentityErrorCode } from '@atelier/contracts/identity';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLeading } from 'redux-saga/effects';
import type { ChangePasswordBody, ResetPasswordBody } from '../../api/accounts';
import { ApiError, errorMessage } from '../../api/client';
import { callApi, type AppSaga } from '../../app/saga-utils';
import { notifySuccess, reportFormFailure } from '../../shared/forms/formSagas';
import { writeRefreshToken, writeToken } from '../../shared/storage';
import { accessTokenRenewed } from '../../app/auth/authSlice';
import {
  forgotPasswordFailed,
  forgotPasswordSubmitted,
  forgotPasswordSucceeded,
  passwordChangeFailed,
  passwordChangeSubmitted,
  passwordChangeSucceeded,
  resetPasswordFailed,
  resetPasswordSubmitted,
  resetPasswordSucceeded,
} from './passwordSlice';

/** POST /users/forgot-password: the same answer whether or not the email exists. */
export function* requestResetLink(action: PayloadAction<string>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.forgotPassword(action.payload));
    yield put(forgotPasswordSucceeded(answer.message ?? null));
  } catch (error) {
    const errors = yield* reportFormFailure(error, ['email']);
    yield put(forgotPasswordFailed(errors));
  }
}

/** POST /users/reset-password with the link's token. A bad link gets its own panel, not a toast. */
export function* resetPassword(action: PayloadAction<ResetPasswordBody>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.resetPassword(action.payload));
    yield put(resetPasswordSucceeded(answer.message ?? null));
  } catch (error) {
    if (error instanceof ApiError && error.code === IdentityErrorCode.LinkInvalid) {
      yield put(resetPasswordFailed({ errors: {}, linkInvalid: true, message: errorMessage(error) }));
      return;
    }
    const errors = yield* reportFormFailure(error, ['password', 'confirmPassword']);
    yield put(resetPasswordFailed({ errors, linkInvalid: false, message: null }));
  }
}

/**
 * POST /users/change-password. Every other session ends and this one continues with the new tokens in
 * the answer: both replace the stored ones (the old refresh token is spent).
 */
export function* changePassword(action: PayloadAction<ChangePasswordBody>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.changePassword(action.payload));
    yield call(writeToken, answer.data.token);
    yield call(writeRefreshToken, answer.data.refreshToken);
    yield put(accessTokenRenewed(answer.data.token));
    yield put(passwordChangeSucceeded(answer.message ?? null));
    yield* notifySuccess(answer.message);
  } catch (error) {
    const errors = yield* reportFormFailure(error, ['currentPassword', 'password', 'confirmPassword']);
    yield put(passwordChangeFailed(errors));
  }
}

export function* passwordSaga(): AppSaga {
  yield all([
    // takeLeading: one reset link per click; repeated clicks while sending add nothing.
    takeLeading(forgotPasswordSubmitted.match, requestResetLink),
    // takeLeading: the link is single use; a second submit would only meet "link invalid".
    takeLeading(resetPasswordSubmitted.match, resetPassword),
    // takeLeading: a second change would present a current password that is no longer current.
    takeLeading(passwordChangeSubmitted.match, changePassword),
  ]);
}
