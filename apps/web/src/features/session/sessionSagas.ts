import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi, getServices, logError, navigateTo, selectState, type AppSaga } from '../../app/saga-utils';
import { writeIsPriceSet, writePriceStatus, writeSelectedCustomer } from '../../shared/cookies';
import { writeCustomerInfo } from '../../shared/storage';
import { redirectConsumed } from '../../app/auth/authSlice';
import { selectRedirectTo } from '../../app/auth/authSelectors';
import { cartCountRequested, cartRequested } from '../../app/cart/cartSlice';
import { notifyError } from '../../app/notifications/notificationsSlice';
import { selectUserId } from '../../app/auth/authSelectors';
import { invalidateDataTags } from '../../api/dataTags';
import { errorMessage } from '../../api/client';
import {
  priceSelectionApplied,
  priceSelectionSubmitted,
  priceSwitchSubmitted,
  type PopupSelection,
  type PriceSelection,
} from '../../app/session/sessionSlice';
import { resolveCustomerChoice, switchableCustomer, toStoredCustomer } from './storedCustomer';

/** The data layer's kinds of server data that carry prices; read again after a price or customer switch. */
const PRICED_TAGS = ['Order', 'OrderList', 'Invoice', 'Appro', 'ChangeRequest', 'Bespoke'] as const;

/**
 * Price popup submit: store the customer (local storage and selectedCustomer cookie), the price status and
 * isPriceSet, reload the cart count, close the popup, then open the remembered route or home.
 */
export function* applyPriceSelection(action: PayloadAction<PopupSelection>): AppSaga {
  const chosen = resolveCustomerChoice(action.payload.customers, action.payload.customerId);
  const stored = chosen ? toStoredCustomer(chosen) : null;

  yield call(writeCustomerInfo, stored);
  yield call(writeSelectedCustomer, stored);
  yield call(writePriceStatus, action.payload.priceStatus);
  yield call(writeIsPriceSet, true);
  yield put(priceSelectionApplied({ priceStatus: action.payload.priceStatus, customer: stored }));
  yield put(cartCountRequested());

  const redirectTo = yield* selectState(selectRedirectTo);
  yield put(redirectConsumed());
  if (redirectTo) {
    // The remembered route is stored already localised, with its query and hash: used as is.
    const { navigate } = yield* getServices();
    yield call(navigate, redirectTo);
  } else {
    yield* navigateTo('/');
  }
}

/**
 * The header's switch: the customer is looked up in the server's current list of the user's customers
 * (the gateway refuses any other on every call anyway), the cookies the request headers come from are
 * written, and every cache holding prices is dropped so that what is on screen is read again at once.
 */
export function* switchPrice(action: PayloadAction<PriceSelection>): AppSaga {
  const userId = yield* selectState(selectUserId);
  if (!userId) return;
  let customers;
  try {
    const response = yield* callApi((api) => api.getMappedCustomers(userId));
    customers = Array.isArray(response.data) ? response.data : [];
  } catch (error) {
    yield* logError('Mapped customers could not be loaded', error);
    yield put(notifyError(errorMessage(error)));
    return;
  }
  const chosen = switchableCustomer(customers, action.payload.customerId);
  if (action.payload.customerId && !chosen) {
    yield put(notifyError(null, 'invalidAccess'));
    return;
  }
  const stored = chosen ? toStoredCustomer(chosen) : null;
  yield call(writeCustomerInfo, stored);
  yield call(writeSelectedCustomer, stored);
  yield call(writePriceStatus, action.payload.priceStatus);
  yield call(writeIsPriceSet, true);
  yield put(priceSelectionApplied({ priceStatus: action.payload.priceStatus, customer: stored }));
  yield put(invalidateDataTags([...PRICED_TAGS]));
  // The whole cart (its prices, and the header count) for the customer now chosen.
  yield put(cartRequested());
}

export function* sessionSaga(): AppSaga {
  yield all([
    // takeLeading: the popup is submitted once; a double click must not navigate twice.
    takeLeading(priceSelectionSubmitted.match, applyPriceSelection),
    // takeLatest: the last choice made in the header is the one that counts.
    takeLatest(priceSwitchSubmitted.match, switchPrice),
  ]);
}
