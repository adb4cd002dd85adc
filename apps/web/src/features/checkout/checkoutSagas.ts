import { OrdersErrorCode } from '@atelier/contracts/orders';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { ApiError, errorMessage } from '../../api/client';
import { callApi, callFn, logError, selectState, type AppSaga } from '../../app/saga-utils';
import { notifySuccess } from '../../shared/forms/formSagas';
import { cartEmptied, cartRequested } from '../../app/cart/cartSlice';
import { notifyError } from '../../app/notifications/notificationsSlice';
import {
  CHECKOUT_FIELD_NAMES,
  newIdempotencyKey,
  placeOrderBody,
  sameOrderBody,
  type CheckoutField,
} from './checkoutForm';
import { selectCheckoutAttempt, selectCheckoutValues } from './checkoutSelectors';
import {
  checkoutAttemptPrepared,
  checkoutTabChosen,
  orderPlaced,
  placeOrderFailed,
  placeOrderStarted,
  placeOrderSubmitted,
  shoppingCartOpened,
  type CheckoutAttempt,
  type CheckoutTab,
} from './checkoutSlice';

/** Codes after which the cart itself needs another look (its messages say what). */
const CART_PROBLEMS = new Set<string>([
  OrdersErrorCode.CartNotReady,
  OrdersErrorCode.CartEmpty,
  OrdersErrorCode.SpecialOfferUnavailable,
  OrdersErrorCode.CartFull,
]);

export function* openShoppingCart(): AppSaga {
  yield put(cartRequested());
}

/**
 * The attempt for the order request as it stands: the same key as before when the request is the same
 * (a retry or a double click must get the first result), a new key when the buyer changed it.
 */
export function* prepareAttempt(): AppSaga<CheckoutAttempt> {
  const values = yield* selectState(selectCheckoutValues);
  const body = placeOrderBody(values);
  const current = yield* selectState(selectCheckoutAttempt);
  if (current && sameOrderBody(current.body, body)) return current;
  const key = yield* callFn(newIdempotencyKey);
  const attempt = { key, body };
  yield put(checkoutAttemptPrepared(attempt));
  return attempt;
}

/** The confirm tab's attempt is ready before "Place order" can be pressed (its summary is a query of the tab). */
export function* enterCheckoutTab(action: PayloadAction<CheckoutTab>): AppSaga {
  if (action.payload === 'confirm') yield* prepareAttempt();
}

function checkoutFieldErrors(error: ApiError): Partial<Record<CheckoutField, string[]>> {
  const found: Partial<Record<CheckoutField, string[]>> = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    if ((CHECKOUT_FIELD_NAMES as readonly string[]).includes(field)) found[field as CheckoutField] = messages;
  }
  return found;
}

/**
 * Places the order with the attempt's Idempotency-Key. A network failure or a 5xx keeps the attempt, so
 * "Try again" sends the same key and the server answers the first result if the order was placed after all.
 */
export function* placeOrder(): AppSaga {
  const attempt = yield* prepareAttempt();
  yield put(placeOrderStarted());
  try {
    const response = yield* callApi((api) => api.placeOrder(attempt.body, attempt.key));
    yield put(orderPlaced(response.data));
    yield put(cartEmptied());
    yield* notifySuccess(response.message);
  } catch (error) {
    yield* logError('Order could not be placed', error);
    yield put(notifyError(errorMessage(error)));
    if (!(error instanceof ApiError) || error.status === null || error.status >= 500) {
      yield put(placeOrderFailed({ retryable: true, fieldErrors: null }));
      return;
    }
    if (error.code !== undefined && CART_PROBLEMS.has(error.code)) {
      yield put(placeOrderFailed({ retryable: false, fieldErrors: null, tab: 'order' }));
      yield put(cartRequested());
      return;
    }
    if (error.status === 422) {
      yield put(placeOrderFailed({ retryable: false, fieldErrors: null, dropKey: true }));
      return;
    }
    const fieldErrors = checkoutFieldErrors(error);
    const onForm = Object.keys(fieldErrors).length > 0;
    yield put(
      placeOrderFailed({
        retryable: false,
        fieldErrors: onForm ? fieldErrors : null,
        tab: onForm ? 'address' : undefined,
      }),
    );
  }
}

export function* checkoutSaga(): AppSaga {
  yield all([
    // takeLatest: opening the cart page twice (StrictMode, back and forth) needs only the newest cart.
    takeLatest(shoppingCartOpened.match, openShoppingCart),
    // takeLatest: only the newest tab choice needs its attempt prepared.
    takeLatest(checkoutTabChosen.match, enterCheckoutTab),
    // takeLeading: a double click on "Place order" sends one request; the key covers later retries.
    takeLeading(placeOrderSubmitted.match, placeOrder),
  ]);
}
