import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminPermission, AdminUserView } from '@atelier/contracts/identity';
import type { AdminUserUpdateBody, NewAdminUserBody, SettableUserStatus } from '../../api/accounts';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { sessionCleared } from '../auth/authSlice';
import { rootReducer } from '../../app/store';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export type SubmissionStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
export type AdminUserFormName = 'create' | 'edit' | 'permissions' | 'status' | 'delete';

export interface AdminUsersState {
  list: { rows: AdminUserView[]; status: LoadStatus };
  /** GET /admin-permissions: every permission an admin may hold. */
  catalogue: { rows: AdminPermission[]; status: LoadStatus };
  detail: { id: string | null; data: AdminUserView | null; status: LoadStatus };
  form: { name: AdminUserFormName | null; status: SubmissionStatus; errors: ServerFieldErrors | null };
}

const initialState: AdminUsersState = {
  list: { rows: [], status: 'idle' },
  catalogue: { rows: [], status: 'idle' },
  detail: { id: null, data: null, status: 'idle' },
  form: { name: null, status: 'idle', errors: null },
};

function replaceAdmin(state: AdminUsersState, user: AdminUserView): void {
  const index = state.list.rows.findIndex((row) => row._id === user._id);
  if (index >= 0) state.list.rows[index] = user;
  else state.list.rows.push(user);
  if (state.detail.id === user._id) {
    state.detail.data = user;
    state.detail.status = 'loaded';
  }
}

const adminUsersSlice = createSlice({
  name: 'adminUsers',
  initialState,
  reducers: {
    adminUsersRequested(state) {
      state.list.status = 'loading';
    },
    adminUsersLoaded(state, action: PayloadAction<AdminUserView[]>) {
      state.list = { rows: action.payload, status: 'loaded' };
    },
    adminUsersFailed(state) {
      state.list.status = 'failed';
    },
    permissionCatalogueRequested(state) {
      if (state.catalogue.status !== 'loaded') state.catalogue.status = 'loading';
    },
    permissionCatalogueLoaded(state, action: PayloadAction<AdminPermission[]>) {
      state.catalogue = { rows: action.payload, status: 'loaded' };
    },
    permissionCatalogueFailed(state) {
      state.catalogue.status = 'failed';
    },
    adminUserRequested(state, action: PayloadAction<string>) {
      if (state.detail.id !== action.payload) state.detail.data = null;
      state.detail.id = action.payload;
      state.detail.status = 'loading';
    },
    adminUserLoaded(state, action: PayloadAction<AdminUserView>) {
      replaceAdmin(state, action.payload);
    },
    adminUserFailed(state) {
      state.detail.status = 'failed';
    },
    adminUserFormOpened(state, action: PayloadAction<AdminUserFormName>) {
      state.form = { name: action.payload, status: 'idle', errors: null };
    },
    adminUserCreateSubmitted(state, _action: PayloadAction<NewAdminUserBody>) {
      state.form = { name: 'create', status: 'pending', errors: null };
    },
    adminUserUpdateSubmitted(state, _action: PayloadAction<{ id: string; body: AdminUserUpdateBody }>) {
      state.form = { name: 'edit', status: 'pending', errors: null };
    },
    adminPermissionsSubmitted(state, _action: PayloadAction<{ id: string; permissions: string[] }>) {
      state.form = { name: 'permissions', status: 'pending', errors: null };
    },
    adminStatusSubmitted(state, _action: PayloadAction<{ id: string; status: SettableUserStatus }>) {
      state.form = { name: 'status', status: 'pending', errors: null };
    },
    adminDeleteSubmitted(state, _action: PayloadAction<string>) {
      state.form = { name: 'delete', status: 'pending', errors: null };
    },
    adminUserFormSucceeded(state, action: PayloadAction<AdminUserFormName>) {
      state.form = { name: action.payload, status: 'succeeded', errors: null };
    },
    adminUserFormFailed(
      state,
      action: PayloadAction<{ name: AdminUserFormName; errors: ServerFieldErrors }>,
    ) {
      state.form = { name: action.payload.name, status: 'failed', errors: action.payload.errors };
    },
    adminUserRemoved(state, action: PayloadAction<string>) {
      state.list.rows = state.list.rows.filter((row) => row._id !== action.payload);
      if (state.detail.id === action.payload) state.detail = { id: null, data: null, status: 'idle' };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  adminUsersRequested,
  adminUsersLoaded,
  adminUsersFailed,
  permissionCatalogueRequested,
  permissionCatalogueLoaded,
  permissionCatalogueFailed,
  adminUserRequested,
  adminUserLoaded,
  adminUserFailed,
  adminUserFormOpened,
  adminUserCreateSubmitted,
  adminUserUpdateSubmitted,
  adminPermissionsSubmitted,
  adminStatusSubmitted,
  adminDeleteSubmitted,
  adminUserFormSucceeded,
  adminUserFormFailed,
  adminUserRemoved,
} = adminUsersSlice.actions;
export const adminUsersReducer = adminUsersSlice.reducer;

// Injected into the store when the back-office bundle loads; its selectors read through `withAdminUsers`, which
// gives the initial state until the first action reaches the injected reducer.
const injected = rootReducer.inject(adminUsersSlice);
export const withAdminUsers = injected.selector;
