import type { PayloadAction } from '@reduxjs/toolkit';
import { REGISTRATION_FIELDS } from '@atelier/contracts/common';
import { all, put, takeEvery, takeLeading } from 'redux-saga/effects';
import { errorMessage } from '../../api/client';
import type { RegistrationBody } from '../../api/accounts';
import { callApi, selectState, type AppSaga } from '../../app/saga-utils';
import { reportFormFailure } from '../../shared/forms/formSagas';
import { selectVerification } from './registrationSelectors';
import {
  emailVerificationFailed,
  emailVerificationRequested,
  emailVerificationStarted,
  emailVerified,
  registrationFailed,
  registrationSubmitted,
  registrationSucceeded,
} from './registrationSlice';

const REGISTRATION_FIELD_NAMES = Object.keys(REGISTRATION_FIELDS);

/** POST /users/register: a pending customer and its contact user; the server mails the verification link. */
export function* submitRegistration(action: PayloadAction<RegistrationBody>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.register(action.payload));
    yield put(registrationSucceeded(answer.message ?? null));
  } catch (error) {
    const errors = yield* reportFormFailure(error, REGISTRATION_FIELD_NAMES);
    yield put(registrationFailed(errors));
  }
}

/** POST /users/verify-email, once per link (the token is single use; StrictMode mounts pages twice). */
export function* verifyEmail(action: PayloadAction<string>): AppSaga {
  const current = yield* selectState(selectVerification);
  if (current.token === action.payload) return;
  yield put(emailVerificationStarted(action.payload));
  try {
    const answer = yield* callApi((api) => api.verifyEmail(action.payload));
    yield put(emailVerified({ message: answer.message ?? null, approved: answer.data.approved }));
  } catch (error) {
    yield put(emailVerificationFailed(errorMessage(error)));
  }
}

export function* registrationSaga(): AppSaga {
  yield all([
    // takeLeading: a double click must not register twice (the second would only meet "email taken").
    takeLeading(registrationSubmitted.match, submitRegistration),
    // takeEvery: each request is checked against the token already sent, so none may be dropped unseen.
    takeEvery(emailVerificationRequested.match, verifyEmail),
  ]);
}
