import type { PayloadAction } from '@reduxjs/toolkit';
import {
  APPROVAL_FIELDS,
  NEW_USER_FIELDS,
  REGISTRATION_FIELDS,
  REJECTION_FIELDS,
} from '@atelier/contracts/common';
import { all, debounce, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type {
  ApprovalBody,
  CredentialsBody,
  CustomerListQuery,
  CustomerUpdateBody,
  NewUserBody,
  UserListQuery,
} from '../../api/accounts';
import { callApi, logError, navigateTo, selectState, type AppSaga } from '../../app/saga-utils';
import { notifySuccess, reportFormFailure } from '../../shared/forms/formSagas';
import { selectCustomerList, selectCustomerUserList } from './adminCustomersSelectors';
import {
  customerAccessFailed,
  customerAccessLoaded,
  customerAccessRequested,
  customerAccessSubmitted,
  customerApprovalSubmitted,
  customerCredentialsSubmitted,
  customerFailed,
  customerFormFailed,
  customerFormSucceeded,
  customerListFailed,
  customerListLoaded,
  customerListRequested,
  customerLoaded,
  customerRejectionSubmitted,
  customerRequested,
  customerSearchFailed,
  customerSearchLoaded,
  customerSearchRequested,
  customerUpdateSubmitted,
  customerUserAddSubmitted,
  customerUserListFailed,
  customerUserListLoaded,
  customerUserListRequested,
  customerUsersFailed,
  customerUsersLoaded,
  customerUsersRequested,
  customerUserStatusSubmitted,
  customerUserUpdated,
  type CustomerFormName,
  type StatusChange,
} from './adminCustomersSlice';

/** Typing pause before the access screen's customer search asks the server. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
/** How many approved customers the access screen's search offers. */
export const CUSTOMER_SEARCH_LIMIT = 10;

const FIELDS: Record<CustomerFormName, readonly string[]> = {
  approve: Object.keys(APPROVAL_FIELDS),
  reject: Object.keys(REJECTION_FIELDS),
  edit: [...Object.keys(REGISTRATION_FIELDS), ...Object.keys(APPROVAL_FIELDS)],
  addUser: Object.keys(NEW_USER_FIELDS),
  access: ['customerIds'],
  credentials: ['email', 'password', 'confirmPassword'],
  userStatus: [],
};

function* formFailed(name: CustomerFormName, error: unknown): AppSaga {
  const errors = yield* reportFormFailure(error, FIELDS[name]);
  yield put(customerFormFailed({ name, errors }));
}

/** POST /customers/list (pending-users, approved-customer, rejected-users, customer-list). */
export function* loadCustomerList(action: PayloadAction<CustomerListQuery>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.listCustomers(action.payload));
    yield put(customerListLoaded(answer.data));
  } catch (error) {
    // Spec §8: failed list loads are only logged; the screen says the list is unavailable.
    yield* logError('Customers could not be loaded', error);
    yield put(customerListFailed());
  }
}

/** The list on screen again, after a change that moves rows between the status screens. */
function* reloadCustomerList(): AppSaga {
  const list = yield* selectState(selectCustomerList);
  if (list.status !== 'idle') yield put(customerListRequested(list.query));
}

export function* loadCustomer(action: PayloadAction<string>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.getCustomer(action.payload));
    yield put(customerLoaded(answer.data));
  } catch (error) {
    yield* logError('Customer could not be loaded', error);
    yield put(customerFailed());
  }
}

/** Approve: account number, markup and VAT flag; the server makes the applicant a client super admin and mails them. */
export function* approveCustomer(action: PayloadAction<{ id: string; body: ApprovalBody }>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.approveCustomer(action.payload.id, action.payload.body));
    yield put(customerLoaded(answer.data));
    yield put(customerFormSucceeded('approve'));
    yield* notifySuccess(answer.message);
    yield* reloadCustomerList();
  } catch (error) {
    yield* formFailed('approve', error);
  }
}

/** Reject with a reason (mailed to the applicant). */
export function* rejectCustomer(action: PayloadAction<{ id: string; reason: string }>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.rejectCustomer(action.payload.id, action.payload.reason));
    yield put(customerLoaded(answer.data));
    yield put(customerFormSucceeded('reject'));
    yield* notifySuccess(answer.message);
    yield* reloadCustomerList();
  } catch (error) {
    yield* formFailed('reject', error);
  }
}

export function* updateCustomer(action: PayloadAction<{ id: string; body: CustomerUpdateBody }>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.updateCustomer(action.payload.id, action.payload.body));
    yield put(customerLoaded(answer.data));
    yield put(customerFormSucceeded('edit'));
    yield* notifySuccess(answer.message);
  } catch (error) {
    yield* formFailed('edit', error);
  }
}

export function* loadCustomerUsers(action: PayloadAction<string>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.getCustomerUsers(action.payload));
    yield put(customerUsersLoaded({ customerId: action.payload, rows: answer.data }));
  } catch (error) {
    yield* logError('Customer users could not be loaded', error);
    yield put(customerUsersFailed());
  }
}

