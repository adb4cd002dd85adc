import { isBackOfficePath } from '../back-office/backOfficePaths';

/**
 * The six storefront languages and the URL prefix rules: English has no prefix, Swedish uses /swe,
 * the others their own code (/de, /es, /fr, /no).
 */
export const LANGUAGE_CODES = ['de', 'en', 'es', 'fr', 'no', 'sv'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** Value of the x-language-code header: empty for English. */
export type LanguageHeaderCode = '' | Exclude<LanguageCode, 'en'>;

export interface LanguageDefinition {
  code: LanguageCode;
  /** URL prefix without trailing slash; '' for English. */
  prefix: string;
  /** Name shown in the language dropdown and saved in the langStatus cookie. */
  name: string;
  headerCode: LanguageHeaderCode;
  /** BCP 47 tag for the html lang attribute. */
  htmlLang: string;
}

/** In the order of the header dropdown. */
export const LANGUAGES: readonly LanguageDefinition[] = [
  { code: 'de', prefix: '/de', name: 'Deutsch', headerCode: 'de', htmlLang: 'de' },
  { code: 'en', prefix: '', name: 'English', headerCode: '', htmlLang: 'en-GB' },
  { code: 'es', prefix: '/es', name: 'Español', headerCode: 'es', htmlLang: 'es' },
  { code: 'fr', prefix: '/fr', name: 'Français', headerCode: 'fr', htmlLang: 'fr' },
  { code: 'no', prefix: '/no', name: 'norsk', headerCode: 'no', htmlLang: 'nb' },
  { code: 'sv', prefix: '/swe', name: 'Swedish', headerCode: 'sv', htmlLang: 'sv' },
];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function getLanguage(code: LanguageCode): LanguageDefinition {
  const found = LANGUAGES.find((language) => language.code === code);
  if (!found) throw new Error(`Unknown language ${code}`);
  return found;
}

function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** The language a pathname belongs to, from its first segment (English when none matches). */
export function languageFromPath(pathname: string): LanguageCode {
  const segment = firstSegment(pathname);
  const match = LANGUAGES.find((language) => language.prefix !== '' && language.prefix === `/${segment}`);
  return match ? match.code : DEFAULT_LANGUAGE;
}

/** The pathname without its language prefix; always starts with '/'. */
export function stripLanguagePrefix(pathname: string): string {
  const { prefix } = getLanguage(languageFromPath(pathname));
  const rest = pathname.slice(prefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Adds the language prefix to an app path (which may carry a query string and hash).
 * Home in German is '/de', a page is '/de/login'; English paths are unchanged.
 */
export function localizePath(path: string, code: LanguageCode): string {
  const normalised = path.startsWith('/') ? path : `/${path}`;
  const { prefix } = getLanguage(code);
  if (prefix === '') return normalised;
  if (normalised === '/') return prefix;
  if (normalised.startsWith('/?') || normalised.startsWith('/#')) return `${prefix}${normalised.slice(1)}`;
  return `${prefix}${normalised}`;
}

/** Moves a full location (path, query, hash) from its current language to another. */
export function switchLanguagePath(location: string, code: LanguageCode): string {
  const splitAt = location.search(/[?#]/);
  const pathname = splitAt === -1 ? location : location.slice(0, splitAt);
  const tail = splitAt === -1 ? '' : location.slice(splitAt);
  return localizePath(`${stripLanguagePrefix(pathname || '/')}${tail}`, code);
}

/**
 * Admin area pages, in any language: the back office's login and every page of its route table (so a
 * root page such as /download-mapping-reports is not taken for a storefront page by the login gate).
 */
export function isAdminPath(pathname: string): boolean {
  const path = stripLanguagePrefix(pathname);
  return /^\/admin-login(?:\/|$)/i.test(path) || isBackOfficePath(path);
}
