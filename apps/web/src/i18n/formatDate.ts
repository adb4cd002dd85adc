import { getLanguage, type LanguageCode } from './languages';

/** Spec §9: dates as DD MMM, YYYY in UTC (month names in the page's language). */
export function formatDate(iso: string | null | undefined, language: LanguageCode): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat(getLanguage(language).htmlLang, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace(/\.$/, '')}, ${part('year')}`;
}

/** A moment as DD MMM, YYYY HH:mm in UTC (a schedule's run times, which are UTC too). */
export function formatDateTime(iso: string | null | undefined, language: LanguageCode): string {
  const day = formatDate(iso, language);
  if (!day || !iso) return '';
  return `${day} ${new Date(iso).toISOString().slice(11, 16)} UTC`;
}
