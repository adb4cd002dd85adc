import {
  type BespokeLineStatus,
  formatDisplayDate,
  ORDER_STATUSES,
  OrderStatus,
  padReference,
  REFERENCE_DIGITS,
} from '@atelier/contracts/orders';

/** "05 Mar, 2026": already the spec's display form (the server's `*_date` fields). */
const DISPLAY_DATE = /^\d{2} [A-Z][a-z]{2}, \d{4}$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Spec §9: dates are shown as DD MMM, YYYY in UTC. The server's `*_date` fields come in that form and are
 * shown as sent; an ISO timestamp (`*_at`) or a day (`YYYY-MM-DD`) is formatted the same way, in UTC.
 * Anything unreadable is shown as it came (never "Invalid Date").
 */
export function formatOrderDate(value: string | null | undefined): string {
  if (!value) return '';
  if (DISPLAY_DATE.test(value)) return value;
  const date = new Date(ISO_DAY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : formatDisplayDate(date);
}

/**
 * Spec §9: reference numbers padded to 5 digits ("00042"). The server sends them padded; a bare number
 * (or numeric text) is padded here, a prefixed number ("AT00042") is shown whole.
 */
export function formatReference(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? padReference(value) : '';
  return /^\d+$/.test(value) ? value.padStart(REFERENCE_DIGITS, '0') : value;
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);
}

/** A status from a query string ("3"), or undefined. */
export function parseOrderStatus(value: string | null): OrderStatus | undefined {
  if (value === null || !/^\d$/.test(value)) return undefined;
  const status = Number(value);
  return isOrderStatus(status) ? status : undefined;
}

export type StatusTone = 'neutral' | 'progress' | 'success' | 'warning' | 'danger';

/** The colour family of each order status's badge. */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, StatusTone>> = {
  [OrderStatus.Cancelled]: 'danger',
  [OrderStatus.PendingOrder]: 'progress',
  [OrderStatus.OrderComplete]: 'success',
  [OrderStatus.PartialComplete]: 'progress',
  [OrderStatus.PartialCancel]: 'warning',
  [OrderStatus.PartialSOForApprove]: 'warning',
  [OrderStatus.PartialSOApprove]: 'progress',
  [OrderStatus.SOApprove]: 'warning',
};

/** A bespoke order line's status, coloured as the order statuses are. */
export const BESPOKE_LINE_TONES: Readonly<Record<BespokeLineStatus, StatusTone>> = {
  ordered: 'progress',
  in_production: 'progress',
  ready: 'progress',
  delivered: 'success',
  cancelled: 'danger',
};

/** Today (UTC) as YYYY-MM-DD, for date inputs' limits. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
