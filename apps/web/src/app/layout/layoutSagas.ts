import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest } from 'redux-saga/effects';
import { callFn, selectState, type AppSaga } from '../saga-utils';
import { stripLanguagePrefix } from '../../i18n/languages';
import { readIsPriceSet } from '../../shared/cookies';
import { announcementsRequested } from '../../features/announcements/announcementsSlice';
import { selectIsLoggedIn } from '../auth/authSelectors';
import { userInfoRequested } from '../auth/authSlice';
import { cartCountRequested } from '../cart/cartSlice';
import { menuRequested } from '../../features/menu/menuSlice';
import { adminLayoutEntered, customerLayoutEntered } from './layoutSlice';

/**
 * Customer layout load: announcement and menu for everyone; for a logged-in customer who has chosen a
 * price, the user info and the cart count (not on the cart page, which loads the cart itself).
 */
export function* loadCustomerLayout(action: PayloadAction<string>): AppSaga {
  yield put(announcementsRequested());
  yield put(menuRequested());
  const loggedIn = yield* selectState(selectIsLoggedIn);
  const priceSet = yield* callFn(readIsPriceSet);
  if (!loggedIn || !priceSet) return;
  yield put(userInfoRequested());
  if (stripLanguagePrefix(action.payload) !== '/shopping-cart') yield put(cartCountRequested());
}

export function* loadAdminLayout(): AppSaga {
  const loggedIn = yield* selectState(selectIsLoggedIn);
  if (loggedIn) yield put(userInfoRequested());
}

export function* layoutSaga(): AppSaga {
  yield all([
    // takeLatest: StrictMode mounts twice in development; the second mount supersedes the first.
    takeLatest(customerLayoutEntered.match, loadCustomerLayout),
    // takeLatest: same reason as above for the admin layout.
    takeLatest(adminLayoutEntered.match, loadAdminLayout),
  ]);
}
