import { withAdmin } from './adminSlice';

export const selectAdminPermissions = withAdmin((state) => state.admin.permissions);
export const selectAdminPermissionsLoading = withAdmin(
  (state) => state.admin.status === 'loading' || state.admin.status === 'idle',
);
