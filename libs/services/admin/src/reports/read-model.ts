import type { OrderLineType } from '@atelier/contracts/orders';
import type { Database } from '@atelier/platform';
import { and, eq, sql } from 'drizzle-orm';
import { reportOrderLines, reportOrders } from '../schema/admin.schema';

/** An order as the read model stores it, from the placed event or from a rebuild page. */
export interface ReportableOrder {
  orderId: string;
  orderNumber: string;
  customerId: string;
  customerName: string;
  placedAt: string;
  lines: Array<{
    lineNumber: number;
    orderType: OrderLineType;
    designId: string | null;
    designNumber: string;
    designName: string;
    category: string;
    metal: string | null;
    karat: string | null;
    quantity: number;
    canceledQty: number;
    netPence: number;
  }>;
}

/** A line's figures once cancelled pieces are left out. */
export function lineFigures(line: { quantity: number; canceledQty: number; netPence: number }) {
  const unitPence = line.quantity > 0 ? Math.round(line.netPence / line.quantity) : 0;
  const pieces = Math.max(0, line.quantity - line.canceledQty);
  return { unitPence, pieces, netPence: unitPence * pieces };
}

/** Writes an order and its lines (replacing what was there), then its per-order sums. */
export async function writeOrder(tx: Database, tenantId: string, order: ReportableOrder): Promise<void> {
  const placedAt = new Date(order.placedAt);
  await tx
    .delete(reportOrderLines)
    .where(and(eq(reportOrderLines.tenantId, tenantId), eq(reportOrderLines.orderId, order.orderId)));
  if (order.lines.length > 0) {
    await tx.insert(reportOrderLines).values(
      order.lines.map((line) => {
        const figures = lineFigures(line);
        return {
          tenantId,
          orderId: order.orderId,
          lineNumber: line.lineNumber,
          orderNumber: order.orderNumber,
          placedAt,
          customerId: order.customerId,
          customerName: order.customerName,
          orderType: line.orderType,
          designId: line.designId,
          designNumber: line.designNumber,
          designName: line.designName,
          category: line.category,
          metal: line.metal ?? '',
          karat: line.karat ?? '',
          quantity: line.quantity,
          canceledQty: line.canceledQty,
          unitPence: figures.unitPence,
          pieces: figures.pieces,
          netPence: figures.netPence,
        };
      }),
    );
  }
  await tx
    .insert(reportOrders)
    .values({
      tenantId,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      customerId: order.customerId,
      customerName: order.customerName,
      placedAt,
      lines: 0,
      pieces: 0,
      netPence: 0,
      specialNetPence: 0,
    })
    .onConflictDoNothing();
  await resum(tx, tenantId, order.orderId);
}

/** Applies cancelled pieces (absolute per line, so applying twice changes nothing) and re-sums the order. */
export async function applyCancellation(
  tx: Database,
  tenantId: string,
  orderId: string,
  lines: ReadonlyArray<{ lineNumber: number; canceledQty: number }>,
): Promise<void> {
  for (const line of lines) {
    const pieces = sql`greatest(${reportOrderLines.quantity} - ${line.canceledQty}, 0)`;
    await tx
      .update(reportOrderLines)
      .set({
        canceledQty: line.canceledQty,
        pieces,
        netPence: sql`${reportOrderLines.unitPence} * ${pieces}`,
      })
      .where(
        and(
          eq(reportOrderLines.tenantId, tenantId),
          eq(reportOrderLines.orderId, orderId),
          eq(reportOrderLines.lineNumber, line.lineNumber),
        ),
      );
  }
  await resum(tx, tenantId, orderId);
}

/** The order's row sums its lines that still have pieces. */
async function resum(tx: Database, tenantId: string, orderId: string): Promise<void> {
  await tx.execute(sql`
    update ${reportOrders} o set
      lines = s.lines, pieces = s.pieces, net_pence = s.net, special_net_pence = s.special
    from (
      select count(*) filter (where pieces > 0)::int as lines,
             coalesce(sum(pieces), 0)::int as pieces,
             coalesce(sum(net_pence), 0)::bigint as net,
             coalesce(sum(net_pence) filter (where order_type = 'special'), 0)::bigint as special
        from ${reportOrderLines}
       where tenant_id = ${tenantId} and order_id = ${orderId}
    ) s
    where o.tenant_id = ${tenantId} and o.order_id = ${orderId}`);
}
