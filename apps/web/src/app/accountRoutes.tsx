import type { RouteObject } from 'react-router-dom';
import { CustomerGuard } from '../features/auth/Guards';

/*
 * The storefront pages of issue 4 (accounts), each loaded on first use, in the customer layout. The
 * back-office screens are in back-office/backOfficeRoutes.tsx.
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
