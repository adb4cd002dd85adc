import { loadMessageCatalogue } from '@atelier/contracts/common';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { enStorefront, type StorefrontTranslation, type Translation } from './locales/en';

/** The app's i18next instance. It holds only the languages loaded so far: each is its own chunk. */
export const i18n = i18next.createInstance();

/** The back office's own English texts, once the back office has loaded them. */
let englishBackOffice: Omit<Translation, keyof StorefrontTranslation> | null = null;

/**
 * One chunk per language, so a page carries the texts of its own language only. English, the language
 * of the unprefixed pages most visitors land on, is in the main bundle (but for the back office's own
 * texts): its first render waits for no second request.
 */
const translations: Record<LanguageCode, () => Promise<StorefrontTranslation>> = {
  de: async () => (await import('./locales/de')).de,
  en: () => Promise.resolve(englishBackOffice ? { ...enStorefront, ...englishBackOffice } : enStorefront),
  es: async () => (await import('./locales/es')).es,
  fr: async () => (await import('./locales/fr')).fr,
  no: async () => (await import('./locales/no')).no,
  sv: async () => (await import('./locales/sv')).sv,
};

/**
 * Starts i18next synchronously with one language's texts. Every language is complete (each locale is
 * typed as a whole `Translation`), so there is no fallback language to load beside it.
 */
export function initI18n(language: LanguageCode, translation: StorefrontTranslation): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { [language]: { translation } },
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGE_CODES],
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  } else {
    i18n.addResourceBundle(language, 'translation', translation);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }
  return i18n;
}

/**
 * Loads a language's texts and the server's messages in it (once each), then starts i18next with them
 * or switches to them.
 */
export async function loadLanguage(language: LanguageCode): Promise<typeof i18n> {
  if (i18n.isInitialized && i18n.hasResourceBundle(language, 'translation')) {
    if (i18n.language !== language) await i18n.changeLanguage(language);
    return i18n;
  }
  const [translation] = await Promise.all([translations[language](), loadMessageCatalogue(language)]);
  return initI18n(language, translation);
}

/**
 * Loads the back office's own English texts (the other languages' chunks hold theirs already) and adds
 * them to English if it is loaded; the back office's routes wait for this before their first render.
 */
export async function loadBackOfficeTexts(): Promise<void> {
  if (englishBackOffice) return;
  englishBackOffice = (await import('./locales/en-back-office')).enBackOffice;
  if (i18n.hasResourceBundle('en', 'translation')) {
    i18n.addResourceBundle('en', 'translation', englishBackOffice, true, true);
  }
}
