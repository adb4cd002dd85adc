import { TextDecoder, TextEncoder } from 'node:util';
import { initI18n } from './src/i18n/i18n';
import { en } from './src/i18n/locales';

// jsdom lacks the encoding API that react-router uses.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Components render English texts in tests, like the storefront without a language prefix.
initI18n('en', en);

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
