import type { CartEntry, CartListResponse } from '@atelier/contracts/orders';
import type { Action, PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, put, take, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AddToCartBody } from '../../api/orders';
import { errorMessage } from '../../api/client';
import { callApi, logError, selectState, type AppSaga } from '../saga-utils';
import { notifySuccess, reportFormFailure } from '../../shared/forms/formSagas';
import { selectUserId } from '../auth/authSelectors';
import { notifyError } from '../notifications/notificationsSlice';
import { countCart } from './cartCount';
import {
  addToCartFailed,
  addToCartSubmitted,
  addToCartSucceeded,
  cartCountFailed,
  cartCountLoaded,
  cartCountRequested,
  cartFailed,
  cartLineChangeSubmitted,
  cartLineRemoveSubmitted,
  cartLineSettled,
  cartLoaded,
  cartPricesAcceptSettled,
  cartPricesAcceptSubmitted,
  cartRequested,
  type CartLineChange,
} from './cartSlice';

/** The fields of the design page's form; other field errors go to the red notification. */
export const ADD_TO_CART_FIELDS = ['quantity', 'size', 'ringSize', 'engravingText', 'orderType'] as const;

/** The cart of an answer (`data.data[0]`, always one entry); an empty cart when the answer has none. */
export function cartOf(answer: CartListResponse | undefined): CartEntry {
  return (
    answer?.data?.[0] ?? {
      _id: null,
      customer_id: null,
      order_detail: [],
      cart_count: 0,
      messages: [],
      can_place_order: false,
      totals: {},
    }
  );
}

export function* loadCartCount(): AppSaga {
  const userId = yield* selectState(selectUserId);
  if (!userId) {
    yield put(cartCountLoaded(0));
    return;
  }
  try {
    const response = yield* callApi((api) => api.getCartList(userId));
    yield put(cartCountLoaded(countCart(response.data?.data)));
  } catch (error) {
    // Spec §8: a failed cart load is only logged.
    yield* logError('Cart count could not be loaded', error);
    yield put(cartCountFailed());
  }
}

/** The whole cart for the cart page (its lines, messages and totals, and the header count). */
export function* loadCart(): AppSaga {
  const userId = yield* selectState(selectUserId);
  if (!userId) {
    yield put(cartLoaded(cartOf(undefined)));
    return;
  }
  try {
    const response = yield* callApi((api) => api.getCart(userId));
    yield put(cartLoaded(cartOf(response.data)));
  } catch (error) {
    // Spec §8: a failed cart load is only logged; the page says the cart could not be loaded.
    yield* logError('Cart could not be loaded', error);
    yield put(cartFailed());
  }
}

/** Design page: adds the variant; the answer is the whole cart, so the header count follows at once. */
export function* addToCart(action: PayloadAction<AddToCartBody>): AppSaga {
  try {
    const response = yield* callApi((api) => api.addToCart(action.payload));
    yield put(cartLoaded(cartOf(response.data)));
    yield put(addToCartSucceeded());
    yield* notifySuccess(response.message);
  } catch (error) {
    const errors = yield* reportFormFailure(error, ADD_TO_CART_FIELDS);
    yield put(addToCartFailed(errors));
  }
}

export function* changeCartLine(action: PayloadAction<CartLineChange>): AppSaga {
  const { lineId, changes } = action.payload;
  try {
    const response = yield* callApi((api) => api.updateCartLine(lineId, changes));
    yield put(cartLoaded(cartOf(response.data)));
    yield* notifySuccess(response.message);
  } catch (error) {
    yield put(notifyError(errorMessage(error)));
    // The line may be gone or refused: show the cart as the server holds it.
    yield call(loadCart);
  } finally {
    yield put(cartLineSettled(lineId));
  }
}

export function* removeCartLine(action: PayloadAction<string>): AppSaga {
  try {
    const response = yield* callApi((api) => api.removeCartLine(action.payload));
    yield put(cartLoaded(cartOf(response.data)));
    yield* notifySuccess(response.message);
  } catch (error) {
    yield put(notifyError(errorMessage(error)));
    yield call(loadCart);
  } finally {
    yield put(cartLineSettled(action.payload));
  }
}

export function* acceptCartPrices(action: PayloadAction<string[] | undefined>): AppSaga {
  try {
    const response = yield* callApi((api) => api.acceptCartPrices(action.payload));
    yield put(cartLoaded(cartOf(response.data)));
    yield* notifySuccess(response.message);
  } catch (error) {
    yield put(notifyError(errorMessage(error)));
  } finally {
    yield put(cartPricesAcceptSettled());
  }
}

const isCartChange = (action: Action): boolean =>
  cartLineChangeSubmitted.match(action) ||
  cartLineRemoveSubmitted.match(action) ||
  cartPricesAcceptSubmitted.match(action);

/**
 * Changes, removals and price acceptances are sent one at a time, in the order they were made: every
 * answer is the whole cart, so the cart shown is always the answer to the latest change.
 */
export function* cartChanges(): AppSaga {
  const channel = (yield actionChannel(isCartChange)) as Channel<UnknownAction>;
  for (;;) {
    const action = (yield take(channel)) as UnknownAction;
    if (cartLineChangeSubmitted.match(action)) yield call(changeCartLine, action);
    else if (cartLineRemoveSubmitted.match(action)) yield call(removeCartLine, action);
    else if (cartPricesAcceptSubmitted.match(action)) yield call(acceptCartPrices, action);
  }
}

export function* cartSaga(): AppSaga {
  yield all([
    // takeLatest: the newest request reflects the cart after the latest change; older answers are stale.
    takeLatest(cartCountRequested.match, loadCartCount),
    // takeLatest: the cart page may ask again (price change, retry); only the newest answer is shown.
    takeLatest(cartRequested.match, loadCart),
    // takeLeading: a double click on "Add to cart" must not add the item twice.
    takeLeading(addToCartSubmitted.match, addToCart),
    call(cartChanges),
  ]);
}
