import type { ChangeRequestStatus } from '@atelier/contracts/orders';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ChangeRequestBody, PageQuery } from '../../api/orders';
import { ApiError, errorMessage } from '../../api/client';
import { callApi, logError, navigateTo, type AppSaga } from '../../app/saga-utils';
import { notifySuccess, reportFormFailure } from '../../shared/forms/formSagas';
import { cartOf } from '../../app/cart/cartSagas';
import { cartLoaded } from '../../app/cart/cartSlice';
import { isNotFound, loadFailure } from '../../shared/orders/loadFailure';
import { notificationShown, notifyError } from '../../app/notifications/notificationsSlice';
import {
  ACTION_PATHS,
  changeRequestFailed,
  changeRequestSent,
  changeRequestsFailed,
  changeRequestsLoaded,
  changeRequestsRequested,
  changeRequestSubmitted,
  listKey,
  orderActionSettled,
  orderActionSubmitted,
  orderFailed,
  orderLoaded,
  orderRequested,
  ordersFailed,
  ordersLoaded,
  ordersRequested,
  type OrderActionName,
  type OrdersListRequest,
} from './ordersSlice';

/** /order-history (trade prices only) and /order-list: one page of orders for the filters. */
export function* loadOrders(action: PayloadAction<OrdersListRequest>): AppSaga {
  const key = listKey(action.payload);
  const { kind, query } = action.payload;
  try {
    const response = yield* callApi((api) =>
      kind === 'history' ? api.getOrderHistory(query) : api.getOrderList(query),
    );
    yield put(ordersLoaded({ key, data: response.data }));
  } catch (error) {
    yield* logError('Orders could not be loaded', error);
    yield put(ordersFailed({ key, ...loadFailure(error) }));
  }
}

export function* loadOrder(action: PayloadAction<string>): AppSaga {
  const id = action.payload;
  try {
    const response = yield* callApi((api) => api.getOrder(id));
    yield put(orderLoaded(response.data));
  } catch (error) {
    yield* logError('Order could not be loaded', error);
    yield put(orderFailed({ id, notFound: isNotFound(error), message: errorMessage(error) }));
  }
}

function* reorder(orderId: string): AppSaga {
  const response = yield* callApi((api) => api.reorder(orderId));
  const { cart, skipped, message } = response.data;
  yield put(cartLoaded(cartOf(cart)));
  yield* notifySuccess(response.message ?? message);
  if (skipped.length > 0) {
    const list = skipped.map((item) => `${item.design_number}: ${item.reason}`).join('; ');
    yield put(notificationShown({ kind: 'info', text: list }));
  }
  yield* navigateTo('/shopping-cart');
}

/**
 * An order action of the buyer: approve or reject the order pricing or the updated pricing, convert
 * pending stock pieces to a special order, or reorder (back into the cart at today's prices).
 */
export function* runOrderAction(
  action: PayloadAction<{ orderId: string; action: OrderActionName; lineIds?: string[] }>,
): AppSaga {
  const { orderId, lineIds } = action.payload;
  const name = action.payload.action;
  try {
    if (name === 'reorder') {
      yield* reorder(orderId);
      return;
    }
    const response = yield* callApi((api) =>
      name === 'convert_to_special'
        ? api.convertToSpecial(orderId, lineIds)
        : api.runOrderAction(orderId, ACTION_PATHS[name]),
    );
    yield put(orderLoaded(response.data.order));
    yield* notifySuccess(response.message ?? response.data.message);
  } catch (error) {
    yield* logError(`Order action ${name} failed`, error);
    yield put(notifyError(errorMessage(error)));
    // 409: the order moved on meanwhile; show it as it is now.
    if (error instanceof ApiError && error.status === 409) yield put(orderRequested(orderId));
  } finally {
    yield put(orderActionSettled());
  }
}

export function* sendChangeRequest(
  action: PayloadAction<{ orderId: string; body: ChangeRequestBody }>,
): AppSaga {
  const { orderId, body } = action.payload;
  try {
    const response = yield* callApi((api) => api.sendChangeRequest(orderId, body));
    yield put(changeRequestSent(response.data));
    yield* notifySuccess(response.message);
  } catch (error) {
    const errors = yield* reportFormFailure(error, ['message', 'lineId']);
    yield put(changeRequestFailed(errors));
  }
}

export function* loadChangeRequests(action: PayloadAction<PageQuery<ChangeRequestStatus>>): AppSaga {
  const key = JSON.stringify(action.payload);
  try {
    const response = yield* callApi((api) => api.getChangeRequests(action.payload));
    yield put(changeRequestsLoaded({ key, data: response.data }));
  } catch (error) {
    yield* logError('Change requests could not be loaded', error);
    yield put(changeRequestsFailed({ key, ...loadFailure(error) }));
  }
}

export function* ordersSaga(): AppSaga {
  yield all([
    // takeLatest: a newer page or filter replaces the list being loaded (its answer would be stale).
    takeLatest(ordersRequested.match, loadOrders),
    // takeLatest: opening another order cancels the load of the previous one.
    takeLatest(orderRequested.match, loadOrder),
    // takeLeading: one action at a time; a double click must not approve, reject or reorder twice.
    takeLeading(orderActionSubmitted.match, runOrderAction),
    // takeLeading: a double click sends the change request once.
    takeLeading(changeRequestSubmitted.match, sendChangeRequest),
    // takeLatest: only the newest page of change requests is shown.
    takeLatest(changeRequestsRequested.match, loadChangeRequests),
  ]);
}
