import { withAdmin } from '../../back-office/adminSlice';

export const selectAdminPermissions = withAdmin((state) => state.admin.permissions);
export const selectAdminPermissionsStatus = withAdmin((state) => state.admin.status);
