import type { RequestContext } from '@atelier/contracts/common';
import type { StockChangedEvent } from '@atelier/contracts/orders';
import { CACHE, type CacheStore, DATABASE, type DatabaseHandle, getLogger } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import { CatalogueCacheKeys } from '../cache-keys';
import { CatalogueCache } from '../catalogue-cache.service';
import { int } from '../db/sql-arrays';
import { designs, designSearch, processedMessages, variants } from '../schema/catalogue.schema';
import { refreshSearch } from '../search/projection';
import { announceSearchChange } from '../search/search-changes';
import { IN_STOCK_TAG } from '../search/tags';

export const STOCK_CONSUMER = 'catalogue.stock-changed';

/**
 * Applies orders' stock (the authority) to the variant's displayed stock_quantity. Each message once
 * (processed_messages, in the same transaction as the update), and only if it is newer than what was
 * applied (version), so redeliveries and reordering change nothing. Sellease stock messages can feed
 * the same path later through orders (a stock take there), keeping one authority.
 */
@Injectable()
export class StockConsumer {
  private readonly log = getLogger('catalogue-stock');

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
    private readonly catalogueCache: CatalogueCache,
  ) {}

  async apply(ctx: RequestContext, event: StockChangedEvent, messageId: string | undefined): Promise<void> {
    const id = messageId ?? `${event.variantId}:${event.version}`;
    const applied = await this.database.db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(processedMessages)
        .values({ consumer: STOCK_CONSUMER, messageId: id })
        .onConflictDoNothing()
        .returning({ messageId: processedMessages.messageId });
      if (!fresh) return null;
      const [before] = await tx
        .select({ stock: variants.stockQuantity, designId: variants.designId })
        .from(variants)
        .where(and(eq(variants.tenantId, ctx.tenantId), eq(variants.id, event.variantId)))
        .for('update');
      if (!before) return null;
      const [updated] = await tx
        .update(variants)
        .set({ stockQuantity: event.available, stockVersion: event.version })
        .where(
          and(
            eq(variants.tenantId, ctx.tenantId),
            eq(variants.id, event.variantId),
            lt(variants.stockVersion, event.version),
          ),
        )
        .returning({ designId: variants.designId });
      if (!updated) return null;
      const flipped = before.stock > 0 !== event.available > 0;
      const [design] = await tx
        .select({ uniquePiece: designs.isUniquePiece })
        .from(designs)
        .where(eq(designs.id, updated.designId));
      if (flipped && design?.uniquePiece) {
        // A unique piece sold goes off sale (or back on, if the sale was cancelled): its search row is rebuilt.
        await refreshSearch(tx, ctx.tenantId, [updated.designId]);
      } else if (flipped) {
        // The listing's "in stock" filter and badge follow the design's variants.
        // The in-stock tag (its facet count) follows the column.
        const inStock = sql`exists (select 1 from ${variants} where ${variants.designId} = ${updated.designId} and ${variants.stockQuantity} > 0)`;
        await tx
          .update(designSearch)
          .set({
            inStock,
            tags: sql`CASE WHEN ${inStock} THEN (SELECT ARRAY(SELECT DISTINCT t FROM unnest(array_append(${designSearch.tags}, ${int(IN_STOCK_TAG)})) AS t ORDER BY t)) ELSE array_remove(${designSearch.tags}, ${int(IN_STOCK_TAG)}) END`,
          })
          .where(eq(designSearch.designId, updated.designId));
        // Every catalogue process's search index reloads the design once this commits.
        await announceSearchChange(tx, ctx.tenantId, [updated.designId]);
      }
      return { designId: updated.designId, flipped, uniquePiece: design?.uniquePiece ?? false };
    });
    if (!applied) return;
    await this.cache.del(CatalogueCacheKeys.design(ctx.tenantId, applied.designId));
    if (applied.flipped && applied.uniquePiece) await this.catalogueCache.invalidateTenant(ctx.tenantId);
    if (applied.flipped) {
      // Cards show in_stock; drop cached listings rather than the whole tenant's cache on every order.
      await Promise.all(
        [CatalogueCacheKeys.search, CatalogueCacheKeys.facets, CatalogueCacheKeys.count].map((key) =>
          this.cache.delByPrefix(key(ctx.tenantId, '')),
        ),
      );
    }
    this.log.debug({ variantId: event.variantId, version: event.version }, 'stock applied');
  }
}
