import { translate, type LanguageCode } from '@atelier/contracts/common';
import {
  DELIVERY_TIMES,
  formatDisplayDate,
  type OrderLineType,
  type OrderStatus,
  padReference,
} from '@atelier/contracts/orders';

export const orderNumberText = (n: number): string => `AT${padReference(n)}`;
export const seOrderNumberText = (n: number | null): string | null =>
  n === null ? null : `SE${padReference(n)}`;
export const invoiceNumberText = (n: number): string => `INV${padReference(n)}`;
export const approNumberText = (n: number): string => `APP${padReference(n)}`;
export const bespokeNumberText = (n: number): string => `BS${padReference(n)}`;

export function statusLabel(language: LanguageCode, status: OrderStatus): string {
  return translate(language, `orders.status.${status}`);
}

export function deliveryText(language: LanguageCode, type: OrderLineType): string {
  const key = `orders.delivery.${type}`;
  const text = translate(language, key);
  return text === key ? DELIVERY_TIMES[type] : text;
}

export const displayDate = formatDisplayDate;

/** A date column (YYYY-MM-DD) shown the spec's way. */
export function displayDay(day: string): string {
  return formatDisplayDate(`${day}T00:00:00Z`);
}

export function variantDescription(parts: {
  karat: string | null;
  shade: string | null;
  quality: string | null;
  totalCarat: number | null;
}): string {
  const carat = parts.totalCarat && parts.totalCarat > 0 ? `${parts.totalCarat} ct` : null;
  const metal = [parts.karat, parts.shade].filter(Boolean).join(' ');
  return [metal || null, parts.quality, carat].filter(Boolean).join(', ');
}

export function imageUrl(key: string | null, width = 200): string | null {
  return key ? `/api/images/${key}?w=${width}` : null;
}
