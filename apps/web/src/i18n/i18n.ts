import { loadMessageCatalogue } from '@atelier/contracts/common';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, type LanguageCode } from './languages';
import { enStorefront, type StorefrontTranslation } from './locales/en';

/** The app's i18next instance. It holds only the languages loaded so far: each is its own chunk. */
export const i18n = i18next.createInstance();

/**
 * The parts of English outside the main bundle, each its own chunk: the listing's and design page's
 * texts, the account, order and other areas' texts, and the back office's own.
 */
const englishParts = {
  catalogue: async (): Promise<object> => (await import('./locales/en-catalogue')).enCatalogue,
  areas: async (): Promise<object> => (await import('./locales/en-areas')).enAreas,
  backOffice: async (): Promise<object> => (await import('./locales/en-back-office')).enBackOffice,
};
type EnglishPart = keyof typeof englishParts;
const englishLoading = new Map<EnglishPart, Promise<void>>();
/** The parts loaded so far (English, once loaded or switched back to, holds them all). */
const englishLoaded: object[] = [];

/** English: the main bundle's texts with the parts loaded so far. */
function englishTexts(): StorefrontTranslation {
  return englishLoaded.reduce<StorefrontTranslation>((all, part) => ({ ...all, ...part }), enStorefront);
}

/**
 * One chunk per language, so a page carries the texts of its own language only. English, the language
 * of the unprefixed pages most visitors land on, is in the main bundle (but for its areas' and the back
 * office's own texts): its first render waits for no second request.
 */
const translations: Record<LanguageCode, () => Promise<StorefrontTranslation>> = {
  de: async () => (await import('./locales/de')).de,
  en: () => Promise.resolve(englishTexts()),
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
      // A text bundle added later (an area's English) re-renders what was shown before it arrived.
      react: { useSuspense: false, bindI18nStore: 'added' },
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
  // English with any part that arrived while the messages loaded (until i18next starts, parts only wait).
  return initI18n(language, language === 'en' ? englishTexts() : translation);
}

/**
 * Loads parts of English (once each; the other languages' chunks hold them already) and adds them to
 * English if it is loaded. The pages and dialogs that use a part wait for it before their first render.
 */
function loadEnglish(...parts: EnglishPart[]): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      let loading = englishLoading.get(part);
      if (!loading) {
        loading = englishParts[part]().then((texts) => {
          englishLoaded.push(texts);
          // Before i18next has started (a route loading beside the first language) there is no bundle yet.
          if (i18n.isInitialized && i18n.hasResourceBundle('en', 'translation')) {
            i18n.addResourceBundle('en', 'translation', texts, true, true);
          }
        });
        englishLoading.set(part, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** The listing's and the design page's English texts. */
export function loadCatalogueTexts(): Promise<void> {
  return loadEnglish('catalogue');
}

/**
 * The English texts of the account, order, quick-order, design, offer, content and price areas: their
 * pages, the sign-in dialogs and a signed-in visitor's header show them.
 */
export function loadAreaTexts(): Promise<void> {
  return loadEnglish('areas');
}

/** The back office's own English texts, with the areas' and the catalogue's that its screens share. */
export function loadBackOfficeTexts(): Promise<void> {
  return loadEnglish('backOffice', 'areas', 'catalogue');
}
