/** The public face of this feature: what other features may import. */
export { AdminMenu } from './AdminMenu';
export { adminPermissionsApi, useAdminPermissions } from './adminPermissionsApi';
