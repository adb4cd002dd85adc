// Base styles first: feature stylesheets refine them.
import './styles/base.css';
import { createRoot } from 'react-dom/client';
import { createApi } from './api/api';
import { createHttpClient } from './api/client';
import { readBrowserRequestContext } from './api/request-context';
import { App } from './app/App';
import { createAppRouter } from './app/routes';
import type { AppServices } from './app/services';
import { createAppStore } from './app/store';
import { initI18n } from './i18n/i18n';
import { languageFromPath } from './i18n/languages';

initI18n(languageFromPath(window.location.pathname));

const api = createApi(
  createHttpClient({
    tenant: import.meta.env.VITE_TENANT || 'demo',
    getContext: readBrowserRequestContext,
  }),
);

const router = createAppRouter();

const services: AppServices = {
  api,
  navigate: (to, options) => {
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

const store = createAppStore(services);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
createRoot(container).render(<App store={store} router={router} />);
