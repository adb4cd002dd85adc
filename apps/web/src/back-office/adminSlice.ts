import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AdminPermission } from '../api/types';
import { sessionCleared } from '../app/auth/authSlice';
import { rootReducer } from '../app/store';

export interface AdminState {
  permissions: AdminPermission[];
  status: 'idle' | 'loading' | 'loaded' | 'failed';
}

const initialState: AdminState = { permissions: [], status: 'idle' };

const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {
    adminPermissionsRequested(state) {
      state.status = 'loading';
    },
    adminPermissionsLoaded(state, action: PayloadAction<AdminPermission[]>) {
      state.permissions = action.payload;
      state.status = 'loaded';
    },
    adminPermissionsFailed(state) {
      state.permissions = [];
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { adminPermissionsRequested, adminPermissionsLoaded, adminPermissionsFailed } =
  adminSlice.actions;
export const adminReducer = adminSlice.reducer;

// Injected into the store when the back-office bundle loads; its selectors read through `withAdmin`, which
// gives the initial state until the first action reaches the injected reducer.
const injected = rootReducer.inject(adminSlice);
export const withAdmin = injected.selector;
