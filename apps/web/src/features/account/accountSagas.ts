import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi, logError, selectState, type AppSaga } from '../../app/saga-utils';
import { notifySuccess, reportFormFailure } from '../../shared/forms/formSagas';
import { selectUserId } from '../../app/auth/authSelectors';
import { mappedCustomersRequested } from '../../app/session/sessionSlice';
import {
  accountDetailsFailed,
  accountDetailsLoaded,
  accountDetailsModalOpened,
  accountDetailsRequested,
  markupFailed,
  markupSaved,
  markupSubmitted,
} from './accountSlice';

/** GET /users/account-details for the chosen customer (x-customer-id). */
export function* loadAccountDetails(): AppSaga {
  try {
    const answer = yield* callApi((api) => api.getAccountDetails());
    yield put(accountDetailsLoaded(answer.data));
  } catch (error) {
    // Spec §8: failed loads are only logged; the page and modal say the details are unavailable.
    yield* logError('Account details could not be loaded', error);
    yield put(accountDetailsFailed());
  }
}

/** The account details modal loads what it shows when it opens. */
export function* openAccountDetails(): AppSaga {
  yield put(accountDetailsRequested());
}

/**
 * POST /users/update-markup (rules MARKUP_FIELDS) for the chosen customer; the mapped customers are
 * reloaded so the session holds the new markup too.
 */
export function* saveMarkup(action: PayloadAction<number>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.updateMarkup(action.payload));
    yield put(markupSaved(answer.data.markup));
    yield* notifySuccess(answer.message);
    const userId = yield* selectState(selectUserId);
    if (userId) yield put(mappedCustomersRequested(userId));
  } catch (error) {
    const errors = yield* reportFormFailure(error, ['markup']);
    yield put(markupFailed(errors));
  }
}

export function* accountSaga(): AppSaga {
  yield all([
    // takeLatest: the page and the modal may both ask; the newest answer is the one to show.
    takeLatest(accountDetailsRequested.match, loadAccountDetails),
    // takeLatest: reopening the modal only needs one load.
    takeLatest(accountDetailsModalOpened.match, openAccountDetails),
    // takeLeading: one save per click; a second while saving would only repeat it.
    takeLeading(markupSubmitted.match, saveMarkup),
  ]);
}
