import type { RequestContext } from '@atelier/contracts/common';
import type { StockTakeDto, StockTakeResult } from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { CatalogueClient } from '../catalogue/catalogue.client';
import { InventoryService } from '../inventory/inventory.service';
import { inventory } from '../schema/orders.schema';
import { textArray, withRetry } from '../shared/query';

/** The last figure given per SKU wins when a batch names a SKU twice. */
export function countedBySku(lines: StockTakeDto['lines']): Map<string, number> {
  const counted = new Map<string, number>();
  for (const line of lines) counted.set(line.sku, line.onHand);
  return counted;
}

/**
 * A stock take by SKU from the ERP, for the stock authority. Variants orders has not met yet get their row
 * from the catalogue's facts first (as placement does), so every known SKU is counted; pieces reserved by
 * open orders stay reserved (on hand never drops below them). One transaction and one update for the
 * whole batch.
 */
@Injectable()
export class StockTakeService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly inventory: InventoryService,
    private readonly catalogue: CatalogueClient,
  ) {}

  async apply(ctx: RequestContext, dto: StockTakeDto): Promise<StockTakeResult> {
    const counted = countedBySku(dto.lines);
    const skus = [...counted.keys()];
    const variantOf = await this.variantIds(ctx, skus);
    const missing = skus.filter((sku) => !variantOf.has(sku));
    if (missing.length > 0) {
      const facts = await this.catalogue.variantsBySku(ctx, missing);
      await this.inventory.ensure(ctx, facts);
      for (const fact of facts) variantOf.set(fact.sku, fact.variant_id);
    }
    const applied = await withRetry(() =>
      this.database.db.transaction(async (tx) => {
        const rows = await this.inventory.lock(tx, ctx.tenantId, [...variantOf.values()]);
        const out: StockTakeResult['applied'] = [];
        const changes: Array<{ variantId: string; onHand: number }> = [];
        for (const [sku, variantId] of variantOf) {
          const row = rows.get(variantId);
          const onHand = counted.get(sku);
          if (!row || onHand === undefined) continue;
          const target = Math.max(onHand, row.reserved);
          if (target !== row.onHand) changes.push({ variantId, onHand: target });
          out.push({ sku, variantId, onHand: target });
        }
        // One statement for the whole batch, not one per variant.
        await this.inventory.setOnHandMany(tx, ctx, changes);
        return out;
      }),
    );
    const done = new Set(applied.map((line) => line.sku));
    return { applied, unknown: skus.filter((sku) => !done.has(sku)) };
  }

  private async variantIds(ctx: RequestContext, skus: string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    if (skus.length === 0) return found;
    const rows = await this.database.db
      .select({ sku: inventory.sku, variantId: inventory.variantId })
      .from(inventory)
      .where(
        and(eq(inventory.tenantId, ctx.tenantId), sql`${inventory.sku} = ANY(${textArray(skus)}::text[])`),
      );
    for (const row of rows) found.set(row.sku, row.variantId);
    return found;
  }
}
