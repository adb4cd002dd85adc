import type { RequestContext } from '@atelier/contracts/common';
import type { StockChangedEvent } from '@atelier/contracts/orders';
import {
  CACHE,
  type CacheStore,
  type Database,
  DATABASE,
  type DatabaseHandle,
  getLogger,
  type ServiceQueueOptions,
  BurstBatcher,
  type Pending,
  TableStatistics,
} from '@atelier/platform';
import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { CatalogueCacheKeys } from '../cache-keys';
import { CatalogueCache } from '../catalogue-cache.service';
import { queryRows } from '../db/query';
import { int, pgArray } from '../db/sql-arrays';
import { refreshDesignSearch, requestRecount } from '../search/projection';
import { announceSearchChange } from '../search/search-changes';
import { IN_STOCK_TAG } from '../search/tags';
import { designsFlipped, newestPerVariant, stockMessageId } from './stock-batch';

export const STOCK_CONSUMER = 'catalogue.stock-changed';

/** Events applied together at most. */
export const STOCK_BATCH = 500;

/**
 * The catalogue holds two stock batches of its queue unacked, so the next batch has arrived in full
 * while one is being applied (requests share the queue and are answered concurrently as before).
 */
export const CATALOGUE_QUEUES: ServiceQueueOptions = { prefetch: 2 * STOCK_BATCH };

/** One delivery: a variant's event, or a stock take's variants in one event. */
interface StockDelivery {
  events: readonly StockChangedEvent[];
  messageId: string;
}

type Waiting = Pending<StockDelivery, void>;

/** What a batch changed, for the caches once it committed. */
interface Applied {
  designIds: string[];
  flipped: boolean;
  uniquePieceFlipped: boolean;
}

/**
 * Applies orders' stock (the authority) to the variants' displayed stock_quantity. The events that
 * arrive while a batch is being applied form the next batch (a stock take announces thousands at once),
 * applied in one transaction with a statement per step; each event's handler waits for its batch, so it
 * is acked only once that committed. Each message once (processed_messages, in the same transaction),
 * and only if newer than what was applied (version), so redeliveries and reordering change nothing.
 */
