import { PriceStatus, type RequestContext, translate } from '@atelier/contracts/common';
import {
  type ChangeRequestMessage,
  type ChangeRequestView,
  type ConvertToSpecialMessage,
  type ListOrdersMessage,
  type OrderActionResult,
  type OrderDetail,
  OrdersErrorCode,
  OrderStatus,
  type OrderSummaryRow,
  type PageQueryDto,
  type Paged,
  type ReorderResult,
} from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { CartService } from '../cart/cart.service';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { InventoryService } from '../inventory/inventory.service';
import { OrdersException } from '../orders.exception';
import {
  changeRequests,
  orderHeaders,
  type OrderLineRow,
  orderLines,
  type OrderRow,
} from '../schema/orders.schema';
import { notFound, paged, requireCustomer, requireUser } from '../shared/context';
import { queryRows, withRetry } from '../shared/query';
import { OrderStore } from './order-store';
import {
  AWAITING_SO_APPROVAL,
  customerActions,
  orderTypeOf,
  pendingOf,
  statusAfterQuantities,
} from './order-status';
import { storeTotals } from './order-totals';
import { changeRequestView, detailView, moneyModeFor, summaryRow } from './order-view';

const UPDATABLE_PRICING: readonly OrderStatus[] = [
  OrderStatus.PendingOrder,
  OrderStatus.PartialComplete,
  OrderStatus.PartialCancel,
  OrderStatus.PartialSOApprove,
];
const CONVERTIBLE: readonly OrderStatus[] = [
  OrderStatus.PendingOrder,
  OrderStatus.PartialComplete,
  OrderStatus.PartialSOApprove,
];

