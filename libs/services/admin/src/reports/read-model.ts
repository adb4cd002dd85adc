import type { OrderLineType } from '@atelier/contracts/orders';
import type { Database } from '@atelier/platform';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
export function writeOrder(tx: Database, tenantId: string, order: ReportableOrder): Promise<void> {
  return writeOrders(tx, tenantId, [order]);
}

/** Each order once, as its last copy in the batch says (an order announced twice is written once). */
export function lastPerOrder(orders: readonly ReportableOrder[]): ReportableOrder[] {
  return [...new Map(orders.map((order) => [order.orderId, order])).values()];
}

/**
 * {@link writeOrder} for many orders with a statement per step rather than per order: events of
 * orders placed together are applied together.
 */
export async function writeOrders(
  tx: Database,
  tenantId: string,
  batch: readonly ReportableOrder[],
): Promise<void> {
  const orders = lastPerOrder(batch);
  if (orders.length === 0) return;
  const ids = orders.map((order) => order.orderId);
  await tx
    .delete(reportOrderLines)
    .where(and(eq(reportOrderLines.tenantId, tenantId), inArray(reportOrderLines.orderId, ids)));
  const lines = orders.flatMap((order) => {
    const placedAt = new Date(order.placedAt);
    return order.lines.map((line) => {
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
    });
  });
  if (lines.length > 0) await tx.insert(reportOrderLines).values(lines);
  await tx
    .insert(reportOrders)
    .values(
      orders.map((order) => ({
        tenantId,
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        customerId: order.customerId,
        customerName: order.customerName,
        placedAt: new Date(order.placedAt),
        lines: 0,
        pieces: 0,
        netPence: 0,
        specialNetPence: 0,
      })),
    )
    .onConflictDoNothing();
  await resum(tx, tenantId, ids);
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
  await resum(tx, tenantId, [orderId]);
}

/** The order's row sums its lines that still have pieces. */
async function resum(tx: Database, tenantId: string, orderIds: readonly string[]): Promise<void> {
  // Every named order gets its sums, one without lines zeros (the left join keeps it).
  const ids = `{${orderIds.join(',')}}`;
  await tx.execute(sql`
    update ${reportOrders} o set
      lines = s.lines, pieces = s.pieces, net_pence = s.net, special_net_pence = s.special
    from (
      select x.order_id,
             count(*) filter (where l.pieces > 0)::int as lines,
             coalesce(sum(l.pieces), 0)::int as pieces,
             coalesce(sum(l.net_pence), 0)::bigint as net,
             coalesce(sum(l.net_pence) filter (where l.order_type = 'special'), 0)::bigint as special
        from unnest(${ids}::uuid[]) as x(order_id)
        left join ${reportOrderLines} l on l.tenant_id = ${tenantId} and l.order_id = x.order_id
       group by x.order_id
    ) s
    where o.tenant_id = ${tenantId} and o.order_id = s.order_id`);
}
