import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { adminReducer } from '../features/admin/adminSlice';
import { announcementsReducer } from '../features/announcements/announcementsSlice';
import { authReducer } from '../features/auth/authSlice';
import { autocompleteReducer } from '../features/autocomplete/autocompleteSlice';
import { cartReducer } from '../features/cart/cartSlice';
import { designReducer } from '../features/design/designSlice';
import { errorsReducer } from '../features/errors/errorsSlice';
import { homeReducer } from '../features/home/homeSlice';
import { languageReducer } from '../features/language/languageSlice';
import { layoutReducer } from '../features/layout/layoutSlice';
import { menuReducer } from '../features/menu/menuSlice';
import { newsletterReducer } from '../features/newsletter/newsletterSlice';
import { notificationsReducer } from '../features/notifications/notificationsSlice';
import { searchReducer } from '../features/search/searchSlice';
import { sessionReducer } from '../features/session/sessionSlice';
import { tokensReducer } from '../features/tokens/tokensSlice';
import { registrationReducer } from '../features/registration/registrationSlice';
import { passwordReducer } from '../features/password/passwordSlice';
import { accountReducer } from '../features/account/accountSlice';
import { adminCustomersReducer } from '../features/admin-customers/adminCustomersSlice';
import { adminUsersReducer } from '../features/admin-users/adminUsersSlice';
// Issue 5 (orders): checkout, orders, bespoke orders, appros, invoices and their back-office screens.
import { checkoutReducer } from '../features/checkout/checkoutSlice';
import { ordersReducer } from '../features/orders/ordersSlice';
import { bespokeReducer } from '../features/bespoke/bespokeSlice';
import { approsReducer } from '../features/appros/approsSlice';
import { invoicesReducer } from '../features/invoices/invoicesSlice';
import { adminOrdersReducer } from '../features/admin-orders/adminOrdersSlice';
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
  home: homeReducer,
  autocomplete: autocompleteReducer,
  search: searchReducer,
  design: designReducer,
  tokens: tokensReducer,
  registration: registrationReducer,
  password: passwordReducer,
  account: accountReducer,
  adminCustomers: adminCustomersReducer,
  adminUsers: adminUsersReducer,
  checkout: checkoutReducer,
  orders: ordersReducer,
  bespoke: bespokeReducer,
  appros: approsReducer,
  invoices: invoicesReducer,
  adminOrders: adminOrdersReducer,
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
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: false,
        // A bespoke upload's File rides in its action's meta.upload to the saga (never into the state).
        serializableCheck: { ignoredActionPaths: ['meta.arg', 'meta.baseQueryMeta', 'meta.upload'] },
      }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
