import type { RequestContext } from '@atelier/contracts/common';
import type { OrderUpdateDto, OrderUpdatesDto, OrderUpdatesResult } from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { InvoicesService } from '../invoices/invoices.service';
import { OrderStore } from '../orders/order-store';
import { statusAfterQuantities } from '../orders/order-status';
import { storeTotals } from '../orders/order-totals';
import { type OrderLineRow, orderHeaders, orderLines, type OrderRow } from '../schema/orders.schema';
import { withRetry } from '../shared/query';
import { orderNumberOf, planOrderUpdate } from './order-updates';

/** The last update given per order number wins when a batch names an order twice. */
function lastPerOrder(orders: readonly OrderUpdateDto[]): Map<string, OrderUpdateDto> {
  const last = new Map<string, OrderUpdateDto>();
  for (const update of orders) {
    const held = last.get(update.orderNumber);
    // An acknowledgement and a status update of one order in one batch: both count.
    last.set(update.orderNumber, {
      orderNumber: update.orderNumber,
      seOrderNumber: update.seOrderNumber ?? held?.seOrderNumber,
      lines: update.lines ?? held?.lines,
    });
  }
  return last;
}

/**
 * Sellease's word on our orders (sent by the sync only): the SE order number it gave an order, and the
 * pieces invoiced, shipped and cancelled per line as running totals. Applied with the back office's own
 * piece rules (invoiced pieces leave stock and get their invoice, written as the back office writes one;
 * cancelled ones give their reservation back; the status follows), in one transaction for the batch; an
 * order refused for its figures changes nothing. Totals only grow, so an update applied again invoices
 * nothing more.
 */
@Injectable()
export class OrderUpdatesService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly store: OrderStore,
    private readonly invoices: InvoicesService,
  ) {}

  apply(ctx: RequestContext, dto: OrderUpdatesDto): Promise<OrderUpdatesResult> {
    return withRetry(() =>
      this.database.db.transaction(async (tx) => {
        const result: OrderUpdatesResult = { applied: [], unknown: [], refused: [] };
        const updates = lastPerOrder(dto.orders);
        const numbers = new Map<number, string>();
        for (const shown of updates.keys()) {
          const n = orderNumberOf(shown);
          if (n === null) result.unknown.push(shown);
          else numbers.set(n, shown);
        }
        const orders =
          numbers.size === 0
            ? []
            : await tx
                .select()
                .from(orderHeaders)
                .where(
                  and(
                    eq(orderHeaders.tenantId, ctx.tenantId),
                    inArray(orderHeaders.orderNumber, [...numbers.keys()]),
                  ),
                )
                .orderBy(asc(orderHeaders.orderNumber))
                .for('update');
        const found = new Map(orders.map((order) => [order.orderNumber, order]));
        for (const [n, shown] of numbers) {
          const order = found.get(n);
          const update = updates.get(shown);
          if (!order || !update) {
            result.unknown.push(shown);
            continue;
          }
          const refusal = await this.applyOne(tx, ctx, order, update);
          if (refusal)
            result.refused.push({
              orderNumber: shown,
              ...refusal,
              params: { ...refusal.params, record: shown },
            });
          else result.applied.push(shown);
        }
        return result;
      }),
    );
  }

  private async applyOne(
    tx: Database,
    ctx: RequestContext,
    order: OrderRow,
    update: OrderUpdateDto,
  ): Promise<{ key: string; params: Record<string, string | number> } | null> {
    const lines = await this.store.lines(tx, order.id);
    const plan = planOrderUpdate(lines, update.lines ?? []);
    if (!plan.ok) return { key: plan.key, params: plan.params };
    const after = new Map(lines.map((line) => [line.lineNumber, line]));
    // What Sellease invoiced since its last update is one invoice of its own: ours lists those pieces.
    const invoiced = plan.changes.flatMap((change) => {
      const line = after.get(change.lineNumber);
      return line && change.invoice > 0 ? [{ line, quantity: change.invoice }] : [];
    });
    if (invoiced.length > 0) await this.invoices.createForOrder(tx, ctx, order, invoiced);
    let changed = false;
    for (const change of plan.changes) {
      const held = after.get(change.lineNumber);
      if (!held) continue;
      let line: OrderLineRow = held;
      if (change.invoice > 0) line = await this.store.invoicePieces(tx, ctx, line, change.invoice);
      if (change.cancel > 0) line = await this.store.cancelPieces(tx, ctx, line, change.cancel);
      if (change.shipped !== line.shippedQty) {
        [line] = await tx
          .update(orderLines)
          .set({ shippedQty: change.shipped })
          .where(eq(orderLines.id, line.id))
          .returning();
      }
      changed ||= change.invoice > 0 || change.cancel > 0 || change.shipped !== held.shippedQty;
      after.set(change.lineNumber, line);
    }
    const seOrderNumber = update.seOrderNumber ?? order.seOrderNumber;
    if (!changed && seOrderNumber === order.seOrderNumber) return null;
    const rows = [...after.values()];
    await storeTotals(tx, order, rows);
    await this.store.setStatus(tx, ctx, order, statusAfterQuantities(order.status, rows), null, {
      seOrderNumber,
    });
    return null;
  }
}
