import type { LanguageCode } from '../request-context';
import type { MessageCatalogue } from './translate';

/** One chunk per language in the browser. */
const loaders: Record<Exclude<LanguageCode, 'en'>, () => Promise<MessageCatalogue>> = {
  de: async () => (await import('./messages.de')).de,
  es: async () => (await import('./messages.es')).es,
  fr: async () => (await import('./messages.fr')).fr,
  no: async () => (await import('./messages.no')).no,
  sv: async () => (await import('./messages.sv')).sv,
};

/**
 * Loads a language's server messages (English is always there once `translate` is), so the browser words
 * them as the API does. `translate` itself, with the English catalogue, arrives as its own chunk: the
 * English storefront's first load needs neither, only the forms that word a message do.
 */
export async function loadMessageCatalogue(language: LanguageCode): Promise<void> {
  if (language === 'en') return;
  // The field names of every other language are one small chunk, fetched beside the language's messages.
  const [catalogue, { FIELD_LABELS }, { registerMessageCatalogue }] = await Promise.all([
    loaders[language](),
    import('./field-labels'),
    import('./translate'),
  ]);
  registerMessageCatalogue(language, catalogue, FIELD_LABELS[language]);
}
