import type { LanguageCode } from '../request-context';
import { de } from './messages.de';
import { FIELD_LABELS } from './field-labels';
import { en, type MessageKey } from './messages.en';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { no } from './messages.no';
import { sv } from './messages.sv';

const catalogues: Record<LanguageCode, Partial<Record<MessageKey, string>>> = { en, de, es, fr, no, sv };

export type MessageParams = Record<string, string | number>;

function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(en, key);
}

/** Renders a message key in a language, falling back to English, then to the key itself. */
export function translate(language: LanguageCode, key: string, params: MessageParams = {}): string {
  const template = isMessageKey(key) ? (catalogues[language][key] ?? en[key]) : key;
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
  return catalogues[language][key] ?? FIELD_LABELS[language][field] ?? en[key];
}
