import { detectImageType, ORDERS_PAGE_SIZE, type BespokeStatus } from '@atelier/contracts/orders';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { BespokeOrderFields, PageQuery } from '../../api/orders';
import { callApi, callFn, logError, selectState, type AppSaga } from '../../app/saga-utils';
import { issueMessage } from '../../shared/forms/formMessages';
import { notifySuccess, reportFormFailure } from '../../shared/forms/formSagas';
import { selectLanguage } from '../../app/language/languageSelectors';
import { loadFailure } from '../../shared/orders/loadFailure';
import { BESPOKE_FIELD_NAMES, bespokeFormData, readFileHead } from './bespokeForm';
import { selectAuthedImage } from './bespokeSelectors';
import {
  authedImageFailed,
  authedImageLoaded,
  authedImageRequested,
  bespokeOrderCreated,
  bespokeOrderFailed,
  bespokeOrdersFailed,
  bespokeOrdersLoaded,
  bespokeOrdersRequested,
  bespokeOrderSubmitted,
  type UploadMeta,
} from './bespokeSlice';

export function* loadBespokeOrders(action: PayloadAction<PageQuery<BespokeStatus>>): AppSaga {
  const key = JSON.stringify(action.payload);
  try {
    const response = yield* callApi((api) => api.getBespokeOrders(action.payload));
    yield put(bespokeOrdersLoaded({ key, data: response.data }));
  } catch (error) {
    yield* logError('Bespoke orders could not be loaded', error);
    yield put(bespokeOrdersFailed({ key, ...loadFailure(error) }));
  }
}

/** Sends the bespoke form as multipart/form-data with its image; server errors go under their fields. */
export function* createBespokeOrder(action: PayloadAction<BespokeOrderFields, string, UploadMeta>): AppSaga {
  const file = action.meta.upload;
  // The server checks the picture by its content, not its name: so does the page, before uploading it.
  const head = yield* callFn(readFileHead, file);
  if (detectImageType(head) === null) {
    const language = yield* selectState(selectLanguage);
    yield put(
      bespokeOrderFailed({ image: [issueMessage(language, 'image', { key: 'orders.upload.type' })] }),
    );
    return;
  }
  try {
    const form = yield* callFn(bespokeFormData, action.payload, file, file.name);
    const response = yield* callApi((api) => api.createBespokeOrder(form));
    yield put(bespokeOrderCreated(response.data));
    yield* notifySuccess(response.message);
    // Newest first: the new request is at the top of the first page.
    yield put(bespokeOrdersRequested({ page: 1, limit: ORDERS_PAGE_SIZE }));
  } catch (error) {
    const errors = yield* reportFormFailure(error, BESPOKE_FIELD_NAMES);
    yield put(bespokeOrderFailed(errors));
  }
}

function toObjectUrl(blob: Blob): string {
  return URL.createObjectURL(blob);
}

/** An image behind the auth headers (GET …/image needs the token): fetched once, shown by object URL. */
export function* loadAuthedImage(action: PayloadAction<string>): AppSaga {
  const path = action.payload;
  const current = yield* selectState(selectAuthedImage(path));
  if (current && current.status !== 'loading') return;
  try {
    const file = yield* callApi((api) => api.downloadFile(path));
    const url = yield* callFn(toObjectUrl, file.blob);
    yield put(authedImageLoaded({ path, url }));
  } catch (error) {
    yield* logError('Image could not be loaded', error);
    yield put(authedImageFailed(path));
  }
}

export function* bespokeSaga(): AppSaga {
  yield all([
    // takeLatest: a newer page or filter replaces the list being loaded.
    takeLatest(bespokeOrdersRequested.match, loadBespokeOrders),
    // takeLeading: a double click sends the request (and its upload) once.
    takeLeading(bespokeOrderSubmitted.match, createBespokeOrder),
    // takeEvery: each image loads on its own; one picture must not cancel another.
    takeEvery(authedImageRequested.match, loadAuthedImage),
  ]);
}
