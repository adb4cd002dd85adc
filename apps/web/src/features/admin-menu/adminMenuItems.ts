import type { AdminPermission } from '../../api/types';

/** Permission keys of the screens built so far (identity's ADMIN_PERMISSIONS has more). */
export type ScreenPermission =
  | 'customers'
  | 'users'
  | 'orders'
  | 'designs'
  | 'menus'
  | 'images'
  | 'dashboard'
  | 'reports'
  | 'offers'
  | 'content'
  | 'discounts'
  | 'sync';

export type AdminMenuLabel =
  | 'pendingUsers'
  | 'approvedCustomers'
  | 'rejectedUsers'
  | 'customerList'
  | 'customerUsers'
  | 'customerManage'
  | 'customerAccess'
  | 'customerCredentials'
  | 'customerRemove'
  | 'newsletterSubscribers'
  | 'adminUserList'
  | 'adminManagement'
  | 'addPermissions'
  | 'adminPermissions';

export interface AdminMenuItem {
  /** App path (without the language prefix). */
  path: string;
  label: AdminMenuLabel;
}

export interface AdminMenuGroup {
  permission: ScreenPermission;
  label: 'customers' | 'adminUsers';
  items: readonly AdminMenuItem[];
}

/** Spec §2 admin routes of issue 4, grouped by the permission the server checks for them. */
export const ADMIN_MENU: readonly AdminMenuGroup[] = [
  {
    permission: 'customers',
    label: 'customers',
    items: [
      { path: '/Admin/pending-users', label: 'pendingUsers' },
      { path: '/Admin/approved-customer', label: 'approvedCustomers' },
      { path: '/Admin/rejected-users', label: 'rejectedUsers' },
      { path: '/Admin/customer-list', label: 'customerList' },
      { path: '/Admin/manage-customer', label: 'customerManage' },
      { path: '/Admin/approved-customer-users', label: 'customerUsers' },
      { path: '/Admin/manage-customer-access', label: 'customerAccess' },
      { path: '/Admin/update-customer-credentials', label: 'customerCredentials' },
      { path: '/Admin/customer_remove', label: 'customerRemove' },
      { path: '/Admin/newsletter-subscribers', label: 'newsletterSubscribers' },
    ],
  },
  {
    permission: 'users',
    label: 'adminUsers',
    items: [
      { path: '/Admin/admin-user-list', label: 'adminUserList' },
      { path: '/Admin/admin-management', label: 'adminManagement' },
      { path: '/Admin/add-permissions', label: 'addPermissions' },
      { path: '/Admin/admin-permissions', label: 'adminPermissions' },
    ],
  },
];

/** The groups an admin may open: only those whose permission they hold (the server checks anyway). */
export function visibleMenu(permissions: readonly AdminPermission[]): AdminMenuGroup[] {
  const held = new Set(permissions.map((permission) => permission.key));
  return ADMIN_MENU.filter((group) => held.has(group.permission));
}

export function holdsPermission(permissions: readonly AdminPermission[], key: ScreenPermission): boolean {
  return permissions.some((permission) => permission.key === key);
}
