import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CustomerAccess,
  CustomerDetail,
  CustomerListItem,
  CustomerUserView,
  Page,
} from '@atelier/contracts/identity';
import type {
  ApprovalBody,
  CredentialsBody,
  CustomerListQuery,
  CustomerUpdateBody,
  NewUserBody,
  SettableUserStatus,
  UserListQuery,
} from '../../api/accounts';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { sessionCleared } from '../../app/auth/authSlice';
import { rootReducer } from '../../app/store';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type SubmissionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** The back-office forms of this feature; one submission runs at a time. */
export type CustomerFormName =
  'approve' | 'reject' | 'edit' | 'addUser' | 'access' | 'credentials' | 'userStatus';

export interface PagedList<T, Q> {
  query: Q;
  rows: T[];
  count: number;
  status: LoadStatus;
}

export interface AdminCustomersState {
  customers: PagedList<CustomerListItem, CustomerListQuery>;
  detail: { id: string | null; data: CustomerDetail | null; status: LoadStatus };
  users: { customerId: string | null; rows: CustomerUserView[]; status: LoadStatus };
  userList: PagedList<CustomerUserView, UserListQuery>;
  access: { userId: string | null; data: CustomerAccess | null; status: LoadStatus };
  /** Approved customers found to add to a user's access. */
  customerSearch: { search: string; rows: CustomerListItem[]; status: LoadStatus };
  form: { name: CustomerFormName | null; status: SubmissionStatus; errors: ServerFieldErrors | null };
}

/** Rows per page of the back-office lists (the API allows up to 200). */
export const ADMIN_PAGE_SIZE = 25;

const initialState: AdminCustomersState = {
  customers: { query: {}, rows: [], count: 0, status: 'idle' },
  detail: { id: null, data: null, status: 'idle' },
  users: { customerId: null, rows: [], status: 'idle' },
  userList: { query: {}, rows: [], count: 0, status: 'idle' },
  access: { userId: null, data: null, status: 'idle' },
  customerSearch: { search: '', rows: [], status: 'idle' },
  form: { name: null, status: 'idle', errors: null },
};

export interface StatusChange {
  userId: string;
  status: SettableUserStatus;
}

function replaceUser(rows: CustomerUserView[], user: CustomerUserView): void {
  const index = rows.findIndex((row) => row._id === user._id);
  if (index >= 0) rows[index] = user;
}

