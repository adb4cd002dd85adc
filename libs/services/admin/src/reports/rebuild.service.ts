import type { RebuildResult } from '@atelier/contracts/admin';
import { CatalogueApi } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { OrdersApi, type ReportingOrder } from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle, ServiceClient } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { reportOrderLines, reportOrders } from '../schema/admin.schema';
import { writeOrder } from './read-model';

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

  async rebuild(ctx: RequestContext): Promise<RebuildResult> {
    // Read every page first (no remote call inside a transaction), then swap the tenant's rows at once.
    const pages: Array<{ order: ReportingOrder; categories: Map<string, string> }[]> = [];
    let after: string | undefined;
    for (;;) {
      const page = await this.services.call(OrdersApi.reportingOrders, ctx, { after, limit: PAGE });
      if (page.length === 0) break;
      const categories = await this.categories(ctx, page);
      pages.push(page.map((order) => ({ order, categories })));
      after = page[page.length - 1].orderId;
      if (page.length < PAGE) break;
    }
    let orders = 0;
    let lines = 0;
    await this.database.db.transaction(async (tx) => {
      await tx.delete(reportOrderLines).where(eq(reportOrderLines.tenantId, ctx.tenantId));
      await tx.delete(reportOrders).where(eq(reportOrders.tenantId, ctx.tenantId));
      for (const page of pages) {
        for (const { order, categories } of page) {
          await writeOrder(tx, ctx.tenantId, {
            ...order,
            lines: order.lines.map((line) => ({
              ...line,
              category: (line.variantId && categories.get(line.variantId)) || '',
            })),
          });
          orders += 1;
          lines += order.lines.length;
        }
      }
    });
    return { orders, lines };
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
