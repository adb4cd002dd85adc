import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorPage } from './errors/RouteErrorPage';
import { HomePage } from '../features/home/HomePage';
import { AuthOnlyLayout } from './layout/AuthOnlyLayout';
import { CustomerLayout } from './layout/CustomerLayout';
import { FullPageLoader } from '../shared/ui/FullPageLoader';
import { LanguageScope } from './layout/LanguageScope';
import { RootLayout } from './layout/RootLayout';
import { loadAreaTexts, loadCatalogueTexts } from '../i18n/i18n';
import {
  getLanguage,
  LANGUAGE_CODES,
  LANGUAGES,
  languageFromPath,
  stripLanguagePrefix,
  type LanguageCode,
  type LanguageDefinition,
} from '../i18n/languages';
import { isBackOfficePath } from '../back-office/backOfficePaths';
import type { AreaLoaders } from './areas';
import { accountStorefrontRoutes } from './accountRoutes';
import { orderStorefrontRoutes } from './orderRoutes';
import { contentPageRoutes } from '../features/content/contentPaths';

// Catalogue pages load on first use, with their English texts; the home page and the shell stay in the
// main chunk.
const loadSearchListPage = async () => {
  const [{ SearchListPage }] = await Promise.all([
    import('../features/search/SearchResultsPage'),
    loadCatalogueTexts(),
  ]);
  return { Component: SearchListPage };
};

const loadDesignCategoryPage = async () => {
  const [{ DesignCategoryPage }] = await Promise.all([
    import('../features/search/SearchResultsPage'),
    loadCatalogueTexts(),
  ]);
  return { Component: DesignCategoryPage };
};

const loadDesignPage = async () => {
  const [{ DesignPage }] = await Promise.all([import('../features/design/DesignPage'), loadCatalogueTexts()]);
  return { Component: DesignPage };
};

/** The pages of one language, relative to its prefix. */
function languageRoutes(areas: AreaLoaders): RouteObject[] {
  return [
    {
      element: <CustomerLayout />,
      children: [
        { index: true, element: <HomePage /> },
        // Spec §2: /search-designs/{list} (the fixed lists) and /search-designs/menu?category=&subCategory=...
        { path: 'search-designs/:list', lazy: loadSearchListPage },
        // Spec §2: the fallback of a top menu item, by its url_path.
        { path: 'design-category/:subMenu', lazy: loadDesignCategoryPage },
        // Spec §2: the design page (and its /page3_backup alias).
        { path: 'page3', lazy: loadDesignPage },
        { path: 'page3_backup', lazy: loadDesignPage },
        {
          // One pathless parent loads the areas' English texts before any of these pages renders (the
          // catalogue pages above need only the shell's).
          lazy: async () => {
            await loadAreaTexts();
            return {};
          },
          children: [
            {
              path: 'login',
              lazy: async () => ({ Component: (await import('./auth/LoginRoute')).LoginRoute }),
            },
            // Issue 12: the footer pages (spec §2), as staff wrote them in the back office.
            ...contentPageRoutes().map(({ slug, path }) => ({
              path,
              lazy: async () => {
                const { ContentPage } = await import('../features/content/ContentPage');
                return { Component: () => <ContentPage slug={slug} /> };
              },
            })),
            // Issue 4: registration, email and password pages, My Account.
            ...accountStorefrontRoutes(),
            // Issue 5: cart and checkout, orders, bespoke orders, appros, invoices.
            ...orderStorefrontRoutes(areas),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
    {
      element: <AuthOnlyLayout />,
      children: [
        {
          path: 'admin-login',
          lazy: async () => ({ Component: (await import('../features/auth/AdminLoginPage')).AdminLoginPage }),
        },
      ],
    },
    // The back office (its own bundle, layout, menu, permission guard and 404) joins these routes on the
    // first navigation into it: see `createAppRouter`.
  ];
}

/** The route of one language's pages, under its prefix. */
function languageRoute(language: LanguageDefinition, areas: AreaLoaders): RouteObject {
  return {
    id: languageRouteId(language.code),
    path: language.prefix === '' ? '/' : language.prefix,
    element: <LanguageScope code={language.code} />,
    children: languageRoutes(areas),
  };
}

const ROOT_ROUTE_ID = 'root';

/**
 * Every language gets the same pages under its prefix: English at '/', Swedish at '/swe', German '/de',
 * Spanish '/es', French '/fr', Norwegian '/no'. Anything unknown falls to the 404 page of its language.
 */
export function buildRoutes(
  areas: AreaLoaders,
  languages: readonly LanguageCode[] = LANGUAGE_CODES,
): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullPageLoader />,
      children: LANGUAGES.filter((language) => languages.includes(language.code)).map((language) =>
        languageRoute(language, areas),
      ),
    },
  ];
}

/** The id of a language's route, under which its back-office routes are added. */
function languageRouteId(code: LanguageCode): string {
  return `language-${code}`;
}

/**
 * The router starts with the pages of the address's language only (a language change reloads the page),
 * so building and matching the routes at start-up is a sixth of the work; a link into another language
 * adds its pages on the way, as a back-office path adds the back office's.
 */
export function createAppRouter(areas: AreaLoaders) {
  const withLanguage = new Set<LanguageCode>([languageFromPath(window.location.pathname)]);
  const withBackOffice = new Set<LanguageCode>();
  return createBrowserRouter(buildRoutes(areas, [...withLanguage]), {
    // The back office's route table is not in the storefront's first load: a navigation to one of its
    // paths (which the storefront's 404 would match until then) loads it into that language's routes.
    async patchRoutesOnNavigation({ path, patch, signal }) {
      const language = languageFromPath(path);
      if (!withLanguage.has(language)) {
        withLanguage.add(language);
        patch(ROOT_ROUTE_ID, [languageRoute(getLanguage(language), areas)]);
      }
      if (withBackOffice.has(language) || !isBackOfficePath(stripLanguagePrefix(path))) return;
      const { backOfficeRoutes } = await import('../back-office/backOfficeRoutes');
      if (signal.aborted || withBackOffice.has(language)) return;
      withBackOffice.add(language);
      patch(languageRouteId(language), backOfficeRoutes(areas));
    },
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
