import type { RootState } from '../../app/store';

export const selectAdminPermissions = (state: RootState) => state.admin.permissions;
export const selectAdminPermissionsStatus = (state: RootState) => state.admin.status;
