import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { announcementsReducer } from '../features/announcements/announcementsSlice';
import { authReducer } from './auth/authSlice';
import { autocompleteReducer } from '../features/autocomplete/autocompleteSlice';
import { cartReducer } from './cart/cartSlice';
import { errorsReducer } from './errors/errorsSlice';
import { homeReducer } from '../features/home/homeSlice';
import { languageReducer } from './language/languageSlice';
import { layoutReducer } from './layout/layoutSlice';
import { menuReducer } from '../features/menu/menuSlice';
import { newsletterReducer } from '../features/newsletter/newsletterSlice';
import { notificationsReducer } from './notifications/notificationsSlice';
import { searchReducer } from '../features/search/searchSlice';
import { sessionReducer } from './session/sessionSlice';
import { tokensReducer } from './tokens/tokensSlice';
import { registrationReducer } from '../features/registration/registrationSlice';
import { passwordReducer } from '../features/password/passwordSlice';
import { accountReducer } from '../features/account/accountSlice';
import type { Api } from '../api/api';
import type { DataApi, DataLayerExtra } from '../api/baseApi';
import type { TradeState } from '../trade/tradeState';
import { startArea, type FeatureArea } from './areas';
import { rootSaga } from './root-saga';
import { callApi, type AppSaga } from './saga-utils';
import type { AppServices } from './services';

export const rootReducer = combineSlices({
  auth: authReducer,
  session: sessionReducer,
  cart: cartReducer,
  menu: menuReducer,
  announcements: announcementsReducer,
  newsletter: newsletterReducer,
  language: languageReducer,
  notifications: notificationsReducer,
  layout: layoutReducer,
  errors: errorsReducer,
  home: homeReducer,
  autocomplete: autocompleteReducer,
  search: searchReducer,
  tokens: tokensReducer,
  registration: registrationReducer,
  password: passwordReducer,
  account: accountReducer,
  // The trade area's slices and the data layer's cache are injected when their bundles load.
}).withLazyLoadedSlices<TradeState & { api: ReturnType<DataApi['reducer']> }>();

export type RootState = ReturnType<typeof rootReducer>;

export interface CreateStoreOptions {
  preloadedState?: Partial<RootState>;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A call as a root saga that never throws (a thrown error would be logged as a crashed saga). */
function* settledCall<T>(request: (api: Api) => Promise<T>): AppSaga<Settled<T>> {
  try {
    return { ok: true, value: yield* callApi(request) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The store with its saga middleware; services (API, navigation, reload, logging) reach the sagas as
 * context. Running the root saga restores the session from storage and cookies synchronously.
 */
export function createAppStore(services: AppServices, options: CreateStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  // The data layer (RTK Query) arrives with the first area that uses it; its middleware joins then.
  const dataLayerMiddleware = createDynamicMiddleware();
  const dataLayer: DataLayerExtra = {
    // Every data-layer request runs as a saga call: the same headers, token refresh and 401 handling.
    runRequest: async (request) => {
      const outcome = await sagaMiddleware
        .run(settledCall, request)
        .toPromise<Settled<Awaited<ReturnType<typeof request>>>>();
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // RTK Query's hooks dispatch thunks; the extra argument is how its requests reach the API.
        thunk: { extraArgument: dataLayer },
        // A bespoke upload's File rides in its action's meta.upload to the saga (never into the state).
        serializableCheck: { ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'meta.upload'] },
      }).concat(sagaMiddleware, dataLayerMiddleware.middleware),
  });
  sagaMiddleware.run(rootSaga);
  const started = new Set<string>();
  let dataApiInstalled = false;
  const start = (area: FeatureArea): void => {
    for (const needed of area.needs ?? []) start(needed);
    if (area.dataApi && !dataApiInstalled) {
      dataApiInstalled = true;
      rootReducer.inject(area.dataApi);
      dataLayerMiddleware.addMiddleware(area.dataApi.middleware);
      // An injected reducer gets its state with the next action: the cache exists before any query.
      store.dispatch({ type: 'app/dataLayerInstalled' });
    }
    startArea(sagaMiddleware, started, area);
  };
  return Object.assign(store, {
    /** Starts a lazily loaded area's sagas once (its reducers injected themselves on import), after the areas it needs. */
    startArea: start,
    /** Whether this store has started the area (the reducer is shared by every store made in one process). */
    hasStarted: (area: FeatureArea): boolean => started.has(area.name),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
