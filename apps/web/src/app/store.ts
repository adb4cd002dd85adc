import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { adminReducer } from '../features/admin/adminSlice';
import { announcementsReducer } from '../features/announcements/announcementsSlice';
import { authReducer } from '../features/auth/authSlice';
import { cartReducer } from '../features/cart/cartSlice';
import { errorsReducer } from '../features/errors/errorsSlice';
import { languageReducer } from '../features/language/languageSlice';
import { layoutReducer } from '../features/layout/layoutSlice';
import { menuReducer } from '../features/menu/menuSlice';
import { newsletterReducer } from '../features/newsletter/newsletterSlice';
import { notificationsReducer } from '../features/notifications/notificationsSlice';
import { sessionReducer } from '../features/session/sessionSlice';
import { rootSaga } from './root-saga';
import type { AppServices } from './services';

export const rootReducer = combineReducers({
  auth: authReducer,
  session: sessionReducer,
  cart: cartReducer,
  menu: menuReducer,
  announcements: announcementsReducer,
  newsletter: newsletterReducer,
  language: languageReducer,
  notifications: notificationsReducer,
  layout: layoutReducer,
  admin: adminReducer,
  errors: errorsReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface CreateStoreOptions {
  preloadedState?: Partial<RootState>;
}

/**
 * The store with its saga middleware; services (API, navigation, reload, logging) reach the sagas as
 * context. Running the root saga restores the session from storage and cookies synchronously.
 */
export function createAppStore(services: AppServices, options: CreateStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({ context: { services } });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
