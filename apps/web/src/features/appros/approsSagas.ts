import type { ApproStatus } from '@atelier/contracts/orders';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest } from 'redux-saga/effects';
import { errorMessage } from '../../api/client';
import type { PageQuery } from '../../api/orders';
import { callApi, logError, type AppSaga } from '../../app/saga-utils';
import { isNotFound, loadFailure } from '../../shared/orders/loadFailure';
import {
  approFailed,
  approLoaded,
  approRequested,
  approsFailed,
  approsLoaded,
  approsRequested,
} from './approsSlice';

export function* loadAppros(action: PayloadAction<PageQuery<ApproStatus>>): AppSaga {
  const key = JSON.stringify(action.payload);
  try {
    const response = yield* callApi((api) => api.getAppros(action.payload));
    yield put(approsLoaded({ key, data: response.data }));
  } catch (error) {
    yield* logError('Appros could not be loaded', error);
    yield put(approsFailed({ key, ...loadFailure(error) }));
  }
}

export function* loadAppro(action: PayloadAction<string>): AppSaga {
  const id = action.payload;
  try {
    const response = yield* callApi((api) => api.getAppro(id));
    yield put(approLoaded(response.data));
  } catch (error) {
    yield* logError('Appro could not be loaded', error);
    yield put(approFailed({ id, notFound: isNotFound(error), message: errorMessage(error) }));
  }
}

export function* approsSaga(): AppSaga {
  yield all([
    // takeLatest: a newer page or filter replaces the list being loaded.
    takeLatest(approsRequested.match, loadAppros),
    // takeLatest: opening another appro cancels the load of the previous one.
    takeLatest(approRequested.match, loadAppro),
  ]);
}
