import type { PeriodFigures } from '@atelier/contracts/admin';

/** The dashboard's compared figures, in the order they are shown. */
export const FIGURE_KEYS = [
  'orders',
  'orderLines',
  'pieces',
  'netPence',
  'specialOrderShare',
  'averageOrderPence',
  'pageViews',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

export type FigureKind = 'count' | 'money' | 'share';

export function figureKind(key: FigureKey): FigureKind {
  if (key === 'netPence' || key === 'averageOrderPence') return 'money';
  if (key === 'specialOrderShare') return 'share';
  return 'count';
}

/**
 * The change against the period before as a fraction (0.25 is 25% up); null when there was nothing
 * before to compare with. A share is compared in points, not as a ratio of ratios.
 */
export function change(key: FigureKey, current: PeriodFigures, previous: PeriodFigures): number | null {
  const now = current[key];
  const before = previous[key];
  if (figureKind(key) === 'share') return now - before;
  if (before === 0) return null;
  return (now - before) / before;
}

export type Trend = 'up' | 'down' | 'flat' | 'new';

export function trendOf(delta: number | null): Trend {
  if (delta === null) return 'new';
  if (Math.abs(delta) < 0.0005) return 'flat';
  return delta > 0 ? 'up' : 'down';
}

/** Formats a figure for the caller's language (pence as pounds, a share as a percentage). */
export function formatFigure(key: FigureKey, value: number, locale: string): string {
  switch (figureKind(key)) {
    case 'money':
      return new Intl.NumberFormat(locale, { style: 'currency', currency: 'GBP' }).format(value / 100);
    case 'share':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    default:
      return new Intl.NumberFormat(locale).format(value);
  }
}

/** A change as "+12.5%" (or "+3.0 pts" for a share); the sign is always written. */
export function formatChange(key: FigureKey, delta: number, locale: string): string {
  if (figureKind(key) === 'share') {
    const points = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 1,
      minimumFractionDigits: 1,
      signDisplay: 'always',
    }).format(delta * 100);
    return points;
  }
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'always',
  }).format(delta);
}

/** Pence as pounds for a chart axis (charts take plain numbers). */
export function pounds(pence: number): number {
  return Math.round(pence) / 100;
}

/** Bytes received as "1.2 MB" for a download's progress. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
