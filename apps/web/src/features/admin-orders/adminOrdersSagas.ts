import type { ApproStatus, BespokeStatus } from '@atelier/contracts/orders';
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessage } from '../../api/client';
import type {
  AdminApproReturnsBody,
  AdminBespokeStatusBody,
  AdminCreateApproBody,
  AdminOrdersQuery,
  AdminPageQuery,
} from '../../api/orders';
import { callApi, logError, type AppSaga } from '../../app/saga-utils';
import { notifySuccess, reportFormFailure } from '../../shared/forms/formSagas';
import { notifyError } from '../../app/notifications/notificationsSlice';
import { isNotFound, loadFailure } from '../../shared/orders/loadFailure';
import {
  adminApproCreated,
  adminApproCreateFailed,
  adminApproCreateSubmitted,
  adminApproReturnsSubmitted,
  adminApprosFailed,
  adminApprosLoaded,
  adminApprosRequested,
  adminApproUpdated,
  adminBespokeFailed,
  adminBespokeLoaded,
  adminBespokeRequested,
  adminBespokeStatusSubmitted,
  adminBespokeUpdated,
  adminCustomersFailed,
  adminCustomersLoaded,
  adminCustomersRequested,
  adminOrderFailed,
  adminOrderLoaded,
  adminOrderOperationDone,
  adminOrderOperationFailed,
  adminOrderOperationSubmitted,
  adminOrderRequested,
  adminOrdersFailed,
  adminOrdersLoaded,
  adminOrdersRequested,
  adminRowSettled,
  type OrderOperation,
} from './adminOrdersSlice';

/** The fields of each order form; errors of other fields go to the red notification. */
const OPERATION_FIELDS: Record<OrderOperation['kind'], readonly string[]> = {
  status: ['status', 'note'],
  pricing: ['note'],
  invoice: [],
  cancel: [],
};

/** Every field a line form names: `lines.<i>.unitPrice`, `lines.<i>.quantity`. */
function withLineFields(operation: OrderOperation): string[] {
  const fields = [...OPERATION_FIELDS[operation.kind]];
  const lines = 'lines' in operation.body ? (operation.body.lines ?? []) : [];
  lines.forEach((_line, index) =>
    fields.push(`lines.${index}.unitPrice`, `lines.${index}.quantity`, `lines.${index}`),
  );
  return fields;
}

export function* loadAdminOrders(action: PayloadAction<AdminOrdersQuery>): AppSaga {
  const key = JSON.stringify(action.payload);
  try {
    const response = yield* callApi((api) => api.adminGetOrders(action.payload));
    yield put(adminOrdersLoaded({ key, data: response.data }));
  } catch (error) {
    yield* logError('Back-office orders could not be loaded', error);
    yield put(adminOrdersFailed({ key, ...loadFailure(error) }));
  }
}

export function* loadAdminOrder(action: PayloadAction<string>): AppSaga {
  const id = action.payload;
  try {
    const response = yield* callApi((api) => api.adminGetOrder(id));
    yield put(adminOrderLoaded(response.data));
  } catch (error) {
    yield* logError('Back-office order could not be loaded', error);
    yield put(adminOrderFailed({ id, notFound: isNotFound(error), message: errorMessage(error) }));
  }
}

/** Status change, pricing update (for the customer to approve), invoicing or cancelling pieces. */
export function* runOrderOperation(
  action: PayloadAction<{ orderId: string; operation: OrderOperation }>,
): AppSaga {
  const { orderId, operation } = action.payload;
  try {
    const response = yield* callApi((api) => {
      switch (operation.kind) {
        case 'status':
          return api.adminSetOrderStatus(orderId, operation.body);
        case 'pricing':
          return api.adminUpdatePricing(orderId, operation.body);
        case 'invoice':
          return api.adminInvoiceOrder(orderId, operation.body);
        case 'cancel':
          return api.adminCancelLines(orderId, operation.body);
      }
    });
    yield put(adminOrderOperationDone(response.data.order));
    yield* notifySuccess(response.message ?? response.data.message);
  } catch (error) {
    const errors = yield* reportFormFailure(error, withLineFields(operation));
    yield put(adminOrderOperationFailed(errors));
  }
}

