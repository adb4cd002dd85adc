import type { Database } from '@atelier/platform';
import { eq } from 'drizzle-orm';
import { orderHeaders, type OrderLineRow, type OrderRow } from '../schema/orders.schema';
import { computeTotals } from '../shared/money';

/** Recomputes an order's stored totals from its lines (cancelled pieces are not charged). */
export async function storeTotals(
  tx: Database,
  order: OrderRow,
  lines: readonly OrderLineRow[],
): Promise<void> {
  // A wholly cancelled order ships nothing, so it charges no carriage either.
  const shipping = lines.some((l) => l.quantity > l.canceledQty);
  const totals = computeTotals(
    lines.map((l) => ({
      unitPence: l.unitPence,
      quantity: l.quantity - l.canceledQty,
      engravePencePerPiece: l.engravePencePerPiece,
    })),
    shipping ? order.carriagePence : 0,
    shipping ? order.postagePence : 0,
    order.vatBasisPoints,
  );
  await tx
    .update(orderHeaders)
    .set({
      netPence: totals.netPence,
      engravingPence: totals.engravingPence,
      vatPence: totals.vatPence,
      grandPence: totals.grandPence,
      updatedAt: new Date(),
    })
    .where(eq(orderHeaders.id, order.id));
}
