import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, takeLatest } from 'redux-saga/effects';
import { getServices, logError, type AppSaga } from '../saga-utils';
import { routeChanged } from './layoutSlice';
import { countsAsPageView, PAGE_VIEW_DELAY_MS } from './pageViews';

/**
 * Spec section 7: 250 ms after a route change the page view goes to our analytics endpoint. Sent
 * without the session's token refresh: a view is public and never worth a retry or a logout.
 */
export function* sendPageView(action: PayloadAction<string>): AppSaga {
  if (!countsAsPageView(action.payload)) return;
  yield delay(PAGE_VIEW_DELAY_MS);
  const { api } = yield* getServices();
  try {
    yield call(api.recordPageView, action.payload);
  } catch (error) {
    yield* logError('Page view not recorded', error);
  }
}

export function* pageViewSaga(): AppSaga {
  // takeLatest: a route left within 250 ms is not counted; only the page the buyer stays on.
  yield takeLatest(routeChanged.match, sendPageView);
}
