import type { RequestContext } from '@atelier/contracts/common';
import type { StockTakeDto, StockTakeResult } from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle, TableStatistics } from '@atelier/platform';
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

/** An inventory row as the stock take first reads it (unlocked: the update works on the row as locked). */
interface Held {
  variantId: string;
  reserved: number;
}

/**
 * A stock take by SKU from the ERP, for the stock authority. Variants orders has not met yet get their row
 * from the catalogue's stock facts first, so every known SKU is counted; pieces reserved by open orders
 * stay reserved (on hand never drops below them). One transaction and one update for the whole batch.
 */
@Injectable()
export class StockTakeService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly inventory: InventoryService,
    private readonly catalogue: CatalogueClient,
    private readonly statistics: TableStatistics,
  ) {}

  async apply(ctx: RequestContext, dto: StockTakeDto): Promise<StockTakeResult> {
    const counted = countedBySku(dto.lines);
    const skus = [...counted.keys()];
    const held = await this.held(ctx, skus);
    const missing = skus.filter((sku) => !held.has(sku));
    if (missing.length > 0) {
      const facts = await this.catalogue.stockBySku(ctx, missing);
      await this.inventory.ensure(ctx, facts);
      for (const fact of facts) held.set(fact.sku, { variantId: fact.variant_id, reserved: 0 });
    }
    const counts = [...held].map(([sku, row]) => ({
      variantId: row.variantId,
      onHand: counted.get(sku) ?? 0,
    }));
    const changed = await withRetry(() =>
      this.database.db.transaction((tx) => this.inventory.countMany(tx, ctx, counts)),
    );
    this.statistics.wrote();
    const written = new Map(changed.map((event) => [event.variantId, event.onHand]));
    const applied: StockTakeResult['applied'] = [...held].map(([sku, row]) => ({
      sku,
      variantId: row.variantId,
      // A row left as it was already held the count (or what is reserved, if more).
      onHand: written.get(row.variantId) ?? Math.max(counted.get(sku) ?? 0, row.reserved),
    }));
    const done = new Set(applied.map((line) => line.sku));
    return { applied, unknown: skus.filter((sku) => !done.has(sku)) };
  }

  private async held(ctx: RequestContext, skus: string[]): Promise<Map<string, Held>> {
    const found = new Map<string, Held>();
    if (skus.length === 0) return found;
    const rows = await this.database.db
      .select({ sku: inventory.sku, variantId: inventory.variantId, reserved: inventory.reserved })
      .from(inventory)
      .where(
        and(eq(inventory.tenantId, ctx.tenantId), sql`${inventory.sku} = ANY(${textArray(skus)}::text[])`),
      );
    for (const row of rows) found.set(row.sku, { variantId: row.variantId, reserved: row.reserved });
    return found;
  }
}
