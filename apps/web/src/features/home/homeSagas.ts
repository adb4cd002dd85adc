import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { SearchDesignsRequest } from '../../api/types';
import { callApi, logError, selectState, type AppSaga } from '../../app/saga-utils';
import { HOME_ROW_LIMIT, HOME_ROWS, type HomeRowId } from './homeSections';
import {
  homeEntered,
  homeRowFailed,
  homeRowLoaded,
  homeRowStarted,
  homeStonesFailed,
  homeStonesLoaded,
} from './homeSlice';

export function* loadHomeStones(): AppSaga {
  const status = yield* selectState((state) => state.home.stonesStatus);
  if (status === 'loaded') return;
  try {
    const response = yield* callApi((api) => api.getHomeStones());
    yield put(homeStonesLoaded(Array.isArray(response.data) ? response.data : []));
  } catch (error) {
    // Spec §8: failed list loads are only logged.
    yield* logError('Home gemstones could not be loaded', error);
    yield put(homeStonesFailed());
  }
}

export function* loadHomeRow(id: HomeRowId, request: SearchDesignsRequest, key: string): AppSaga {
  const row = yield* selectState((state) => state.home.rows[id]);
  if (row.key === key && row.status === 'loaded') return;
  yield put(homeRowStarted({ id, key }));
  try {
    const response = yield* callApi((api) =>
      api.searchDesigns({ ...request, page: 1, limit: HOME_ROW_LIMIT, facets: false }),
    );
    yield put(homeRowLoaded({ id, key, designs: response.data.rows }));
  } catch (error) {
    yield* logError(`Home row "${id}" could not be loaded`, error);
    yield put(homeRowFailed({ id, key }));
  }
}

/** Gemstones for everyone; the design rows (login required) once a price has been chosen. */
export function* loadHome(action: PayloadAction<{ key: string | null }>): AppSaga {
  const { key } = action.payload;
  yield all([
    call(loadHomeStones),
    ...(key === null ? [] : HOME_ROWS.map((row) => call(loadHomeRow, row.id, row.request, key))),
  ]);
}

export function* homeSaga(): AppSaga {
  // takeLatest: a newer visit (or a changed price choice) supersedes the loads of an older one.
  yield takeLatest(homeEntered.match, loadHome);
}
