import { type LanguageCode, type RequestContext, translate } from '@atelier/contracts/common';
import {
  type BespokeLineStatus,
  type ListOrdersQueryDto,
  type OrderBespokeLink,
  type OrderLinesCancelledEvent,
  OrdersErrorCode,
  OrdersEvents,
  type OrderStatus,
} from '@atelier/contracts/orders';
import type { Database } from '@atelier/platform';
import { Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { InventoryService } from '../inventory/inventory.service';
import { OrdersException } from '../orders.exception';
import { enqueueEvent } from '../outbox/outbox';
import {
  bespokeOrders,
  bespokeQuotes,
  changeRequests,
  orderHeaders,
  type OrderLineRow,
  orderLines,
  type OrderRow,
  orderStatusHistory,
} from '../schema/orders.schema';
import { orderNotFound } from '../shared/context';
import { bespokeNumberText, statusLabel } from '../shared/format';
import type { LineStats } from './order-view';
import { pendingOf } from './order-status';

const NUMBER_SEARCH = /^(?:AT|SE)?0*(\d{1,15})$/i;

/** Loading orders in the caller's scope, and the changes every order action is made of. */
@Injectable()
export class OrderStore {
  constructor(private readonly inventory: InventoryService) {}

  /** An order of the caller's customer; any other (customer, tenant, or none) is the same 404. */
  async forCustomer(db: Database, ctx: RequestContext, orderId: string, lock = false): Promise<OrderRow> {
    if (!ctx.customerId) throw orderNotFound();
    const query = db
      .select()
      .from(orderHeaders)
      .where(
        and(
          eq(orderHeaders.tenantId, ctx.tenantId),
          eq(orderHeaders.customerId, ctx.customerId),
          eq(orderHeaders.id, orderId),
        ),
      );
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw orderNotFound();
    return order;
  }

  /** Any order of the caller's tenant (back office). */
  async forTenant(db: Database, ctx: RequestContext, orderId: string, lock = false): Promise<OrderRow> {
    const query = db
      .select()
      .from(orderHeaders)
      .where(and(eq(orderHeaders.tenantId, ctx.tenantId), eq(orderHeaders.id, orderId)));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw orderNotFound();
    return order;
  }

  lines(db: Database, orderId: string): Promise<OrderLineRow[]> {
    return db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.lineNumber));
  }

  history(db: Database, orderId: string) {
    return db
      .select({ status: orderStatusHistory.status, note: orderStatusHistory.note, at: orderStatusHistory.at })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));
  }

  changeRequests(db: Database, orderId: string) {
    return db
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.orderId, orderId))
      .orderBy(desc(changeRequests.createdAt));
  }

  async stats(db: Database, orderIds: readonly string[]): Promise<Map<string, LineStats>> {
    const stats = new Map<string, LineStats>();
    if (orderIds.length === 0) return stats;
    const rows = await db
      .select({
        orderId: orderLines.orderId,
        lineCount: count(),
        totalQuantity: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...orderIds]))
      .groupBy(orderLines.orderId);
    for (const row of rows)
      stats.set(row.orderId, { lineCount: Number(row.lineCount), totalQuantity: row.totalQuantity });
    return stats;
  }

  /** The bespoke request an order was accepted from, with its line's status (null: a cart order). */
  async bespokeLink(db: Database, language: LanguageCode, order: OrderRow): Promise<OrderBespokeLink | null> {
    if (!order.bespokeId) return null;
    const [row] = await db
      .select({
        id: bespokeOrders.id,
        referenceNumber: bespokeOrders.referenceNumber,
        lineStatus: bespokeOrders.lineStatus,
        version: bespokeQuotes.version,
      })
      .from(bespokeOrders)
      .leftJoin(bespokeQuotes, eq(bespokeQuotes.id, bespokeOrders.acceptedQuoteId))
      .where(eq(bespokeOrders.id, order.bespokeId));
    if (!row) return null;
    const lineStatus = row.lineStatus as BespokeLineStatus | null;
    return {
      _id: row.id,
      reference_number: bespokeNumberText(row.referenceNumber),
      quote_version: row.version ?? 0,
      line_status: lineStatus,
      line_status_label: lineStatus ? translate(language, `orders.bespoke.line.status.${lineStatus}`) : null,
    };
  }

  /** A page of orders, newest first, with the list filters (status, type, search, dates). */
  async list(
    db: Database,
    scope: SQL[],
    query: ListOrdersQueryDto,
    extra: SQL[] = [],
  ): Promise<{ rows: OrderRow[]; count: number; stats: Map<string, LineStats> }> {
    const where: SQL[] = [...scope, ...extra];
    if (query.status !== undefined) where.push(eq(orderHeaders.status, query.status));
    if (query.type === 'special') where.push(inArray(orderHeaders.orderType, ['special', 'mixed']));
    if (query.type === 'stock') where.push(eq(orderHeaders.orderType, 'stock'));
    if (query.from) where.push(gte(orderHeaders.placedAt, new Date(`${query.from}T00:00:00Z`)));
    if (query.to) {
      const end = new Date(`${query.to}T00:00:00Z`);
      end.setUTCDate(end.getUTCDate() + 1);
      where.push(lt(orderHeaders.placedAt, end));
    }
    const search = query.search?.trim();
    if (search) {
      const byDesign = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orderHeaders.id} and ${orderLines.designNumber} ilike ${`${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`;
      const number = NUMBER_SEARCH.exec(search);
      if (number) {
        const n = Number(number[1]);
        where.push(
          or(
            eq(orderHeaders.orderNumber, n),
            eq(orderHeaders.referenceNumber, n),
            eq(orderHeaders.seOrderNumber, n),
            byDesign,
          ) as SQL,
        );
      } else {
        where.push(byDesign);
      }
    }
    const condition = and(...where);
    const offset = (query.page - 1) * query.limit;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(orderHeaders)
        .where(condition)
        .orderBy(desc(orderHeaders.placedAt), desc(orderHeaders.orderNumber))
        .limit(query.limit)
        .offset(offset),
      db.select({ n: count() }).from(orderHeaders).where(condition),
    ]);
    const stats = await this.stats(
      db,
      rows.map((r) => r.id),
    );
    return { rows, count: Number(total?.n ?? 0), stats };
  }

  /** Records a status change, with its history row. */
  async setStatus(
    tx: Database,
    ctx: RequestContext,
    order: OrderRow,
    to: OrderStatus,
    note: string | null = null,
    extra: Partial<Pick<OrderRow, 'awaitingCustomerApproval' | 'orderType' | 'seOrderNumber'>> = {},
  ): Promise<void> {
    await tx
      .update(orderHeaders)
      .set({ status: to, updatedAt: new Date(), ...extra })
      .where(eq(orderHeaders.id, order.id));
    if (to !== order.status || note) {
      await tx
        .insert(orderStatusHistory)
        .values({ tenantId: ctx.tenantId, orderId: order.id, status: to, note, byUserId: ctx.userId });
    }
  }

  /** Cancels pending pieces of a line; a stock line gives its reservation back. */
  async cancelPieces(
    tx: Database,
    ctx: RequestContext,
    line: OrderLineRow,
    pieces: number,
  ): Promise<OrderLineRow> {
    const quantity = Math.min(pieces, pendingOf(line));
    if (quantity <= 0) return line;
    const release = Math.min(quantity, line.reservedQty);
    if (release > 0 && line.variantId) {
      await this.inventory.adjust(tx, ctx, line.variantId, { reserved: -release });
    }
    const [updated] = await tx
      .update(orderLines)
      .set({ canceledQty: line.canceledQty + quantity, reservedQty: line.reservedQty - release })
      .where(eq(orderLines.id, line.id))
      .returning();
    const event: OrderLinesCancelledEvent = {
      orderId: line.orderId,
      lines: [{ lineNumber: updated.lineNumber, canceledQty: updated.canceledQty }],
    };
    await enqueueEvent(tx, ctx, OrdersEvents.OrderLinesCancelled, event);
    return updated;
  }

  /** Invoices pending pieces: reserved stock leaves the warehouse (on hand and reserved go down). */
  async invoicePieces(
    tx: Database,
    ctx: RequestContext,
    line: OrderLineRow,
    pieces: number,
  ): Promise<OrderLineRow> {
    const quantity = Math.min(pieces, pendingOf(line));
    if (quantity <= 0) return line;
    const consume = Math.min(quantity, line.reservedQty);
    if (consume > 0 && line.variantId) {
      await this.inventory.adjust(tx, ctx, line.variantId, { reserved: -consume, onHand: -consume });
    }
    const [updated] = await tx
      .update(orderLines)
      .set({ invoicedQty: line.invoicedQty + quantity, reservedQty: line.reservedQty - consume })
      .where(eq(orderLines.id, line.id))
      .returning();
    return updated;
  }

  notAllowed(ctx: RequestContext, order: OrderRow): OrdersException {
    return new OrdersException(OrdersErrorCode.ActionNotAllowed, 'orders.actionNotAllowed', {
      status: statusLabel(ctx.language, order.status),
    });
  }
}
