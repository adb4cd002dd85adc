import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AdminLoginPage } from '../features/auth/AdminLoginPage';
import { AdminGuard } from '../features/auth/Guards';
import { LoginRoute } from '../features/auth/LoginRoute';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { RouteErrorPage } from '../features/errors/RouteErrorPage';
import { HomePage } from '../features/home/HomePage';
import { AdminLayout } from '../features/layout/AdminLayout';
import { AuthOnlyLayout } from '../features/layout/AuthOnlyLayout';
import { CustomerLayout } from '../features/layout/CustomerLayout';
import { FullPageLoader } from '../features/layout/FullPageLoader';
import { LanguageScope } from '../features/layout/LanguageScope';
import { RootLayout } from '../features/layout/RootLayout';
import { LANGUAGES } from '../i18n/languages';

/** The pages of one language, relative to its prefix. */
function languageRoutes(): RouteObject[] {
  return [
    {
      element: <CustomerLayout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'login', element: <LoginRoute /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    {
      element: <AuthOnlyLayout />,
      children: [{ path: 'admin-login', element: <AdminLoginPage /> }],
    },
    {
      element: <AdminGuard />,
      children: [
        {
          element: <AdminLayout />,
          children: [
            {
              path: 'admin-home',
              lazy: async () => {
                const { AdminHomePage } = await import('../features/admin/AdminHomePage');
                return { Component: AdminHomePage };
              },
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Every language gets the same pages under its prefix: English at '/', Swedish at '/swe', German '/de',
 * Spanish '/es', French '/fr', Norwegian '/no'. Anything unknown falls to the 404 page of its language.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullPageLoader />,
      children: LANGUAGES.map((language) => ({
        path: language.prefix === '' ? '/' : language.prefix,
        element: <LanguageScope code={language.code} />,
        children: languageRoutes(),
      })),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
