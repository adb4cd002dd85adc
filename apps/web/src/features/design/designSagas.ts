import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest } from 'redux-saga/effects';
import { ApiError, errorMessage } from '../../api/client';
import {
  callAbortableApi,
  logError,
  navigateWithOptions,
  selectState,
  type AppSaga,
} from '../../app/saga-utils';
import { selectCatalogueAccess } from '../../shared/catalogue/catalogueSelectors';
import {
  designFailed,
  designLoaded,
  designRequested,
  designStarted,
  designVariantChosen,
  type DesignRequest,
} from './designSlice';

/** Loads a design once per design and price context; variant changes are answered from its variants. */
export function* loadDesign(action: PayloadAction<DesignRequest>): AppSaga {
  const { key, designId, query } = action.payload;
  const access = yield* selectState(selectCatalogueAccess);
  if (access !== 'ready') return;
  const current = yield* selectState((state) => state.design);
  // A request still loading was cancelled by takeLatest when this one started: only a loaded one is kept.
  if (current.key === key && current.status === 'loaded') return;

  yield put(designStarted({ key }));
  try {
    const response = yield* callAbortableApi((api, signal) => api.getDesign(designId, query, signal));
    yield put(designLoaded({ key, detail: response.data }));
  } catch (error) {
    if (error instanceof ApiError && error.isAborted) return;
    yield* logError('Design could not be loaded', error);
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    // A retired design answers 410: "no longer available", not the not-found page.
    const unavailable = error instanceof ApiError && error.status === 410;
    yield put(designFailed({ key, notFound, unavailable, message: errorMessage(error) }));
  }
}

/** A variant picker changed: the URL follows (replaced, so Back still returns to the listing). */
export function* chooseVariant(action: PayloadAction<{ to: string }>): AppSaga {
  yield* navigateWithOptions(action.payload.to, { replace: true, preventScrollReset: true });
}

export function* designSaga(): AppSaga {
  yield all([
    // takeLatest: opening another design cancels the previous request (aborting it).
    takeLatest(designRequested.match, loadDesign),
    // takeLatest: only the last picker change decides the URL.
    takeLatest(designVariantChosen.match, chooseVariant),
  ]);
}
