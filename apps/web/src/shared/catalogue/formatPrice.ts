import { getLanguage, type LanguageCode } from '../../i18n/languages';

/** Prices are in pounds (API.md: `price` is a number of pounds with 2 decimals). */
export const PRICE_CURRENCY = 'GBP';

const formatters = new Map<string, Intl.NumberFormat>();

/** A server price in the page's language, e.g. £1,622.50 (en-GB) or 1.622,50 £ (de). */
export function formatPrice(value: number, language: LanguageCode): string {
  const locale = getLanguage(language).htmlLang;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: PRICE_CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}

/** A carat weight with up to two decimals in the page's language (0.5 → "0.50"). */
export function formatCarat(value: number, language: LanguageCode): string {
  return new Intl.NumberFormat(getLanguage(language).htmlLang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}