/** Approved customers for the filters and the appro form (needs the `customers` permission as well). */
export function* loadCustomerChoices(): AppSaga {
  try {
    const response = yield* callApi((api) => api.listCustomers({ status: 'approved', limit: 200 }));
    yield put(
      adminCustomersLoaded(
        response.data.rows.map((row) => ({ _id: row._id, company: row.company, acNo: row.acNo })),
      ),
    );
  } catch (error) {
    // Without the customers permission the filters simply offer no customer choice.
    yield* logError('Customers for the order filters could not be loaded', error);
    yield put(adminCustomersFailed());
  }
}

export function* loadAdminBespoke(action: PayloadAction<AdminPageQuery<BespokeStatus>>): AppSaga {
  const key = JSON.stringify(action.payload);
  try {
    const response = yield* callApi((api) => api.adminGetBespokeOrders(action.payload));
    yield put(adminBespokeLoaded({ key, data: response.data }));
  } catch (error) {
    yield* logError('Bespoke orders could not be loaded', error);
    yield put(adminBespokeFailed({ key, ...loadFailure(error) }));
  }
}

export function* setBespokeStatus(
  action: PayloadAction<{ id: string; body: AdminBespokeStatusBody }>,
): AppSaga {
  try {
    const response = yield* callApi((api) =>
      api.adminSetBespokeStatus(action.payload.id, action.payload.body),
    );
    yield put(adminBespokeUpdated(response.data));
    yield* notifySuccess(response.message);
  } catch (error) {
    yield put(notifyError(errorMessage(error)));
  } finally {
    yield put(adminRowSettled(action.payload.id));
  }
}

export function* loadAdminAppros(action: PayloadAction<AdminPageQuery<ApproStatus>>): AppSaga {
  const key = JSON.stringify(action.payload);
  try {
    const response = yield* callApi((api) => api.adminGetAppros(action.payload));
    yield put(adminApprosLoaded({ key, data: response.data }));
  } catch (error) {
    yield* logError('Appros could not be loaded', error);
    yield put(adminApprosFailed({ key, ...loadFailure(error) }));
  }
}

export function* createAppro(action: PayloadAction<AdminCreateApproBody>): AppSaga {
  const lineFields = action.payload.lines.flatMap((_line, index) => [
    `lines.${index}.variantId`,
    `lines.${index}.quantity`,
  ]);
  try {
    const response = yield* callApi((api) => api.adminCreateAppro(action.payload));
    yield put(adminApproCreated(response.data));
    yield* notifySuccess(response.message);
  } catch (error) {
    const errors = yield* reportFormFailure(error, [
      'customerId',
      'dueDate',
      'notes',
      'lines',
      ...lineFields,
    ]);
    yield put(adminApproCreateFailed(errors));
  }
}

export function* recordApproReturns(
  action: PayloadAction<{ id: string; body: AdminApproReturnsBody }>,
): AppSaga {
  try {
    const response = yield* callApi((api) =>
      api.adminRecordApproReturns(action.payload.id, action.payload.body),
    );
    yield put(adminApproUpdated(response.data));
    yield* notifySuccess(response.message);
  } catch (error) {
    yield put(notifyError(errorMessage(error)));
  } finally {
    yield put(adminRowSettled(action.payload.id));
  }
}

export function* adminOrdersSaga(): AppSaga {
  yield all([
    // takeLatest: a newer filter or page replaces the list being loaded.
    takeLatest(adminOrdersRequested.match, loadAdminOrders),
    // takeLatest: opening another order cancels the load of the previous one.
    takeLatest(adminOrderRequested.match, loadAdminOrder),
    // takeLeading: one change to an order at a time; a double click must not send it twice.
    takeLeading(adminOrderOperationSubmitted.match, runOrderOperation),
    // takeLeading: the customer list is read once however many screens ask at the same time.
    takeLeading(adminCustomersRequested.match, loadCustomerChoices),
    // takeLatest: only the newest page of bespoke orders is shown.
    takeLatest(adminBespokeRequested.match, loadAdminBespoke),
    // takeEvery: status changes of different bespoke orders are independent (each row is disabled meanwhile).
    takeEvery(adminBespokeStatusSubmitted.match, setBespokeStatus),
    // takeLatest: only the newest page of appros is shown.
    takeLatest(adminApprosRequested.match, loadAdminAppros),
    // takeLeading: a double click creates the appro once.
    takeLeading(adminApproCreateSubmitted.match, createAppro),
    // takeEvery: returns of different appros are independent (each row is disabled meanwhile).
    takeEvery(adminApproReturnsSubmitted.match, recordApproReturns),
  ]);
}