const adminCustomersSlice = createSlice({
  name: 'adminCustomers',
  initialState,
  reducers: {
    customerListRequested(state, action: PayloadAction<CustomerListQuery>) {
      // Another screen's rows (another status) must not show under this screen's actions.
      if (state.customers.query.status !== action.payload.status) {
        state.customers.rows = [];
        state.customers.count = 0;
      }
      state.customers.query = action.payload;
      state.customers.status = 'loading';
    },
    customerListLoaded(state, action: PayloadAction<Page<CustomerListItem>>) {
      state.customers.rows = action.payload.rows;
      state.customers.count = action.payload.count;
      state.customers.status = 'loaded';
    },
    customerListFailed(state) {
      state.customers.rows = [];
      state.customers.count = 0;
      state.customers.status = 'failed';
    },
    customerRequested(state, action: PayloadAction<string>) {
      if (state.detail.id !== action.payload) state.detail.data = null;
      state.detail.id = action.payload;
      state.detail.status = 'loading';
    },
    customerLoaded(state, action: PayloadAction<CustomerDetail>) {
      if (state.detail.id === action.payload._id) {
        state.detail.data = action.payload;
        state.detail.status = 'loaded';
      }
    },
    customerFailed(state) {
      state.detail.status = 'failed';
    },
    /** A dialog or form opened: forget the previous submission's outcome. */
    customerFormOpened(state, action: PayloadAction<CustomerFormName>) {
      state.form = { name: action.payload, status: 'idle', errors: null };
    },
    customerApprovalSubmitted(state, _action: PayloadAction<{ id: string; body: ApprovalBody }>) {
      state.form = { name: 'approve', status: 'pending', errors: null };
    },
    customerRejectionSubmitted(state, _action: PayloadAction<{ id: string; reason: string }>) {
      state.form = { name: 'reject', status: 'pending', errors: null };
    },
    customerUpdateSubmitted(state, _action: PayloadAction<{ id: string; body: CustomerUpdateBody }>) {
      state.form = { name: 'edit', status: 'pending', errors: null };
    },
    customerUserAddSubmitted(state, _action: PayloadAction<{ customerId: string; body: NewUserBody }>) {
      state.form = { name: 'addUser', status: 'pending', errors: null };
    },
    customerAccessSubmitted(state, _action: PayloadAction<{ userId: string; customerIds: string[] }>) {
      state.form = { name: 'access', status: 'pending', errors: null };
    },
    customerCredentialsSubmitted(state, _action: PayloadAction<{ userId: string; body: CredentialsBody }>) {
      state.form = { name: 'credentials', status: 'pending', errors: null };
    },
    customerUserStatusSubmitted(state, _action: PayloadAction<StatusChange>) {
      state.form = { name: 'userStatus', status: 'pending', errors: null };
    },
    customerFormSucceeded(state, action: PayloadAction<CustomerFormName>) {
      state.form = { name: action.payload, status: 'succeeded', errors: null };
    },
    customerFormFailed(state, action: PayloadAction<{ name: CustomerFormName; errors: ServerFieldErrors }>) {
      state.form = { name: action.payload.name, status: 'failed', errors: action.payload.errors };
    },
    customerUsersRequested(state, action: PayloadAction<string>) {
      if (state.users.customerId !== action.payload) state.users.rows = [];
      state.users.customerId = action.payload;
      state.users.status = 'loading';
    },
    customerUsersLoaded(state, action: PayloadAction<{ customerId: string; rows: CustomerUserView[] }>) {
      if (state.users.customerId !== action.payload.customerId) return;
      state.users.rows = action.payload.rows;
      state.users.status = 'loaded';
    },
    customerUsersFailed(state) {
      state.users.status = 'failed';
    },
    customerUserListRequested(state, action: PayloadAction<UserListQuery>) {
      state.userList.query = action.payload;
      state.userList.status = 'loading';
    },
    customerUserListLoaded(state, action: PayloadAction<Page<CustomerUserView>>) {
      state.userList.rows = action.payload.rows;
      state.userList.count = action.payload.count;
      state.userList.status = 'loaded';
    },
    customerUserListFailed(state) {
      state.userList.rows = [];
      state.userList.count = 0;
      state.userList.status = 'failed';
    },
    /** A user's new state (status or credentials changed): every list showing them follows. */
    customerUserUpdated(state, action: PayloadAction<CustomerUserView>) {
      replaceUser(state.users.rows, action.payload);
      replaceUser(state.userList.rows, action.payload);
      if (state.access.data?.user._id === action.payload._id) state.access.data.user = action.payload;
    },
    customerAccessRequested(state, action: PayloadAction<string>) {
      if (state.access.userId !== action.payload) state.access.data = null;
      state.access.userId = action.payload;
      state.access.status = 'loading';
    },
    customerAccessLoaded(state, action: PayloadAction<CustomerAccess>) {
      if (state.access.userId !== action.payload.user._id) return;
      state.access.data = action.payload;
      state.access.status = 'loaded';
    },
    customerAccessFailed(state) {
      state.access.status = 'failed';
    },
    customerSearchRequested(state, action: PayloadAction<string>) {
      state.customerSearch.search = action.payload;
      state.customerSearch.status = action.payload.trim() === '' ? 'idle' : 'loading';
      if (action.payload.trim() === '') state.customerSearch.rows = [];
    },
    customerSearchLoaded(state, action: PayloadAction<{ search: string; rows: CustomerListItem[] }>) {
      if (state.customerSearch.search !== action.payload.search) return;
      state.customerSearch.rows = action.payload.rows;
      state.customerSearch.status = 'loaded';
    },
    customerSearchFailed(state) {
      state.customerSearch.rows = [];
      state.customerSearch.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  customerListRequested,
  customerListLoaded,
  customerListFailed,
  customerRequested,
  customerLoaded,
  customerFailed,
  customerFormOpened,
  customerApprovalSubmitted,
  customerRejectionSubmitted,
  customerUpdateSubmitted,
  customerUserAddSubmitted,
  customerAccessSubmitted,
  customerCredentialsSubmitted,
  customerUserStatusSubmitted,
  customerFormSucceeded,
  customerFormFailed,
  customerUsersRequested,
  customerUsersLoaded,
  customerUsersFailed,
  customerUserListRequested,
  customerUserListLoaded,
  customerUserListFailed,
  customerUserUpdated,
  customerAccessRequested,
  customerAccessLoaded,
  customerAccessFailed,
  customerSearchRequested,
  customerSearchLoaded,
  customerSearchFailed,
} = adminCustomersSlice.actions;
export const adminCustomersReducer = adminCustomersSlice.reducer;

// Injected into the store when the back-office bundle loads; its selectors read through `withAdminCustomers`, which
// gives the initial state until the first action reaches the injected reducer.
const injected = rootReducer.inject(adminCustomersSlice);
export const withAdminCustomers = injected.selector;
