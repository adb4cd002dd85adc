import { toNumber } from '@atelier/contracts/common';
import { ORDERS_PAGE_SIZE } from '@atelier/contracts/orders';
import type { ApiFailure } from '../../api/baseApi';
import type { AdminOrdersQuery } from '../../api/orders';
import { ordersQueryFromParams } from '../orders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (text: string) => UUID.test(text.trim());

/** The order list's filter names, kept in the URL. */
export const ORDER_FILTERS = [
  'search',
  'status',
  'type',
  'customerId',
  'from',
  'to',
  'awaitingCustomer',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** The order list's query (as order-list's plus customer and "awaiting the customer") from its filters. */
export function adminOrdersQuery(
  filters: Readonly<Record<OrderFilter, string>>,
  page: number,
): AdminOrdersQuery {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
  if (page > 1) params.set('page', String(page));
  const query: AdminOrdersQuery = { ...ordersQueryFromParams(params), limit: ORDERS_PAGE_SIZE };
  if (isUuid(filters.customerId)) query.customerId = filters.customerId.trim();
  if (filters.awaitingCustomer === 'true') query.awaitingCustomer = true;
  return query;
}

/** A unit price as typed: pounds, at least 0, at most two decimals (the server's money rule). */
export function parseUnitPrice(text: string): number | null {
  const value = toNumber(text);
  if (value === null || value < 0 || value > 10_000_000) return null;
  const dot = text.trim().indexOf('.');
  return dot >= 0 && text.trim().length - dot - 1 > 2 ? null : value;
}

/** A number of pieces as typed: a whole number from 0 to `max`. */
export function parsePieces(text: string, max: number): number | null {
  if (text.trim() === '') return 0;
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= max ? value : null;
}

/**
 * A refusal's errors about `lines.<i>[.<field>]`, by the id of the line sent at that index (the forms
 * show them beside the line they are about).
 */
export function lineErrors(
  errors: Readonly<Record<string, readonly string[]>> | undefined,
  sentIds: readonly string[],
  field: string,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const match = /^lines\.(\d+)(?:\.(\w+))?$/.exec(key);
    if (!match || (match[2] && match[2] !== field)) continue;
    const id = sentIds[Number(match[1])];
    if (id) found[id] = messages.join(' ');
  }
  return found;
}

/**
 * A refusal split for a form of lines: its errors about lines (by line id, see `lineErrors`) and the
 * failure with the rest (null when every message went beside a line), for the other fields and the
 * notification.
 */
export function splitLineFailure(
  failure: ApiFailure,
  sentIds: readonly string[],
  field: string,
): { byLine: Record<string, string>; rest: ApiFailure | null } {
  const byLine = lineErrors(failure.errors, sentIds, field);
  const others = Object.entries(failure.errors ?? {}).filter(([key]) => !/^lines\.\d+/.test(key));
  if (others.length === 0 && Object.keys(byLine).length > 0) return { byLine, rest: null };
  return { byLine, rest: { ...failure, errors: Object.fromEntries(others) } };
}
