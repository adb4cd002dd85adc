import type { OrderUpdateLineDto } from '@atelier/contracts/orders';

/** Our order number as shown (AT00042) back to its number; null for anything else. */
export function orderNumberOf(text: string): number | null {
  const match = /^AT(\d{1,15})$/.exec(text.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export interface HeldLine {
  lineNumber: number;
  quantity: number;
  invoicedQty: number;
  canceledQty: number;
  shippedQty: number;
}

/** Pieces to invoice and cancel now on a line, and its shipped pieces after the update. */
export interface LineChange {
  lineNumber: number;
  invoice: number;
  cancel: number;
  shipped: number;
}

export type OrderUpdatePlan =
  { ok: true; changes: LineChange[] } | { ok: false; key: string; params: Record<string, string | number> };

/**
 * What a Sellease status update changes: its figures are running totals, so only what grows is applied
 * (invoiced or cancelled pieces are never taken back, and the same update applied twice changes nothing
 * the second time). A line we do not have, or totals beyond the line's pieces, refuse the whole update.
 */
export function planOrderUpdate(
  held: readonly HeldLine[],
  wanted: readonly OrderUpdateLineDto[],
): OrderUpdatePlan {
  const byNumber = new Map(held.map((line) => [line.lineNumber, line]));
  const changes = new Map<number, LineChange>();
  for (const want of wanted) {
    const line = byNumber.get(want.lineNumber);
    if (!line) return { ok: false, key: 'sync.reason.orderLineUnknown', params: { line: want.lineNumber } };
    const invoiced = Math.max(line.invoicedQty, want.invoicedQty);
    const canceled = Math.max(line.canceledQty, want.canceledQty);
    const shipped = Math.max(line.shippedQty, want.shippedQty);
    if (invoiced + canceled > line.quantity || shipped > line.quantity) {
      return {
        ok: false,
        key: 'sync.reason.orderLineOver',
        params: { line: line.lineNumber, quantity: line.quantity },
      };
    }
    changes.set(line.lineNumber, {
      lineNumber: line.lineNumber,
      invoice: invoiced - line.invoicedQty,
      cancel: canceled - line.canceledQty,
      shipped,
    });
  }
  return { ok: true, changes: [...changes.values()] };
}
