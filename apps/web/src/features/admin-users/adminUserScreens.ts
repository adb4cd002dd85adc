/** The back-office admin-user screens, one chunk. */
export { AddPermissionsPage } from './AddPermissionsPage';
export { AdminManagementPage } from './AdminManagementPage';
export { AdminPermissionsPage } from './AdminPermissionsPage';
export { AdminUserListPage } from './AdminUserListPage';
export { NotAllowedUserPage } from './NotAllowedUserPage';
