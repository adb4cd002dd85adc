import type { PayloadAction } from '@reduxjs/toolkit';
import { REGISTRATION_FIELDS } from '@atelier/contracts/common';
import { all, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessage } from '../../api/client';
import type { RegistrationBody } from '../../api/accounts';
import { callApi, logError, selectState, type AppSaga } from '../../app/saga-utils';
import { reportFormFailure } from '../../shared/forms/formSagas';
import { selectCurrenciesStatus, selectVerification } from './registrationSelectors';
import {
  currenciesFailed,
  currenciesLoaded,
  currenciesRequested,
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

/** The registration form's currency list (a public catalogue lookup); on failure a fixed list is offered. */
export function* loadCurrencies(): AppSaga {
  const status = yield* selectState(selectCurrenciesStatus);
  if (status === 'loaded') return;
  try {
    const answer = yield* callApi((api) => api.getCurrencies());
    yield put(currenciesLoaded(Array.isArray(answer.data) ? answer.data : []));
  } catch (error) {
    yield* logError('Currencies could not be loaded', error);
    yield put(currenciesFailed());
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
    // takeLatest: the list is the same for every request; only one needs to land.
    takeLatest(currenciesRequested.match, loadCurrencies),
    // takeEvery: each request is checked against the token already sent, so none may be dropped unseen.
    takeEvery(emailVerificationRequested.match, verifyEmail),
  ]);
}