/** add-customer-users/{id}: the user is active at once; back to the customer's users afterwards. */
export function* addCustomerUser(action: PayloadAction<{ customerId: string; body: NewUserBody }>): AppSaga {
  const { customerId, body } = action.payload;
  try {
    const answer = yield* callApi((api) => api.addCustomerUser(customerId, body));
    yield put(customerFormSucceeded('addUser'));
    yield* notifySuccess(answer.message);
    yield* navigateTo(`/Admin/approved-customer-users?customer=${encodeURIComponent(customerId)}`);
  } catch (error) {
    yield* formFailed('addUser', error);
  }
}

/** POST /customer-users/list (manage-customer-access, update-customer-credentials). */
export function* loadCustomerUserList(action: PayloadAction<UserListQuery>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.listCustomerUsers(action.payload));
    yield put(customerUserListLoaded(answer.data));
  } catch (error) {
    yield* logError('Customer users could not be loaded', error);
    yield put(customerUserListFailed());
  }
}

export function* loadCustomerAccess(action: PayloadAction<string>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.getCustomerAccess(action.payload));
    yield put(customerAccessLoaded(answer.data));
  } catch (error) {
    yield* logError('Customer access could not be loaded', error);
    yield put(customerAccessFailed());
  }
}

/** PUT /customer-users/{userId}/customers: the list replaces the user's customers. */
export function* saveCustomerAccess(
  action: PayloadAction<{ userId: string; customerIds: string[] }>,
): AppSaga {
  try {
    const answer = yield* callApi((api) =>
      api.setCustomerAccess(action.payload.userId, action.payload.customerIds),
    );
    yield put(customerAccessLoaded(answer.data));
    yield put(customerFormSucceeded('access'));
    yield* notifySuccess(answer.message);
  } catch (error) {
    yield* formFailed('access', error);
  }
}

/** Approved customers matching the access screen's search (to add one to a user). */
export function* searchCustomers(action: PayloadAction<string>): AppSaga {
  const search = action.payload.trim();
  if (search === '') return;
  try {
    const answer = yield* callApi((api) =>
      api.listCustomers({ status: 'approved', search, page: 1, limit: CUSTOMER_SEARCH_LIMIT }),
    );
    yield put(customerSearchLoaded({ search: action.payload, rows: answer.data.rows }));
  } catch (error) {
    yield* logError('Customer search failed', error);
    yield put(customerSearchFailed());
  }
}

/** A storefront user's login email or password; their sessions end at once. */
export function* saveCredentials(action: PayloadAction<{ userId: string; body: CredentialsBody }>): AppSaga {
  try {
    const answer = yield* callApi((api) =>
      api.updateCustomerCredentials(action.payload.userId, action.payload.body),
    );
    yield put(customerUserUpdated(answer.data));
    yield put(customerFormSucceeded('credentials'));
    yield* notifySuccess(answer.message);
  } catch (error) {
    yield* formFailed('credentials', error);
  }
}

/** Stop or restore a storefront user (manage-customer, approved-customer-users). */
export function* saveUserStatus(action: PayloadAction<StatusChange>): AppSaga {
  try {
    const answer = yield* callApi((api) =>
      api.setCustomerUserStatus(action.payload.userId, action.payload.status),
    );
    yield put(customerUserUpdated(answer.data));
    yield put(customerFormSucceeded('userStatus'));
    yield* notifySuccess(answer.message);
    const userList = yield* selectState(selectCustomerUserList);
    if (userList.status === 'loaded') yield put(customerUserListRequested(userList.query));
  } catch (error) {
    yield* formFailed('userStatus', error);
  }
}

export function* adminCustomersSaga(): AppSaga {
  yield all([
    // takeLatest: paging and searching quickly; only the newest page matters.
    takeLatest(customerListRequested.match, loadCustomerList),
    // takeLatest: a newer customer opened replaces the older load.
    takeLatest(customerRequested.match, loadCustomer),
    // takeLeading: one approval per click (a second would meet "already reviewed").
    takeLeading(customerApprovalSubmitted.match, approveCustomer),
    // takeLeading: one rejection per click, for the same reason.
    takeLeading(customerRejectionSubmitted.match, rejectCustomer),
    // takeLeading: a double click must not save twice.
    takeLeading(customerUpdateSubmitted.match, updateCustomer),
    // takeLatest: switching customers; the newest customer's users are the ones to show.
    takeLatest(customerUsersRequested.match, loadCustomerUsers),
    // takeLeading: a second add would only meet "email taken".
    takeLeading(customerUserAddSubmitted.match, addCustomerUser),
    // takeLatest: paging and searching the users; only the newest page matters.
    takeLatest(customerUserListRequested.match, loadCustomerUserList),
    // takeLatest: the newest user chosen is the one shown.
    takeLatest(customerAccessRequested.match, loadCustomerAccess),
    // takeLeading: one save per click.
    takeLeading(customerAccessSubmitted.match, saveCustomerAccess),
    // debounce: search as the admin types, once they pause; older searches are dropped.
    debounce(CUSTOMER_SEARCH_DEBOUNCE_MS, customerSearchRequested.match, searchCustomers),
    // takeLeading: one save per click.
    takeLeading(customerCredentialsSubmitted.match, saveCredentials),
    // takeLeading: one switch per click; the buttons change with the answer.
    takeLeading(customerUserStatusSubmitted.match, saveUserStatus),
  ]);
}