/** The storefront's orders: lists, details and the customer's actions on an order. */
@Injectable()
export class OrdersService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly store: OrderStore,
    private readonly carts: CartService,
    private readonly catalogue: CatalogueClient,
    private readonly inventory: InventoryService,
  ) {}

  private get db() {
    return this.database.db;
  }

  /** /order-history (trade prices only, enforced here) and /order-list (money by price status). */
  async list(ctx: RequestContext, message: ListOrdersMessage): Promise<Paged<OrderSummaryRow>> {
    if (message.view === 'history' && ctx.priceStatus !== PriceStatus.Trade) {
      throw new OrdersException(OrdersErrorCode.TradePricesOnly, 'orders.tradeOnly');
    }
    const customerId = requireCustomer(ctx);
    const money = moneyModeFor(ctx.priceStatus);
    const {
      rows,
      count: total,
      stats,
    } = await this.store.list(
      this.db,
      [eq(orderHeaders.tenantId, ctx.tenantId), eq(orderHeaders.customerId, customerId)],
      message,
    );
    return paged(
      rows.map((row) =>
        summaryRow(row, stats.get(row.id) ?? { lineCount: 0, totalQuantity: 0 }, ctx.language, money),
      ),
      total,
      message,
    );
  }

  async get(ctx: RequestContext, orderId: string): Promise<OrderDetail> {
    requireCustomer(ctx);
    const order = await this.store.forCustomer(this.db, ctx, orderId);
    return this.detail(ctx, order);
  }

  async detail(ctx: RequestContext, order: OrderRow): Promise<OrderDetail> {
    const [lines, history, requests, bespoke] = await Promise.all([
      this.store.lines(this.db, order.id),
      this.store.history(this.db, order.id),
      this.store.changeRequests(this.db, order.id),
      this.store.bespokeLink(this.db, ctx.language, order),
    ]);
    const money = moneyModeFor(ctx.priceStatus);
    let rrpByLine: Map<string, number | null> | undefined;
    let wasRrpByLine: Map<string, number | null> | undefined;
    if (money === 'rrp') {
      // RRP per piece as the catalogue computes it for this caller (markup, VAT), never the trade price;
      // a discounted line's price before its discount rides along for the was/now.
      const discounted = lines.filter((l) => l.regularUnitPence !== null);
      const priced = await this.catalogue.visiblePrices(ctx, [
        ...lines.map((l) => ({ tradePence: l.unitPence })),
        ...discounted.map((l) => ({ tradePence: l.regularUnitPence ?? l.unitPence })),
      ]);
      rrpByLine = new Map(lines.map((l, i) => [l.id, priced.lines[i]?.pence ?? null]));
      wasRrpByLine = new Map(discounted.map((l, i) => [l.id, priced.lines[lines.length + i]?.pence ?? null]));
    }
    return detailView({
      order,
      lines,
      history,
      changeRequests: requests,
      bespoke,
      actions: customerActions(
        { status: order.status, awaitingCustomerApproval: order.awaitingCustomerApproval },
        lines,
      ),
      language: ctx.language,
      money,
      rrpByLine,
      wasRrpByLine,
    });
  }

  /** Status 5 or 7: the customer accepts the special order's pricing (5 → 6, 7 → 1). */
  approvePricing(ctx: RequestContext, orderId: string): Promise<OrderActionResult> {
    return this.act(ctx, orderId, 'orders.pricingApproved', async (tx, order, lines) => {
      if (!AWAITING_SO_APPROVAL.includes(order.status)) throw this.store.notAllowed(ctx, order);
      const updated = await this.applyUpdatedPrices(tx, lines);
      await storeTotals(tx, order, updated);
      const approved =
        order.status === OrderStatus.PartialSOForApprove
          ? OrderStatus.PartialSOApprove
          : OrderStatus.PendingOrder;
      await this.store.setStatus(tx, ctx, order, statusAfterQuantities(approved, updated), null, {
        awaitingCustomerApproval: false,
      });
    });
  }

  /** Status 5 or 7: the customer refuses the special order: its pending pieces are cancelled. */
  rejectPricing(ctx: RequestContext, orderId: string): Promise<OrderActionResult> {
    return this.act(ctx, orderId, 'orders.pricingRejected', async (tx, order, lines) => {
      if (!AWAITING_SO_APPROVAL.includes(order.status)) throw this.store.notAllowed(ctx, order);
      const after: OrderLineRow[] = [];
      for (const line of lines) {
        after.push(
          line.orderType === 'special' ? await this.store.cancelPieces(tx, ctx, line, pendingOf(line)) : line,
        );
      }
      await tx
        .update(orderLines)
        .set({ updatedUnitPence: null })
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.orderType, 'special')));
      await storeTotals(tx, order, after);
      await this.store.setStatus(
        tx,
        ctx,
        order,
        statusAfterQuantities(OrderStatus.PendingOrder, after),
        null,
        {
          awaitingCustomerApproval: false,
        },
      );
    });
  }

  approveUpdatedPricing(ctx: RequestContext, orderId: string): Promise<OrderActionResult> {
    return this.act(ctx, orderId, 'orders.updatedPricingApproved', async (tx, order, lines) => {
      this.assertUpdatedPricing(ctx, order);
      const updated = await this.applyUpdatedPrices(tx, lines);
      await storeTotals(tx, order, updated);
      await this.store.setStatus(tx, ctx, order, order.status, 'Updated pricing approved', {
        awaitingCustomerApproval: false,
      });
    });
  }

  /** The re-priced lines' pending pieces are cancelled (stock released); the rest stays as it was. */
  rejectUpdatedPricing(ctx: RequestContext, orderId: string): Promise<OrderActionResult> {
    return this.act(ctx, orderId, 'orders.updatedPricingRejected', async (tx, order, lines) => {
      this.assertUpdatedPricing(ctx, order);
      const after: OrderLineRow[] = [];
      for (const line of lines) {
        if (line.updatedUnitPence === null) {
          after.push(line);
          continue;
        }
        const cancelled = await this.store.cancelPieces(tx, ctx, line, pendingOf(line));
        const [cleared] = await tx
          .update(orderLines)
          .set({ updatedUnitPence: null })
          .where(eq(orderLines.id, line.id))
          .returning();
        after.push({ ...cancelled, updatedUnitPence: cleared.updatedUnitPence });
      }
      await storeTotals(tx, order, after);
      await this.store.setStatus(
        tx,
        ctx,
        order,
        statusAfterQuantities(order.status, after),
        'Updated pricing rejected',
        { awaitingCustomerApproval: false },
      );
    });
  }

  /** Pending stock pieces become special-order pieces (their reservation is released). */
  convertToSpecial(ctx: RequestContext, message: ConvertToSpecialMessage): Promise<OrderActionResult> {
    return this.act(ctx, message.orderId, 'orders.convertedToSpecial', async (tx, order, lines) => {
      if (!CONVERTIBLE.includes(order.status)) throw this.store.notAllowed(ctx, order);
      const wanted = message.lineIds ? new Set(message.lineIds) : null;
      if (wanted && [...wanted].some((id) => !lines.some((l) => l.id === id))) throw notFound();
      const candidates = lines.filter(
        (l) => l.orderType === 'stock' && pendingOf(l) > 0 && (!wanted || wanted.has(l.id)),
      );
      if (candidates.length === 0) {
        throw new OrdersException(OrdersErrorCode.ActionNotAllowed, 'orders.nothingToConvert');
      }
      let nextLine = lines.reduce((m, l) => Math.max(m, l.lineNumber), 0) + 1;
      for (const line of candidates) {
        const pending = pendingOf(line);
        const release = Math.min(pending, line.reservedQty);
        if (release > 0 && line.variantId) {
          await this.inventory.adjust(tx, ctx, line.variantId, { reserved: -release });
        }
        if (line.invoicedQty + line.canceledQty === 0) {
          await tx
            .update(orderLines)
            .set({ orderType: 'special', reservedQty: 0 })
            .where(eq(orderLines.id, line.id));
        } else {
          // Keep what was invoiced or cancelled on the stock line; the pending pieces move to a new line.
          await tx
            .update(orderLines)
            .set({ quantity: line.invoicedQty + line.canceledQty, reservedQty: line.reservedQty - release })
            .where(eq(orderLines.id, line.id));
          const { id: _id, ...rest } = line;
          await tx.insert(orderLines).values({
            ...rest,
            lineNumber: nextLine,
            orderType: 'special',
            quantity: pending,
            invoicedQty: 0,
            canceledQty: 0,
            reservedQty: 0,
          });
          nextLine += 1;
        }
      }
      const after = await this.store.lines(tx, order.id);
      const stockLeft = after.some((l) => l.orderType === 'stock' && l.quantity - l.canceledQty > 0);
      let seOrderNumber = order.seOrderNumber;
      if (seOrderNumber === null) {
        const [row] = await queryRows<{ n: string | number }>(
          tx,
          sql.raw("select nextval('orders.se_order_number_seq') as n"),
        );
        seOrderNumber = Number(row.n);
      }
      await storeTotals(tx, order, after);
      await this.store.setStatus(
        tx,
        ctx,
        order,
        stockLeft ? OrderStatus.PartialSOForApprove : OrderStatus.SOApprove,
        null,
        { orderType: orderTypeOf(after), seOrderNumber },
      );
    });
  }

  /** The order's lines back into the cart at today's prices; what cannot go back is listed. */
  async reorder(ctx: RequestContext, orderId: string): Promise<ReorderResult> {
    requireCustomer(ctx);
    const order = await this.store.forCustomer(this.db, ctx, orderId);
    const lines = await this.store.lines(this.db, order.id);
    const skipped: ReorderResult['skipped'] = [];
    for (const line of lines) {
      if (!line.variantId) continue;
      try {
        await this.carts.add(ctx, {
          variantId: line.variantId,
          quantity: line.quantity,
          size: line.size ?? undefined,
          ringSize: line.ringSize ?? undefined,
          engravingText: line.engravingText ?? undefined,
        });
      } catch (error) {
        if (!(error instanceof OrdersException)) throw error;
        skipped.push({
          design_number: line.designNumber,
          reason: translate(ctx.language, error.i18nKey, error.params),
        });
      }
    }
    return {
      cart: await this.carts.view(ctx),
      skipped,
      message: translate(ctx.language, 'orders.reordered'),
    };
  }

  async createChangeRequest(ctx: RequestContext, message: ChangeRequestMessage): Promise<ChangeRequestView> {
    const customerId = requireCustomer(ctx);
    const userId = requireUser(ctx);
    const order = await this.store.forCustomer(this.db, ctx, message.orderId);
    if (order.status === OrderStatus.Cancelled || order.status === OrderStatus.OrderComplete) {
      throw this.store.notAllowed(ctx, order);
    }
    if (message.lineId) {
      const [line] = await this.db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.id, message.lineId)));
      if (!line) throw notFound();
    }
    const [row] = await this.db
      .insert(changeRequests)
      .values({
        tenantId: ctx.tenantId,
        customerId,
        orderId: order.id,
        lineId: message.lineId ?? null,
        userId,
        message: message.message.trim(),
      })
      .returning();
    return changeRequestView(row, order.orderNumber);
  }

  async listChangeRequests(ctx: RequestContext, query: PageQueryDto): Promise<Paged<ChangeRequestView>> {
    const customerId = requireCustomer(ctx);
    return this.changeRequestPage(
      [eq(changeRequests.tenantId, ctx.tenantId), eq(changeRequests.customerId, customerId)],
      query,
    );
  }

  async changeRequestPage(scope: SQL[], query: PageQueryDto): Promise<Paged<ChangeRequestView>> {
    const where = and(
      ...scope,
      ...(query.status ? [eq(changeRequests.status, query.status as 'open' | 'resolved' | 'rejected')] : []),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ request: changeRequests, orderNumber: orderHeaders.orderNumber })
        .from(changeRequests)
        .innerJoin(orderHeaders, eq(orderHeaders.id, changeRequests.orderId))
        .where(where)
        .orderBy(desc(changeRequests.createdAt))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(changeRequests).where(where),
    ]);
    return paged(
      rows.map((r) => changeRequestView(r.request, r.orderNumber)),
      Number(total?.n ?? 0),
      query,
    );
  }

  // ---- helpers ------------------------------------------------------------------------------------

  private assertUpdatedPricing(ctx: RequestContext, order: OrderRow): void {
    if (!order.awaitingCustomerApproval || !UPDATABLE_PRICING.includes(order.status)) {
      throw this.store.notAllowed(ctx, order);
    }
  }

  private async applyUpdatedPrices(tx: Database, lines: OrderLineRow[]): Promise<OrderLineRow[]> {
    const out: OrderLineRow[] = [];
    for (const line of lines) {
      if (line.updatedUnitPence === null) {
        out.push(line);
        continue;
      }
      const [updated] = await tx
        .update(orderLines)
        .set({ unitPence: line.updatedUnitPence, updatedUnitPence: null })
        .where(eq(orderLines.id, line.id))
        .returning();
      out.push(updated);
    }
    return out;
  }

  /** One customer action: the order locked, the change made, the order answered as it is now. */
  private async act(
    ctx: RequestContext,
    orderId: string,
    messageKey: string,
    change: (tx: Database, order: OrderRow, lines: OrderLineRow[]) => Promise<void>,
  ): Promise<OrderActionResult> {
    requireCustomer(ctx);
    await withRetry(() =>
      this.db.transaction(async (tx) => {
        const order = await this.store.forCustomer(tx, ctx, orderId, true);
        await change(tx, order, await this.store.lines(tx, order.id));
      }),
    );
    const order = await this.store.forCustomer(this.db, ctx, orderId);
    return { order: await this.detail(ctx, order), message: translate(ctx.language, messageKey) };
  }
}
