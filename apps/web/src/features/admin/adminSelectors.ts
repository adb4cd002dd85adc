import type { RootState } from '../../app/store';

export const selectAdminPermissions = (state: RootState) => state.admin.permissions;
export const selectAdminPermissionsLoading = (state: RootState) =>
  state.admin.status === 'loading' || state.admin.status === 'idle';
