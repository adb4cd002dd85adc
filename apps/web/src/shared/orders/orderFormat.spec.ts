import { formatDisplayDate, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@atelier/contracts/orders';
import { LANGUAGE_CODES } from '../../i18n/languages';
import { resources } from '../../i18n/locales';
import { formatOrderDate, formatReference, isoDay, parseOrderStatus } from './orderFormat';

describe('order dates (spec §9: DD MMM, YYYY in UTC)', () => {
  it('shows the server’s display dates as they are', () => {
    expect(formatOrderDate('05 Mar, 2026')).toBe('05 Mar, 2026');
  });

  it('formats ISO timestamps in UTC, not in the browser’s zone', () => {
    expect(formatOrderDate('2026-03-05T10:15:00.000Z')).toBe('05 Mar, 2026');
    // 23:30 UTC on 31 December is still 31 December, wherever the browser is.
    expect(formatOrderDate('2025-12-31T23:30:00.000Z')).toBe('31 Dec, 2025');
    expect(formatOrderDate('2026-01-01T00:30:00+02:00')).toBe('31 Dec, 2025');
  });

  it('formats plain days (YYYY-MM-DD) as that day', () => {
    expect(formatOrderDate('2026-09-30')).toBe('30 Sep, 2026');
    expect(formatOrderDate('2026-09-30')).toBe(formatDisplayDate(new Date(Date.UTC(2026, 8, 30))));
  });

  it('shows nothing for no date and unreadable text as it came', () => {
    expect(formatOrderDate(null)).toBe('');
    expect(formatOrderDate(undefined)).toBe('');
    expect(formatOrderDate('')).toBe('');
    expect(formatOrderDate('soon')).toBe('soon');
  });

  it('gives today as YYYY-MM-DD in UTC', () => {
    expect(isoDay(new Date('2026-03-05T23:59:59.000Z'))).toBe('2026-03-05');
  });
});

describe('reference numbers (spec §9: padded to 5 digits)', () => {
  it('pads numbers and numeric text to five digits', () => {
    expect(formatReference(7)).toBe('00007');
    expect(formatReference(42)).toBe('00042');
    expect(formatReference('7')).toBe('00007');
    expect(formatReference('00007')).toBe('00007');
  });

  it('shows longer numbers whole and prefixed numbers as they are', () => {
    expect(formatReference(123456)).toBe('123456');
    expect(formatReference('AT00042')).toBe('AT00042');
    expect(formatReference('SE00003')).toBe('SE00003');
  });

  it('shows nothing for no reference or a broken number', () => {
    expect(formatReference(null)).toBe('');
    expect(formatReference('')).toBe('');
    expect(formatReference(-1)).toBe('');
    expect(formatReference(1.5)).toBe('');
  });
});

describe('order status labels (spec §4)', () => {
  it('are the spec’s English labels for codes 0 to 7', () => {
    expect(ORDER_STATUSES).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const english = resources.en.translation.orders.status;
    for (const status of ORDER_STATUSES) expect(english[`${status}`]).toBe(ORDER_STATUS_LABELS[status]);
    expect(Object.values(english)).toEqual([
      'Cancelled',
      'Pending Order',
      'Order Completed',
      'Partially Completed',
      'Partially Cancelled',
      'Partial SO for approval',
      'Partial SO approved',
      'Special order for Approval',
    ]);
  });

  it('exist, all different, in every language', () => {
    for (const code of LANGUAGE_CODES) {
      const labels = Object.values(resources[code].translation.orders.status);
      expect(labels).toHaveLength(8);
      expect(new Set(labels).size).toBe(8);
    }
  });

  it('are read from query strings only when they are codes 0 to 7', () => {
    expect(parseOrderStatus('0')).toBe(0);
    expect(parseOrderStatus('7')).toBe(7);
    expect(parseOrderStatus('8')).toBeUndefined();
    expect(parseOrderStatus('1x')).toBeUndefined();
    expect(parseOrderStatus(null)).toBeUndefined();
  });
});
