import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { put, takeLeading } from 'redux-saga/effects';
import { errorMessage } from '../../api/client';
import { callApi, logError, navigateTo, type AppSaga } from '../../app/saga-utils';
import { notifySuccess } from '../../shared/forms/formSagas';
import { cartOf } from '../../app/cart/cartSagas';
import { cartLoaded } from '../../app/cart/cartSlice';
import { notificationShown, notifyError } from '../../app/notifications/notificationsSlice';

/** The buyer asked to put an order's pieces back into the cart at today's prices. */
export const reorderRequested = createAction<string>('orders/reorderRequested');

/** Reorder: the cart takes the pieces, what was skipped is said, and the cart opens. */
export function* reorder(action: PayloadAction<string>): AppSaga {
  try {
    const response = yield* callApi((api) => api.reorder(action.payload));
    const { cart, skipped, message } = response.data;
    yield put(cartLoaded(cartOf(cart)));
    yield* notifySuccess(response.message ?? message);
    if (skipped.length > 0) {
      const list = skipped.map((item) => `${item.design_number}: ${item.reason}`).join('; ');
      yield put(notificationShown({ kind: 'info', text: list }));
    }
    yield* navigateTo('/shopping-cart');
  } catch (error) {
    yield* logError('Reorder failed', error);
    yield put(notifyError(errorMessage(error)));
  }
}

export function* ordersSaga(): AppSaga {
  // takeLeading: a double click must not put the order into the cart twice.
  yield takeLeading(reorderRequested.match, reorder);
}
