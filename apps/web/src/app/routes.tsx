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
import { accountAdminRoutes, accountStorefrontRoutes } from './accountRoutes';
import { orderAdminRoutes, orderStorefrontRoutes } from './orderRoutes';

// Catalogue pages load on first use; the home page and the shell stay in the main chunk.
const loadSearchListPage = async () => {
  const { SearchListPage } = await import('../features/search/SearchResultsPage');
  return { Component: SearchListPage };
};

const loadDesignCategoryPage = async () => {
  const { DesignCategoryPage } = await import('../features/search/SearchResultsPage');
  return { Component: DesignCategoryPage };
};

const loadDesignPage = async () => {
  const { DesignPage } = await import('../features/design/DesignPage');
  return { Component: DesignPage };
};

/** The pages of one language, relative to its prefix. */
function languageRoutes(): RouteObject[] {
  return [
    {
      element: <CustomerLayout />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'login', element: <LoginRoute /> },
        // Spec §2: /search-designs/{list} (the fixed lists) and /search-designs/menu?category=&subCategory=...
        { path: 'search-designs/:list', lazy: loadSearchListPage },
        // Spec §2: the fallback of a top menu item, by its url_path.
        { path: 'design-category/:subMenu', lazy: loadDesignCategoryPage },
        // Spec §2: the design page (and its /page3_backup alias).
        { path: 'page3', lazy: loadDesignPage },
        { path: 'page3_backup', lazy: loadDesignPage },
        // Issue 4: registration, email and password pages, My Account.
        ...accountStorefrontRoutes(),
        // Issue 5: cart and checkout, orders, bespoke orders, appros, invoices.
        ...orderStorefrontRoutes(),
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
            // Issue 4: /Admin/<screen> for customers, admin users and permissions.
            ...accountAdminRoutes(),
            // Issue 5: /Admin/<screen> for orders, change requests, bespoke orders, appros, invoices.
            ...orderAdminRoutes(),
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
