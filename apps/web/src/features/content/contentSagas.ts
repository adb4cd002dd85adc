import type { PayloadAction } from '@reduxjs/toolkit';
import type { ContentPageSlug } from '@atelier/contracts/admin';
import { put, takeLatest } from 'redux-saga/effects';
import { ApiError } from '../../api/client';
import { callApi, logError, type AppSaga } from '../../app/saga-utils';
import { contentPageFailed, contentPageLoaded, contentPageRequested } from './contentSlice';

export function* loadContentPage(action: PayloadAction<ContentPageSlug>): AppSaga {
  const slug = action.payload;
  try {
    const response = yield* callApi((api) => api.getContentPage(slug));
    yield put(contentPageLoaded(response.data));
  } catch (error) {
    const missing = error instanceof ApiError && error.status === 404;
    if (!missing) yield* logError(`Footer page ${slug} could not be loaded`, error);
    yield put(contentPageFailed({ slug, missing }));
  }
}

export function* contentSaga(): AppSaga {
  // takeLatest: a visitor clicking from page to page needs only the page now open.
  yield takeLatest(contentPageRequested.match, loadContentPage);
}
