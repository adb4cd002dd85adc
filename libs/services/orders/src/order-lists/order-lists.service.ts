import { disclosedName, type VariantForOrder } from '@atelier/contracts/catalogue';
import { type Paged, type RequestContext } from '@atelier/contracts/common';
import {
  type AddOrderListItemsMessage,
  type ImportOrderListMessage,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LIST_LINES,
  type OrderListImported,
  type OrderListLineIdDto,
  type OrderListLineView,
  type OrderListSummary,
  type OrderListToCartMessage,
  type OrderListDetail,
  OrdersErrorCode,
  type PageQueryDto,
  type QuickOrderAdded,
  type RenameOrderListMessage,
  type UpdateOrderListLineMessage,
} from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { OrdersException } from '../orders.exception';
import { QuickOrderService, rowResult } from '../quick-order/quick-order.service';
import type { ResolvedRow } from '../quick-order/quick-order-rows';
import {
  type OrderListLineRow,
  orderListLines,
  type OrderListRow,
  orderLists,
} from '../schema/orders.schema';
import { paged, requireCustomer, requireUser } from '../shared/context';
import { variantDescription } from '../shared/format';
import { parseOrderListCsv } from './order-list-csv';

const notFound = () => new OrdersException(OrdersErrorCode.OrderListNotFound, 'orders.orderLists.notFound');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function summary(list: OrderListRow, lineCount: number): OrderListSummary {
  return {
    id: list.id,
    name: list.name,
    line_count: lineCount,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  };
}

function lineView(ctx: RequestContext, line: OrderListLineRow): OrderListLineView {
  return {
    id: line.id,
    variant_id: line.variantId,
    sku: line.sku,
    design_id: line.designId,
    design_number: line.designNumber,
    design_name: disclosedName(line.designName, line.isLabGrown, ctx.language),
    labGrown: line.isLabGrown,
    description: line.description,
    image_key: line.imageKey,
    quantity: line.quantity,
  };
}

/**
 * Order lists (requisition lists): named per customer and shared by all the customer's users. Every
 * call is scoped to the tenant and the customer the gateway checked the caller is mapped to; another
 * customer's list answers as none (404).
 */
