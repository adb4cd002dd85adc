import { put, takeEvery } from 'redux-saga/effects';
import { dataApi } from '../api/baseApi';
import { sessionCleared } from '../app/auth/authSlice';
import { priceSelectionApplied } from '../app/session/sessionSlice';
import type { AppSaga } from '../app/saga-utils';

function* resetServerData(): AppSaga {
  yield put(dataApi.util.resetApiState());
}

/** The buyer's cached server data belongs to the session and its prices: a logout or a new price choice forgets it. */
export function* forgetTradeDataSaga(): AppSaga {
  // takeEvery: each session end or price change must empty the cache; there is nothing to cancel or drop.
  yield takeEvery([sessionCleared.type, priceSelectionApplied.type], resetServerData);
}
