import type { LanguageCode } from '../request-context';
import { en, type MessageKey } from './messages.en';

/** A language's server messages; a key it lacks falls back to English. */
export type MessageCatalogue = Partial<Record<MessageKey, string>>;

/*
 * The catalogues this process holds. English is always there; the server entry point registers every
 * language at once (`./all-languages`), the browser loads the page's own language on demand
 * (`loadMessageCatalogue`), so a buyer's first load carries no other language's messages.
 */
const catalogues: Partial<Record<LanguageCode, MessageCatalogue>> = { en };

/** Field names a language's catalogue does not name itself (`./field-labels`), loaded with it. */
const fieldLabels: Partial<Record<LanguageCode, Record<string, string>>> = {};

export function registerMessageCatalogue(
  language: LanguageCode,
  catalogue: MessageCatalogue,
  labels: Record<string, string> = {},
): void {
  catalogues[language] = catalogue;
  fieldLabels[language] = labels;
}

export type MessageParams = Record<string, string | number>;

function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/** Renders a message key in a language, falling back to English, then to the key itself. */
export function translate(language: LanguageCode, key: string, params: MessageParams = {}): string {
  const template = isMessageKey(key) ? (catalogues[language]?.[key] ?? en[key]) : key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** A field's display name in a language; unknown fields show their own name. */
export function fieldLabel(language: LanguageCode, field: string): string {
  const key = `field.${field}`;
  if (!isMessageKey(key)) return field;
  if (language === 'en') return en[key];
  return catalogues[language]?.[key] ?? fieldLabels[language]?.[field] ?? en[key];
}
