import { LANGUAGE_CODES, type LanguageCode } from '../request-context';
import { de } from './messages.de';
import { en, type MessageKey } from './messages.en';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { no } from './messages.no';
import { sv } from './messages.sv';
import './all-languages';
import { fieldLabel, translate } from './translate';

type Other = Exclude<LanguageCode, 'en'>;

/**
 * Texts that are genuinely the same word in a language as in English (a header name, an abbreviation,
 * a word the language shares). Anything else equal to English is an untranslated text.
 */
const SAME_AS_ENGLISH: Readonly<Record<Other, readonly MessageKey[]>> = {
  de: ['field.idempotency-key'],
  sv: [
    'field.idempotency-key',
    'field.id',
    'field.designId',
    'field.status',
    'field.karat',
    'field.budget',
    'field.orderId',
    'field.text',
  ],
  es: ['field.idempotency-key', 'field.id', 'field.metal', 'field.visible'],
  fr: [
    'field.idempotency-key',
    'field.page',
    'field.type',
    'field.image',
    'field.description',
    'field.budget',
    'field.notes',
    'field.note',
    'field.message',
    'field.onHand',
    'field.slug',
    'field.visible',
    'field.position',
  ],
  no: ['field.idempotency-key', 'field.id', 'field.designId', 'field.type', 'field.status', 'field.karat'],
};

const CATALOGUES: Readonly<Record<Other, Partial<Record<MessageKey, string>>>> = { de, es, fr, no, sv };
const KEYS = Object.keys(en) as MessageKey[];
const OTHERS = LANGUAGE_CODES.filter((code): code is Other => code !== 'en');

/** The text a caller in `language` gets: field labels through their own list, messages through translate. */
function rendered(language: LanguageCode, key: MessageKey): string {
  return key.startsWith('field.')
    ? fieldLabel(language, key.slice('field.'.length))
    : translate(language, key);
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server message catalogues', () => {
  it.each(OTHERS)('%s has every English key in its own words (or an exempted shared word)', (language) => {
    const untranslated = KEYS.filter(
      (key) => rendered(language, key) === rendered('en', key) && !SAME_AS_ENGLISH[language].includes(key),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(OTHERS)('%s exempts only words that really are the same as in English', (language) => {
    const stale = SAME_AS_ENGLISH[language].filter((key) => rendered(language, key) !== rendered('en', key));
    expect(stale).toEqual([]);
  });

  it.each(OTHERS)('%s holds no key English lacks and keeps every placeholder', (language) => {
    const catalogue = CATALOGUES[language];
    const unknown = Object.keys(catalogue).filter((key) => !(key in en));
    expect(unknown).toEqual([]);
    const broken = (Object.keys(catalogue) as MessageKey[]).filter(
      (key) => placeholders(catalogue[key] ?? '').join() !== placeholders(en[key]).join(),
    );
    expect(broken).toEqual([]);
  });
});
