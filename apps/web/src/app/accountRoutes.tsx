import type { RouteObject } from 'react-router-dom';
import { CustomerGuard } from '../features/auth/Guards';
import { AdminPermissionGuard } from '../features/admin-menu/AdminPermissionGuard';

/*
 * The pages of issue 4 (accounts), each loaded on first use. Storefront pages sit in the customer layout;
 * back-office screens under /Admin/<screen> (spec §2) in the admin layout, behind the admin guard and
 * the permission the server checks for their calls.
 */

/** Storefront: registration, email and password pages, My Account (customer-admin guard). */
export function accountStorefrontRoutes(): RouteObject[] {
  return [
    {
      path: 'user-registration',
      lazy: async () => ({
        Component: (await import('../features/registration/RegistrationPage')).RegistrationPage,
      }),
    },
    {
      path: 'email-verification/:id?',
      lazy: async () => ({
        Component: (await import('../features/registration/EmailVerificationPage')).EmailVerificationPage,
      }),
    },
    {
      path: 'forgot-password',
      lazy: async () => ({
        Component: (await import('../features/password/ForgotPasswordPage')).ForgotPasswordPage,
      }),
    },
    {
      path: 'reset-password/:id?',
      lazy: async () => ({
        Component: (await import('../features/password/ResetPasswordPage')).ResetPasswordPage,
      }),
    },
    {
      element: <CustomerGuard />,
      children: [
        {
          path: 'my-account',
          lazy: async () => ({
            Component: (await import('../features/account/MyAccountPage')).MyAccountPage,
          }),
        },
      ],
    },
  ];
}

const customers = () => import('../features/admin-customers/adminCustomerScreens');
const users = () => import('../features/admin-users/adminUserScreens');

/** Back office: customers (permission `customers`) and admin users (permission `users`). */
export function accountAdminRoutes(): RouteObject[] {
  return [
    {
      path: 'Admin',
      children: [
        {
          element: <AdminPermissionGuard permission="customers" />,
          children: [
            {
              path: 'pending-users',
              lazy: async () => ({ Component: (await customers()).PendingUsersScreen }),
            },
            {
              path: 'approved-customer',
              lazy: async () => ({ Component: (await customers()).ApprovedCustomersScreen }),
            },
            {
              path: 'rejected-users',
              lazy: async () => ({ Component: (await customers()).RejectedUsersScreen }),
            },
            {
              path: 'customer-list',
              lazy: async () => ({ Component: (await customers()).CustomerListScreen }),
            },
            {
              path: 'update-pending-user/:id?',
              lazy: async () => ({ Component: (await customers()).UpdatePendingUserPage }),
            },
            {
              path: 'manage-customer',
              lazy: async () => ({ Component: (await customers()).ManageCustomerPage }),
            },
            {
              path: 'approved-customer-users',
              lazy: async () => ({ Component: (await customers()).CustomerUsersPage }),
            },
            {
              path: 'add-customer-users/:id?',
              lazy: async () => ({ Component: (await customers()).AddCustomerUserPage }),
            },
            {
              path: 'mapped-customer/:id?',
              lazy: async () => ({ Component: (await customers()).MappedCustomerPage }),
            },
            {
              path: 'manage-customer-access',
              lazy: async () => ({ Component: (await customers()).CustomerAccessPage }),
            },
            {
              path: 'update-customer-credentials',
              lazy: async () => ({ Component: (await customers()).CustomerCredentialsPage }),
            },
          ],
        },
        {
          element: <AdminPermissionGuard permission="users" />,
          children: [
            { path: 'admin-user-list', lazy: async () => ({ Component: (await users()).AdminUserListPage }) },
            {
              path: 'admin-management',
              lazy: async () => ({ Component: (await users()).AdminManagementPage }),
            },
            {
              path: 'add-permissions',
              lazy: async () => ({ Component: (await users()).AddPermissionsPage }),
            },
            {
              path: 'admin-permissions',
              lazy: async () => ({ Component: (await users()).AdminPermissionsPage }),
            },
            {
              path: 'not-allowed-user/:id?',
              lazy: async () => ({ Component: (await users()).NotAllowedUserPage }),
            },
          ],
        },
      ],
    },
  ];
}
