import { put, takeEvery } from 'redux-saga/effects';
import { dataApi } from '../api/baseApi';
import type { FeatureArea } from './areas';
import { sessionCleared } from './auth/authSlice';
import type { AppSaga } from './saga-utils';
import { priceSelectionApplied } from './session/sessionSlice';

function* resetServerData(): AppSaga {
  yield put(dataApi.util.resetApiState());
}

/** The cached server data belongs to the session and its prices: a logout or a new price choice forgets it. */
export function* forgetServerDataSaga(): AppSaga {
  // takeEvery: each session end or price change must empty the cache; there is nothing to cancel or drop.
  yield takeEvery([sessionCleared.type, priceSelectionApplied.type], resetServerData);
}

/**
 * The data layer (RTK Query's reducer, middleware and code) as an area of its own: the trade pages and
 * the back office need it, and so do the storefront screens that cache server data (a footer page, the
 * design page, My Account), which start it when their chunk loads. The home page, the menu and the
 * header's content are read by sagas instead: they are on every first load, which RTK Query would grow.
 */
export const dataLayerArea: FeatureArea = {
  name: 'dataLayer',
  dataApi,
  sagas: [['forgetServerData', forgetServerDataSaga]],
};
