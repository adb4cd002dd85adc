import { type RequestContext, translate } from '@atelier/contracts/common';
import {
  type AdminCancelLinesMessage,
  type AdminInvoiceOrderMessage,
  type AdminListOrdersQueryDto,
  type AdminOrderSummaryRow,
  type AdminPageQueryDto,
  type AdminResolveChangeRequestMessage,
  type AdminSetInventoryMessage,
  type AdminSetOrderStatusMessage,
  type AdminUpdatePricingMessage,
  type ChangeRequestView,
  type InventoryView,
  type InvoiceView,
  type OrderActionResult,
  type OrderDetail,
  OrdersErrorCode,
  OrderStatus,
  type Paged,
  type QuantityLineDto,
} from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle, validationException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { InventoryService } from '../inventory/inventory.service';
import { InvoicesService } from '../invoices/invoices.service';
import { OrdersException } from '../orders.exception';
import { OrderStore } from '../orders/order-store';
import { AWAITING_SO_APPROVAL, pendingOf, statusAfterQuantities } from '../orders/order-status';
import { storeTotals } from '../orders/order-totals';
import { adminSummaryRow, changeRequestView, detailView } from '../orders/order-view';
import { OrdersService } from '../orders/orders.service';
import {
  changeRequests,
  inventory,
  type InventoryRow,
  orderHeaders,
  type OrderLineRow,
  orderLines,
  type OrderRow,
} from '../schema/orders.schema';
import { notFound, paged } from '../shared/context';
import { poundsToPence } from '../shared/money';
import { withRetry } from '../shared/query';
import { planLineQuantities } from '../orders/line-quantities';

const CLOSED: readonly OrderStatus[] = [OrderStatus.Cancelled, OrderStatus.OrderComplete];

