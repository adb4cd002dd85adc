// Base styles first: feature stylesheets refine them.
import './styles/base.css';
// The kit's design tokens (the storefront theme by default; an area's layout root picks its own).
import './ui/tokens.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi } from './api/api';
import { createHttpClient } from './api/client';
import { readBrowserRequestContext } from './api/request-context';
import type { Uploader } from './api/upload';
import { App } from './app/App';
import { createAppRouter, type AppRouter } from './app/routes';
import type { AppServices } from './app/services';
import { createAppStore } from './app/store';
import { selectIsLoggedIn } from './app/auth/authSelectors';
import { loadAreaTexts, loadBackOfficeTexts, loadLanguage } from './i18n/i18n';
import { languageFromPath } from './i18n/languages';
import { configureBrandSlug } from './shared/brand';

const connection = { tenant: import.meta.env.VITE_TENANT || 'demo', getContext: readBrowserRequestContext };
// The uploader (back-office imports) loads with its first use: the storefront's first load stays as it was.
const upload: Uploader = async (path, body, options) =>
  (await import('./api/upload')).createUploader(connection)(path, body, options);
const api = createApi(createHttpClient(connection), upload);

const services: AppServices = {
  api,
  navigate: (to, options) => {
    // Sagas navigate only after start-up, by when the router below exists.
    void router.navigate(to, options);
  },
  reload: (url) => {
    if (url === window.location.href) window.location.reload();
    else window.location.assign(url);
  },
  scrollTo: (top) => {
    const go = () => window.scrollTo({ top, left: 0, behavior: 'instant' });
    window.requestAnimationFrame(() => {
      go();
      // Scrolling compacts the sticky header (a 0.2 s transition) and scroll anchoring then shifts the page
      // by the height it lost: once it has settled, correct that drift (not a scroll the user made since).
      window.setTimeout(() => {
        if (Math.abs(window.scrollY - top) <= 40) go();
      }, 300);
    });
  },
  log: (message, error) => {
    console.error(`[atelier] ${message}`, error);
  },
};

// The tenant's brand names the /why-{brand} page (spec §2); set before the routes are built.
configureBrandSlug(import.meta.env.VITE_BRAND);
const store = createAppStore(services);
// After the store: the areas' routes start their sagas on it.
const router: AppRouter = createAppRouter({
  loadBackOffice: async () => {
    const [{ backOfficeArea }] = await Promise.all([
      import('./back-office/backOfficeArea'),
      loadBackOfficeTexts(),
    ]);
    store.startArea(backOfficeArea);
  },
  loadTrade: async () => {
    const { tradeArea } = await import('./trade/tradeArea');
    store.startArea(tradeArea);
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const root = createRoot(container);
// A signed-in visitor's header and menus show the areas' texts (orders, account): they load with the
// sign-in, or before the first render when the session was restored from storage.
const loadTextsOnSignIn = () => {
  if (selectIsLoggedIn(store.getState())) {
    unsubscribe();
    return loadAreaTexts();
  }
  return Promise.resolve();
};
const unsubscribe = store.subscribe(() => void loadTextsOnSignIn());
// English is bundled; another language arrives as its own small chunk before the first render.
// The first render is a transition: React renders it in slices that yield to the browser, so starting the
// page is no single long task on a slow phone.
void Promise.all([loadLanguage(languageFromPath(window.location.pathname)), loadTextsOnSignIn()]).then(() =>
  startTransition(() => root.render(<App store={store} router={router} />)),
);
