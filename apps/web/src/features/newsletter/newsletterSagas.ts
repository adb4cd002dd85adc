import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeLeading } from 'redux-saga/effects';
import { ApiError } from '../../api/client';
import { callApi, logError, type AppSaga } from '../../app/saga-utils';
import {
  newsletterRefused,
  newsletterSubmitted,
  newsletterSucceeded,
  newsletterUnreachable,
} from './newsletterSlice';
import type { NewsletterValues } from './newsletterValidation';

/** Spec §8: success shows the message in green, success=false in red, network errors are only logged. */
export function* subscribe(action: PayloadAction<NewsletterValues>): AppSaga {
  const body = { name: action.payload.name.trim(), email: action.payload.email.trim() };
  try {
    const response = yield* callApi((api) => api.subscribeNewsletter(body));
    if (response.success) yield put(newsletterSucceeded(response.message));
    else yield put(newsletterRefused(response.message || null));
  } catch (error) {
    if (error instanceof ApiError && !error.isNetworkError) {
      yield put(newsletterRefused(error.message));
    } else {
      yield* logError('Newsletter subscription failed', error);
      yield put(newsletterUnreachable());
    }
  }
}

export function* newsletterSaga(): AppSaga {
  // takeLeading: one subscription at a time; repeated clicks while sending are ignored.
  yield takeLeading(newsletterSubmitted.match, subscribe);
}