function inventoryView(row: InventoryRow): InventoryView {
  return {
    variant_id: row.variantId,
    sku: row.sku,
    design_number: row.designNumber,
    on_hand: row.onHand,
    reserved: row.reserved,
    available: row.onHand - row.reserved,
    version: row.version,
    is_special_offer: row.isSpecialOffer,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The back office's order screens (permission "orders", checked by the gateway). */
@Injectable()
export class AdminOrdersService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly store: OrderStore,
    private readonly orders: OrdersService,
    private readonly invoices: InvoicesService,
    private readonly inventory: InventoryService,
    private readonly catalogue: CatalogueClient,
  ) {}

  private get db() {
    return this.database.db;
  }

  async list(ctx: RequestContext, query: AdminListOrdersQueryDto): Promise<Paged<AdminOrderSummaryRow>> {
    const { rows, count, stats } = await this.store.list(
      this.db,
      [eq(orderHeaders.tenantId, ctx.tenantId)],
      query,
      [
        ...(query.customerId ? [eq(orderHeaders.customerId, query.customerId)] : []),
        ...(query.awaitingCustomer === 'true' ? [eq(orderHeaders.awaitingCustomerApproval, true)] : []),
      ],
    );
    return paged(
      rows.map((row) =>
        adminSummaryRow(row, stats.get(row.id) ?? { lineCount: 0, totalQuantity: 0 }, ctx.language),
      ),
      count,
      query,
    );
  }

  async get(ctx: RequestContext, orderId: string): Promise<OrderDetail> {
    return this.detail(ctx, await this.store.forTenant(this.db, ctx, orderId));
  }

  /** 0: cancel every pending piece (stock released); 2: invoice every pending piece. */
  async setStatus(
    ctx: RequestContext,
    message: AdminSetOrderStatusMessage,
  ): Promise<OrderActionResult & { invoice?: InvoiceView }> {
    let invoiceId: string | null = null;
    await this.inTransaction(ctx, message.orderId, async (tx, order, lines) => {
      const status = order.status;
      if (CLOSED.includes(status)) throw this.store.notAllowed(ctx, order);
      const after: OrderLineRow[] = [];
      if (message.status === 0) {
        for (const line of lines) after.push(await this.store.cancelPieces(tx, ctx, line, pendingOf(line)));
      } else {
        if (AWAITING_SO_APPROVAL.includes(status)) throw this.store.notAllowed(ctx, order);
        const pieces = lines
          .filter((l) => pendingOf(l) > 0)
          .map((line) => ({ line, quantity: pendingOf(line) }));
        if (pieces.length > 0) invoiceId = (await this.invoices.createForOrder(tx, ctx, order, pieces)).id;
        for (const line of lines) after.push(await this.store.invoicePieces(tx, ctx, line, pendingOf(line)));
      }
      await storeTotals(tx, order, after);
      await this.store.setStatus(
        tx,
        ctx,
        order,
        statusAfterQuantities(status, after),
        message.note?.trim() || null,
      );
    });
    return this.answer(ctx, message.orderId, 'orders.statusChanged', invoiceId);
  }

  /** New prices per line; the customer approves or rejects them (order pricing at 5/7). */
  async updatePricing(ctx: RequestContext, message: AdminUpdatePricingMessage): Promise<OrderActionResult> {
    await this.inTransaction(ctx, message.orderId, async (tx, order, lines) => {
      if (CLOSED.includes(order.status)) throw this.store.notAllowed(ctx, order);
      const byId = new Map(lines.map((l) => [l.id, l]));
      for (const change of message.lines) {
        if (!byId.has(change.lineId)) throw notFound();
        await tx
          .update(orderLines)
          .set({ updatedUnitPence: poundsToPence(change.unitPrice) })
          .where(eq(orderLines.id, change.lineId));
      }
      await this.store.setStatus(tx, ctx, order, order.status, message.note?.trim() || 'Pricing updated', {
        awaitingCustomerApproval: true,
      });
    });
    return this.answer(ctx, message.orderId, 'orders.pricingUpdated');
  }

  async invoice(
    ctx: RequestContext,
    message: AdminInvoiceOrderMessage,
  ): Promise<OrderActionResult & { invoice?: InvoiceView }> {
    let invoiceId: string | null = null;
    await this.inTransaction(ctx, message.orderId, async (tx, order, lines) => {
      const status = order.status;
      if (CLOSED.includes(status)) throw this.store.notAllowed(ctx, order);
      const wanted =
        message.lines ??
        lines.filter((l) => pendingOf(l) > 0).map((l) => ({ lineId: l.id, quantity: pendingOf(l) }));
      const pieces = this.piecesOf(lines, wanted);
      // Special-order pieces are made only once the customer approved their pricing.
      if (AWAITING_SO_APPROVAL.includes(status) && pieces.some((p) => p.line.orderType === 'special')) {
        throw this.store.notAllowed(ctx, order);
      }
      if (pieces.length === 0) throw this.store.notAllowed(ctx, order);
      invoiceId = (await this.invoices.createForOrder(tx, ctx, order, pieces)).id;
      const after = new Map(lines.map((l) => [l.id, l]));
      for (const { line, quantity } of pieces)
        after.set(line.id, await this.store.invoicePieces(tx, ctx, line, quantity));
      await storeTotals(tx, order, [...after.values()]);
      await this.store.setStatus(tx, ctx, order, statusAfterQuantities(status, [...after.values()]));
    });
    return this.answer(ctx, message.orderId, 'orders.invoiced', invoiceId);
  }

  async cancelLines(ctx: RequestContext, message: AdminCancelLinesMessage): Promise<OrderActionResult> {
    await this.inTransaction(ctx, message.orderId, async (tx, order, lines) => {
      if (CLOSED.includes(order.status)) throw this.store.notAllowed(ctx, order);
      const pieces = this.piecesOf(lines, message.lines);
      const after = new Map(lines.map((l) => [l.id, l]));
      for (const { line, quantity } of pieces)
        after.set(line.id, await this.store.cancelPieces(tx, ctx, line, quantity));
      await storeTotals(tx, order, [...after.values()]);
      await this.store.setStatus(tx, ctx, order, statusAfterQuantities(order.status, [...after.values()]));
    });
    return this.answer(ctx, message.orderId, 'orders.linesCancelled');
  }

  listChangeRequests(ctx: RequestContext, query: AdminPageQueryDto): Promise<Paged<ChangeRequestView>> {
    return this.orders.changeRequestPage(
      [
        eq(changeRequests.tenantId, ctx.tenantId),
        ...(query.customerId ? [eq(changeRequests.customerId, query.customerId)] : []),
      ],
      query,
    );
  }

  async resolveChangeRequest(
    ctx: RequestContext,
    message: AdminResolveChangeRequestMessage,
  ): Promise<ChangeRequestView> {
    const [row] = await this.db
      .update(changeRequests)
      .set({ status: message.status, response: message.response?.trim() || null, resolvedAt: new Date() })
      .where(and(eq(changeRequests.tenantId, ctx.tenantId), eq(changeRequests.id, message.id)))
      .returning();
    if (!row) throw notFound();
    const order = await this.store.forTenant(this.db, ctx, row.orderId);
    return changeRequestView(row, order.orderNumber);
  }

  async getInventory(ctx: RequestContext, variantId: string): Promise<InventoryView> {
    return inventoryView(await this.inventoryRow(ctx, variantId));
  }

  /** A stock take: on hand as counted; pieces reserved by open orders cannot be counted away. */
  async setInventory(ctx: RequestContext, message: AdminSetInventoryMessage): Promise<InventoryView> {
    await this.inventoryRow(ctx, message.variantId);
    const row = await withRetry(() =>
      this.db.transaction(async (tx) => {
        const [locked] = await this.inventory
          .lock(tx, ctx.tenantId, [message.variantId])
          .then((m) => [...m.values()]);
        if (!locked) throw notFound();
        if (message.onHand < locked.reserved) {
          throw new OrdersException(OrdersErrorCode.ActionNotAllowed, 'orders.stockBelowReserved', {
            reserved: locked.reserved,
          });
        }
        return this.inventory.setOnHand(tx, ctx, message.variantId, message.onHand);
      }),
    );
    return inventoryView(row);
  }

  // ---- helpers ------------------------------------------------------------------------------------

  private async inventoryRow(ctx: RequestContext, variantId: string): Promise<InventoryRow> {
    const find = () =>
      this.db
        .select()
        .from(inventory)
        .where(and(eq(inventory.tenantId, ctx.tenantId), eq(inventory.variantId, variantId)));
    let [row] = await find();
    if (!row) {
      const facts = await this.catalogue.variants(ctx, [variantId]);
      if (facts.size === 0) throw notFound();
      await this.inventory.ensure(ctx, facts.values());
      [row] = await find();
    }
    if (!row) throw notFound();
    return row;
  }

  /** The lines and quantities asked for, each at most what is still pending (400 naming the field). */
  /** The pieces a request takes from each line, summed per line and checked against what is pending. */
  private piecesOf(lines: OrderLineRow[], wanted: readonly QuantityLineDto[]) {
    const byId = new Map(lines.map((l) => [l.id, l]));
    const plan = planLineQuantities(wanted, (lineId) => {
      const line = byId.get(lineId);
      return line ? pendingOf(line) : undefined;
    });
    if (plan.kind === 'unknown-line') throw notFound();
    if (plan.kind === 'over') throw validationException(plan.issues);
    return [...plan.totals].map(([lineId, quantity]) => ({
      line: byId.get(lineId) as OrderLineRow,
      quantity,
    }));
  }

  private async inTransaction(
    ctx: RequestContext,
    orderId: string,
    change: (tx: Database, order: OrderRow, lines: OrderLineRow[]) => Promise<void>,
  ): Promise<void> {
    await withRetry(() =>
      this.db.transaction(async (tx) => {
        const order = await this.store.forTenant(tx, ctx, orderId, true);
        await change(tx, order, await this.store.lines(tx, order.id));
      }),
    );
  }

  private async detail(ctx: RequestContext, order: OrderRow): Promise<OrderDetail> {
    const [lines, history, requests, bespoke] = await Promise.all([
      this.store.lines(this.db, order.id),
      this.store.history(this.db, order.id),
      this.store.changeRequests(this.db, order.id),
      this.store.bespokeLink(this.db, ctx.language, order),
    ]);
    return detailView({
      order,
      lines,
      history,
      changeRequests: requests,
      bespoke,
      actions: [],
      language: ctx.language,
      money: 'trade',
    });
  }

  private async answer(
    ctx: RequestContext,
    orderId: string,
    messageKey: string,
    invoiceId: string | null = null,
  ): Promise<OrderActionResult & { invoice?: InvoiceView }> {
    const order = await this.get(ctx, orderId);
    const result: OrderActionResult & { invoice?: InvoiceView } = {
      order,
      message: translate(ctx.language, messageKey),
    };
    if (invoiceId) {
      result.invoice = await this.invoices.getForTenant(ctx, invoiceId);
      result.message = `${result.message} ${result.invoice.invoice_number}`;
    }
    return result;
  }
}
