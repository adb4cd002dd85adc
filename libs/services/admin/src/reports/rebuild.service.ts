import type { RebuildResult } from '@atelier/contracts/admin';
import { CatalogueApi } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { OrdersApi, type ReportingOrder } from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle, ServiceClient } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { reportOrderLines, reportOrders } from '../schema/admin.schema';
import { type ReportableOrder, writeOrder } from './read-model';

const PAGE = 200;
/** The catalogue answers at most this many variants per call. */
const VARIANTS_PER_CALL = 200;

/**
 * Recomputes a tenant's read model from the orders service (and the catalogue for the lines'
 * categories), through their calls: what the events would have built, so the figures come out the same.
 */
@Injectable()
export class RebuildService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly services: ServiceClient,
  ) {}

  /** Replaces the tenant's read model with what the orders service holds. */
  async rebuild(ctx: RequestContext): Promise<RebuildResult> {
    // Read every page first (no remote call inside a transaction), then swap the tenant's rows at once.
    const orders = await this.read(ctx);
    return this.locked(ctx.tenantId, async (tx) => {
      await tx.delete(reportOrderLines).where(eq(reportOrderLines.tenantId, ctx.tenantId));
      await tx.delete(reportOrders).where(eq(reportOrders.tenantId, ctx.tenantId));
      return this.write(tx, ctx.tenantId, orders);
    });
  }

  /**
   * Adds the orders the read model lacks (written without events, or from before it existed) and
   * leaves the others as their events made them, so it is safe beside the consumers and when run
   * again: a second run, or a second admin process, finds nothing missing.
   */
  async complete(ctx: RequestContext): Promise<RebuildResult> {
    const orders = await this.read(ctx);
    return this.locked(ctx.tenantId, async (tx) => {
      const present = new Set<string>();
      for (let i = 0; i < orders.length; i += PAGE) {
        const ids = orders.slice(i, i + PAGE).map((o) => o.orderId);
        const found = await tx
          .select({ orderId: reportOrders.orderId })
          .from(reportOrders)
          .where(and(eq(reportOrders.tenantId, ctx.tenantId), inArray(reportOrders.orderId, ids)));
        for (const row of found) present.add(row.orderId);
      }
      return this.write(
        tx,
        ctx.tenantId,
        orders.filter((o) => !present.has(o.orderId)),
      );
    });
  }

  /** One writer per tenant at a time, across admin processes (a transaction-scoped advisory lock). */
  private locked<T>(tenantId: string, work: (tx: Database) => Promise<T>): Promise<T> {
    return this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`atelier:reports:${tenantId}`}))`);
      return work(tx);
    });
  }

  private async write(tx: Database, tenantId: string, orders: ReportableOrder[]): Promise<RebuildResult> {
    let lines = 0;
    for (const order of orders) {
      await writeOrder(tx, tenantId, order);
      lines += order.lines.length;
    }
    return { orders: orders.length, lines };
  }

  private async read(ctx: RequestContext): Promise<ReportableOrder[]> {
    const orders: ReportableOrder[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await this.services.call(OrdersApi.reportingOrders, ctx, { after, limit: PAGE });
      if (page.length === 0) break;
      const categories = await this.categories(ctx, page);
      for (const order of page) {
        orders.push({
          ...order,
          lines: order.lines.map((line) => ({
            ...line,
            category: (line.variantId && categories.get(line.variantId)) || '',
          })),
        });
      }
      after = page[page.length - 1].orderId;
      if (page.length < PAGE) break;
    }
    return orders;
  }

  private async categories(ctx: RequestContext, page: ReportingOrder[]): Promise<Map<string, string>> {
    const ids = [...new Set(page.flatMap((o) => o.lines.flatMap((l) => (l.variantId ? [l.variantId] : []))))];
    const found = new Map<string, string>();
    for (let i = 0; i < ids.length; i += VARIANTS_PER_CALL) {
      const rows = await this.services.call(CatalogueApi.variantsForOrder, ctx, {
        variantIds: ids.slice(i, i + VARIANTS_PER_CALL),
      });
      for (const row of rows) found.set(row.variant_id, row.item);
    }
    return found;
  }
}
