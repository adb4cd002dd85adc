import { put, takeEvery } from 'redux-saga/effects';
import { dataApi } from '../api/baseApi';
import type { AppSaga } from '../app/saga-utils';
import { sessionCleared } from '../app/auth/authSlice';

function* resetServerData(): AppSaga {
  yield put(dataApi.util.resetApiState());
}

/** The cached server data belongs to the session: a logout (or a lost session) forgets all of it. */
export function* forgetServerDataSaga(): AppSaga {
  // takeEvery: each session end must empty the cache; there is nothing to cancel or drop.
  yield takeEvery(sessionCleared.match, resetServerData);
}