@Injectable()
export class OrderListsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly catalogue: CatalogueClient,
    private readonly quickOrder: QuickOrderService,
  ) {}

  private get db() {
    return this.database.db;
  }

  async list(ctx: RequestContext, query: PageQueryDto): Promise<Paged<OrderListSummary>> {
    const customerId = requireCustomer(ctx);
    const search = query.search?.trim();
    const where = and(
      eq(orderLists.tenantId, ctx.tenantId),
      eq(orderLists.customerId, customerId),
      ...(search ? [ilike(orderLists.name, `%${escapeLike(search)}%`)] : []),
    );
    // Qualified by hand: drizzle names a correlated column without its table inside a subquery.
    const lineCount = sql<number>`(SELECT count(*)::int FROM orders.order_list_lines l WHERE l.list_id = "order_lists"."id")`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ list: orderLists, lineCount })
        .from(orderLists)
        .where(where)
        .orderBy(desc(orderLists.updatedAt), asc(orderLists.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(orderLists).where(where),
    ]);
    return paged(
      rows.map((r) => summary(r.list, r.lineCount)),
      total.n,
      query,
    );
  }

  async create(ctx: RequestContext, name: string): Promise<OrderListDetail> {
    const customerId = requireCustomer(ctx);
    const userId = requireUser(ctx);
    const [list] = await this.db
      .insert(orderLists)
      .values({ tenantId: ctx.tenantId, customerId, name: name.trim(), createdByUserId: userId })
      .returning();
    return { ...summary(list, 0), lines: [] };
  }

  async get(ctx: RequestContext, listId: string): Promise<OrderListDetail> {
    return this.view(this.db, ctx, await this.load(this.db, ctx, listId));
  }

  async rename(ctx: RequestContext, message: RenameOrderListMessage): Promise<OrderListDetail> {
    const list = await this.load(this.db, ctx, message.listId);
    const [renamed] = await this.db
      .update(orderLists)
      .set({ name: message.name.trim(), updatedAt: new Date() })
      .where(eq(orderLists.id, list.id))
      .returning();
    return this.view(this.db, ctx, renamed);
  }

  async remove(ctx: RequestContext, listId: string): Promise<OrderListSummary> {
    const list = await this.load(this.db, ctx, listId);
    const lines = await this.linesOf(this.db, list.id);
    await this.db.delete(orderLists).where(eq(orderLists.id, list.id));
    return summary(list, lines.length);
  }

  async addItems(ctx: RequestContext, message: AddOrderListItemsMessage): Promise<OrderListDetail> {
    await this.load(this.db, ctx, message.listId);
    const facts = await this.catalogue.variants(
      ctx,
      message.items.map((i) => i.variantId),
    );
    const items = message.items.flatMap((item) => {
      const fact = facts.get(item.variantId);
      return fact && !fact.retired ? [{ fact, quantity: item.quantity }] : [];
    });
    if (items.length === 0) {
      throw new OrdersException(OrdersErrorCode.VariantUnavailable, 'orders.variantUnavailable');
    }
    return this.db.transaction(async (tx) => {
      const list = await this.load(tx, ctx, message.listId, true);
      await this.upsertLines(tx, ctx, list.id, items);
      return this.view(tx, ctx, list);
    });
  }

  async updateLine(ctx: RequestContext, message: UpdateOrderListLineMessage): Promise<OrderListDetail> {
    return this.db.transaction(async (tx) => {
      const list = await this.load(tx, ctx, message.listId, true);
      const updated = await tx
        .update(orderListLines)
        .set({ quantity: message.quantity })
        .where(and(eq(orderListLines.listId, list.id), eq(orderListLines.id, message.lineId)))
        .returning({ id: orderListLines.id });
      if (updated.length === 0) throw notFound();
      return this.view(tx, ctx, await this.touch(tx, list.id));
    });
  }

  async removeLine(ctx: RequestContext, message: OrderListLineIdDto): Promise<OrderListDetail> {
    return this.db.transaction(async (tx) => {
      const list = await this.load(tx, ctx, message.listId, true);
      const removed = await tx
        .delete(orderListLines)
        .where(and(eq(orderListLines.listId, list.id), eq(orderListLines.id, message.lineId)))
        .returning({ id: orderListLines.id });
      if (removed.length === 0) throw notFound();
      return this.view(tx, ctx, await this.touch(tx, list.id));
    });
  }

  /** The whole list, or the lines named, into the cart in one step (the quick order's rules). */
  async toCart(ctx: RequestContext, message: OrderListToCartMessage): Promise<QuickOrderAdded> {
    const list = await this.load(this.db, ctx, message.listId);
    const all = await this.linesOf(this.db, list.id);
    const wanted = message.lineIds ? new Set(message.lineIds) : null;
    const lines = wanted ? all.filter((l) => wanted.has(l.id)) : all;
    if (wanted && lines.length !== wanted.size) throw notFound();
    const facts = await this.catalogue.variants(
      ctx,
      lines.map((l) => l.variantId),
    );
    const rows = lines.map((line, index): ResolvedRow => {
      const fact = facts.get(line.variantId) ?? null;
      const base = { row: index + 1, code: line.sku, quantity: line.quantity, options: [] };
      if (!fact)
        return {
          ...base,
          fact: null,
          problem: { problem: 'unknown', field: 'code', params: { code: line.sku } },
        };
      if (fact.retired) {
        return {
          ...base,
          fact: null,
          problem: { problem: 'retired', field: 'code', params: { code: line.sku } },
        };
      }
      return { ...base, fact, problem: null };
    });
    return this.quickOrder.addResolved(ctx, rows);
  }

  /** Rows of a CSV into the list: the valid ones added in one transaction, the others answered by row. */
  async importCsv(ctx: RequestContext, message: ImportOrderListMessage): Promise<OrderListImported> {
    await this.load(this.db, ctx, message.listId);
    const inputs = parseOrderListCsv(message.csv);
    if (!inputs)
      throw new OrdersException(OrdersErrorCode.OrderListCsvInvalid, 'orders.orderLists.csvInvalid');
    // Rows are numbered as the file's lines: the header is line 1.
    const rows = (await this.quickOrder.resolve(ctx, inputs)).map((r) => ({ ...r, row: r.row + 1 }));
    const valid = rows.filter((r) => !r.problem && r.fact && r.quantity !== null);
    const list = await this.db.transaction(async (tx) => {
      const locked = await this.load(tx, ctx, message.listId, true);
      if (valid.length > 0) {
        await this.upsertLines(
          tx,
          ctx,
          locked.id,
          valid.map((r) => ({ fact: r.fact as VariantForOrder, quantity: r.quantity as number })),
        );
      }
      return this.view(tx, ctx, locked);
    });
    const results = rows.map((r) => rowResult(ctx, r, r.problem));
    return { list, rows: results, added: valid.length, invalid: results.length - valid.length };
  }

  // ---- helpers ------------------------------------------------------------------------------------

  private async load(db: Database, ctx: RequestContext, listId: string, lock = false): Promise<OrderListRow> {
    const customerId = requireCustomer(ctx);
    const query = db
      .select()
      .from(orderLists)
      .where(
        and(
          eq(orderLists.id, listId),
          eq(orderLists.tenantId, ctx.tenantId),
          eq(orderLists.customerId, customerId),
        ),
      );
    const [list] = lock ? await query.for('update') : await query;
    if (!list) throw notFound();
    return list;
  }

  private linesOf(db: Database, listId: string): Promise<OrderListLineRow[]> {
    return db
      .select()
      .from(orderListLines)
      .where(eq(orderListLines.listId, listId))
      .orderBy(asc(orderListLines.createdAt), asc(orderListLines.id));
  }

  private async view(db: Database, ctx: RequestContext, list: OrderListRow): Promise<OrderListDetail> {
    const lines = await this.linesOf(db, list.id);
    return { ...summary(list, lines.length), lines: lines.map((line) => lineView(ctx, line)) };
  }

  private async touch(tx: Database, listId: string): Promise<OrderListRow> {
    const [list] = await tx
      .update(orderLists)
      .set({ updatedAt: new Date() })
      .where(eq(orderLists.id, listId))
      .returning();
    return list;
  }

  /** Adds the quantities to the list's lines (a variant already listed adds up, to the line maximum). */
  private async upsertLines(
    tx: Database,
    ctx: RequestContext,
    listId: string,
    items: readonly { fact: VariantForOrder; quantity: number }[],
  ): Promise<void> {
    const merged = new Map<string, { fact: VariantForOrder; quantity: number }>();
    for (const item of items) {
      const earlier = merged.get(item.fact.variant_id);
      merged.set(item.fact.variant_id, {
        fact: item.fact,
        quantity: Math.min(MAX_LINE_QUANTITY, (earlier?.quantity ?? 0) + item.quantity),
      });
    }
    const existing = await tx
      .select({ variantId: orderListLines.variantId })
      .from(orderListLines)
      .where(and(eq(orderListLines.listId, listId), inArray(orderListLines.variantId, [...merged.keys()])));
    const [{ n }] = await tx
      .select({ n: count() })
      .from(orderListLines)
      .where(eq(orderListLines.listId, listId));
    if (n + merged.size - existing.length > MAX_ORDER_LIST_LINES) {
      throw new OrdersException(OrdersErrorCode.OrderListFull, 'orders.orderLists.full', {
        max: MAX_ORDER_LIST_LINES,
      });
    }
    await tx
      .insert(orderListLines)
      .values(
        [...merged.values()].map(({ fact, quantity }) => ({
          tenantId: ctx.tenantId,
          listId,
          variantId: fact.variant_id,
          sku: fact.sku,
          designId: fact.design_id,
          designNumber: fact.design_number,
          designName: fact.design_name,
          description: variantDescription({
            karat: fact.karat,
            shade: fact.shade,
            quality: fact.quality,
            totalCarat: fact.total_carat,
          }),
          imageKey: fact.image_key,
          isLabGrown: fact.lab_grown,
          quantity,
        })),
      )
      .onConflictDoUpdate({
        target: [orderListLines.listId, orderListLines.variantId],
        set: {
          quantity: sql`least(${orderListLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
          isLabGrown: sql`excluded.is_lab_grown`,
        },
      });
    await this.touch(tx, listId);
  }
}
