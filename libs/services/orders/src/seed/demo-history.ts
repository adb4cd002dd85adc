import type { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import type { OrderLineType } from '@atelier/contracts/orders';

export type DemoCustomer = keyof typeof DEMO_CUSTOMER_IDS;

export type DemoStep =
  | 'invoiceAll'
  | 'invoiceHalf'
  | 'cancelAll'
  | 'cancelOne'
  | 'approvePricing'
  | 'updatePrices'
  | 'changeRequest';

export interface DemoLine {
  /** Index into the variants the seeder fetched. */
  variant: number;
  quantity: number;
  type: OrderLineType;
  engraving?: string;
  ringSize?: string;
}

export interface DemoOrder {
  customer: DemoCustomer;
  /** Days after the demo's fixed base date, or an instant. */
  placed: number | Date;
  shipping: 'standard' | 'express' | 'collect';
  lines: DemoLine[];
  /** What happened after placing (in order). */
  then?: DemoStep[];
  instructions?: string;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const CUSTOMERS: DemoCustomer[] = ['goldsmiths', 'northernLights', 'harbourGems'];
const SHIPPING: Array<DemoOrder['shipping']> = ['standard', 'express', 'collect'];
/** Older orders than this have been invoiced; newer ones are still open. */
const INVOICED_AFTER_DAYS = 21;

/**
 * A few months of trading up to `now`, the same for the same inputs: orders spread back over `days`,
 * across the demo customers and the fetched variants, stock and special lines, some cancelled in full
 * or by a piece, older ones invoiced. The newest is a minute old, so today's and this month's figures
 * are never empty on a freshly seeded demo.
 */
export function demoHistory(now: Date, variantCount: number, days = 120, count = 90): DemoOrder[] {
  const orders: DemoOrder[] = [];
  for (let i = 0; i < count; i += 1) {
    const daysBack = Math.floor((i * days) / count);
    const placed = new Date(now.getTime() - daysBack * DAY - (i === 0 ? 60_000 : ((i * 37) % 9) * HOUR));
    const lines: DemoLine[] = Array.from({ length: 1 + ((i * 7) % 3) }, (_, k) => ({
      variant: (i * 5 + k * 11) % variantCount,
      quantity: 1 + ((i + 2 * k) % 4),
      type: (i * 3 + k) % 7 === 0 ? 'special' : 'stock',
    }));
    const then: DemoStep[] = [];
    if (i % 13 === 5) then.push('cancelAll');
    else {
      if (daysBack > 3 && lines.some((l) => l.type === 'special')) then.push('approvePricing');
      if (i % 6 === 1 && lines[0].quantity > 1) then.push('cancelOne');
      if (daysBack > INVOICED_AFTER_DAYS) then.push('invoiceAll');
    }
    orders.push({
      customer: CUSTOMERS[(i + Math.floor(i / 4)) % CUSTOMERS.length],
      placed,
      shipping: SHIPPING[i % SHIPPING.length],
      lines,
      then,
    });
  }
  return orders;
}
