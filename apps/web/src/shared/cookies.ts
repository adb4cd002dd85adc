import Cookies from 'js-cookie';
import { isStoredCustomer, type PriceStatus, type StoredCustomer } from './types';

export const COOKIE_NAMES = {
  priceStatus: 'priceStatus',
  selectedCustomer: 'selectedCustomer',
  isPriceSet: 'isPriceSet',
  langStatus: 'langStatus',
  i18nRedirected: 'i18n_redirected',
} as const;

export const LANGUAGE_COOKIE_DAYS = 365;
export const DEFAULT_LANGUAGE_NAME = 'English';

function attributes(days?: number): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'lax', secure, ...(days === undefined ? {} : { expires: days }) };
}

export function readPriceStatus(): PriceStatus {
  const raw = Cookies.get(COOKIE_NAMES.priceStatus);
  if (raw === '1') return 1;
  if (raw === '2') return 2;
  return 0;
}

export function writePriceStatus(status: PriceStatus): void {
  Cookies.set(COOKIE_NAMES.priceStatus, String(status), attributes());
}

export function readIsPriceSet(): boolean {
  return Cookies.get(COOKIE_NAMES.isPriceSet) === 'true';
}

export function writeIsPriceSet(value: boolean): void {
  Cookies.set(COOKIE_NAMES.isPriceSet, value ? 'true' : 'false', attributes());
}

export function readSelectedCustomer(): StoredCustomer | null {
  const raw = Cookies.get(COOKIE_NAMES.selectedCustomer);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredCustomer(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSelectedCustomer(customer: StoredCustomer | null): void {
  Cookies.set(COOKIE_NAMES.selectedCustomer, customer ? JSON.stringify(customer) : '', attributes());
}

/** What login does first: no price shown, no customer, price not chosen yet. */
export function resetPriceCookies(): void {
  writePriceStatus(0);
  writeSelectedCustomer(null);
  writeIsPriceSet(false);
}

export function clearSessionCookies(): void {
  const { path } = attributes();
  Cookies.remove(COOKIE_NAMES.priceStatus, { path });
  Cookies.remove(COOKIE_NAMES.selectedCustomer, { path });
  Cookies.remove(COOKIE_NAMES.isPriceSet, { path });
}

export function readLanguageName(): string {
  return Cookies.get(COOKIE_NAMES.langStatus) ?? DEFAULT_LANGUAGE_NAME;
}

/** Saves the chosen language: its name in langStatus, its code in i18n_redirected, both for a year. */
export function writeLanguageCookies(name: string, code: string): void {
  Cookies.set(COOKIE_NAMES.langStatus, name, attributes(LANGUAGE_COOKIE_DAYS));
  Cookies.set(COOKIE_NAMES.i18nRedirected, code, attributes(LANGUAGE_COOKIE_DAYS));
}