@Injectable()
export class StockConsumer implements BeforeApplicationShutdown {
  private readonly log = getLogger('catalogue-stock');
  private readonly batcher = new BurstBatcher<StockDelivery, void>(STOCK_BATCH, (tenantId, pending) =>
    this.applyIsolating(tenantId, pending),
  );

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
    private readonly catalogueCache: CatalogueCache,
    private readonly statistics: TableStatistics,
  ) {}

  apply(
    ctx: RequestContext,
    events: readonly StockChangedEvent[],
    messageId: string | undefined,
  ): Promise<void> {
    return this.batcher.submit(ctx.tenantId, { events, messageId: stockMessageId(events, messageId) });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.batcher.idle();
  }

  /** A batch that fails is applied event by event, so one bad event fails (is dead-lettered) alone. */
  private async applyIsolating(tenantId: string, items: Waiting[]): Promise<void> {
    try {
      await this.applyBatch(tenantId, items);
      for (const item of items) item.resolve();
    } catch (error) {
      if (items.length === 1) {
        items[0]?.reject(error);
        return;
      }
      this.log.warn({ err: error, count: items.length }, 'stock batch failed; applying one by one');
      for (const item of items) await this.applyIsolating(tenantId, [item]);
    }
  }

  private async applyBatch(tenantId: string, items: readonly Waiting[]): Promise<void> {
    const applied = await this.database.db.transaction((tx) => this.write(tx, tenantId, items));
    this.statistics.wrote();
    if (applied.designIds.length === 0) return;
    await this.cache.del(...applied.designIds.map((id) => CatalogueCacheKeys.design(tenantId, id)));
    if (applied.uniquePieceFlipped) await this.catalogueCache.invalidateTenant(tenantId);
    else if (applied.flipped) {
      // Cards show in_stock; drop cached listings rather than the whole tenant's cache on every order.
      await Promise.all(
        [CatalogueCacheKeys.search, CatalogueCacheKeys.facets, CatalogueCacheKeys.count].map((key) =>
          this.cache.delByPrefix(key(tenantId, '')),
        ),
      );
    }
    this.log.debug({ tenantId, events: items.length, designs: applied.designIds.length }, 'stock applied');
  }

  private async write(tx: Database, tenantId: string, items: readonly Waiting[]): Promise<Applied> {
    const none: Applied = { designIds: [], flipped: false, uniquePieceFlipped: false };
    const fresh = new Set(
      (
        await queryRows<{ message_id: string }>(
          tx,
          sql`INSERT INTO catalogue.processed_messages (consumer, message_id)
              SELECT ${STOCK_CONSUMER}, m FROM unnest(${pgArray(items.map((each) => each.item.messageId))}::text[]) AS m
              ON CONFLICT DO NOTHING RETURNING message_id`,
        )
      ).map((row) => row.message_id),
    );
    const events = newestPerVariant(
      items.filter((each) => fresh.has(each.item.messageId)).flatMap((each) => each.item.events),
    );
    if (events.length === 0) return none;
    const ids = pgArray(events.map((event) => event.variantId));
    // One statement: the variants locked in id order first (two batches over the same variants wait for
    // each other instead of deadlocking), which also gives each one's stock before the change.
    const updated = await queryRows<{ id: string; design_id: string; before: number; stock: number }>(
      tx,
      sql`WITH locked AS MATERIALIZED (
            SELECT id, stock_quantity FROM catalogue.variants
            WHERE tenant_id = ${tenantId} AND id = ANY(${ids}::uuid[]) ORDER BY id FOR UPDATE
          )
          UPDATE catalogue.variants AS v SET stock_quantity = x.available, stock_version = x.version
          FROM unnest(${ids}::uuid[], ${pgArray(events.map((event) => event.available))}::int[],
                      ${pgArray(events.map((event) => event.version))}::bigint[]) AS x(id, available, version)
            JOIN locked AS l ON l.id = x.id
          WHERE v.tenant_id = ${tenantId} AND v.id = x.id AND v.stock_version < x.version
          RETURNING v.id, v.design_id, l.stock_quantity AS before, v.stock_quantity AS stock`,
    );
    if (updated.length === 0) return none;
    const flipped = designsFlipped(
      updated.map((row) => ({ designId: row.design_id, before: row.before, after: row.stock })),
    );
    const designIds = [...new Set(updated.map((row) => row.design_id))];
    if (flipped.length === 0) return { designIds, flipped: false, uniquePieceFlipped: false };
    const unique = (
      await queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM catalogue.designs WHERE id = ANY(${pgArray(flipped)}::uuid[]) AND is_unique_piece`,
      )
    ).map((row) => row.id);
    const uniqueSet = new Set(unique);
    const plain = flipped.filter((id) => !uniqueSet.has(id));
    // A unique piece sold goes off sale (or back on, if the sale was cancelled): its search row is rebuilt.
    if (unique.length > 0) await refreshDesignSearch(tx, tenantId, unique);
    if (plain.length > 0) {
      // The listing's "in stock" filter and badge follow the design's variants, the in-stock tag with them.
      await tx.execute(sql`
        UPDATE catalogue.design_search AS ds
        SET in_stock = s.in_stock,
          tags = CASE WHEN s.in_stock
            THEN ARRAY(SELECT DISTINCT t FROM unnest(array_append(ds.tags, ${int(IN_STOCK_TAG)})) AS t ORDER BY t)
            ELSE array_remove(ds.tags, ${int(IN_STOCK_TAG)}) END
        FROM (
          SELECT d.id, EXISTS (SELECT 1 FROM catalogue.variants x WHERE x.design_id = d.id AND x.stock_quantity > 0) AS in_stock
          FROM unnest(${pgArray(plain)}::uuid[]) AS d(id)
        ) AS s
        WHERE ds.tenant_id = ${tenantId} AND ds.design_id = s.id`);
    }
    // The in-stock counts follow in the tenant's next recount; every catalogue process's search index
    // reloads the designs once this commits.
    await requestRecount(tx, tenantId);
    await announceSearchChange(tx, tenantId, flipped);
    return { designIds, flipped: true, uniquePieceFlipped: unique.length > 0 };
  }
}
