import { type CatalogueChangedEvent, CatalogueEvents } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { type Database, DATABASE, type DatabaseHandle, enqueueOutboxEvent } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { CatalogueCache } from '../catalogue-cache.service';
import { queryRows } from '../db/query';
import { outbox } from '../schema/catalogue.schema';
import { refreshSearch } from '../search/projection';
import { activeOffer } from './offer-sql';

/** How long a process trusts its note of a tenant's next offer start or end before asking again. */
const RECHECK_MS = 5_000;

/**
 * Offers take effect at their start and stop at their end without a timer: prices, carts and design
 * pages compute active-ness from the dates when read, and the search rows (which hold the list flags)
 * are brought in step by the first storefront read after a start or an end. Each offer's `in_effect`
 * says whether the search rows show it; `settle` rewrites the rows of the designs whose offers changed
 * state and announces it through the outbox, in one transaction.
 */
@Injectable()
export class OfferEffects {
  /** Per tenant: the next start or end of an offer, and when that was read. */
  private readonly next = new Map<string, { at: number; readAt: number }>();

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly cache: CatalogueCache,
  ) {}

  /** Before a storefront read: brings search rows in step with offers that started or ended since. */
  async settle(ctx: RequestContext): Promise<void> {
    const now = Date.now();
    const note = this.next.get(ctx.tenantId);
    if (note && now < note.at && now - note.readAt < RECHECK_MS) return;
    const { designIds, nextAt } = await this.database.db.transaction((tx) => this.apply(tx, ctx));
    this.next.set(ctx.tenantId, { at: nextAt, readAt: now });
    if (designIds.length > 0) await this.cache.invalidateTenant(ctx.tenantId);
  }

  /** An offer changed in this process: the next read checks again. */
  forget(tenantId: string): void {
    this.next.delete(tenantId);
  }

  /**
   * In the caller's transaction: marks every offer whose state changed, rebuilds its design's search
   * rows and queues `catalogue.offers.changed`. Writers call it after changing offers.
   */
  async apply(tx: Database, ctx: RequestContext): Promise<{ designIds: string[]; nextAt: number }> {
    // One settling at a time per tenant, so two readers do not rebuild the same rows twice.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`catalogue:offers:${ctx.tenantId}`}))`);
    const changed = await queryRows<{ design_id: string }>(
      tx,
      sql`UPDATE catalogue.offers o SET in_effect = (${sql.raw(activeOffer('o'))})
        WHERE o.tenant_id = ${ctx.tenantId} AND o.in_effect <> (${sql.raw(activeOffer('o'))})
        RETURNING o.design_id`,
    );
    const designIds = [...new Set(changed.map((row) => row.design_id))];
    if (designIds.length > 0) {
      await refreshSearch(tx, ctx.tenantId, designIds);
      const event: CatalogueChangedEvent = { designIds };
      await enqueueOutboxEvent(tx, outbox, ctx, CatalogueEvents.OffersChanged, event);
    }
    const [next] = await queryRows<{ at: string | null }>(
      tx,
      sql`SELECT min(b)::text AS at FROM (
          SELECT starts_at AS b FROM catalogue.offers WHERE tenant_id = ${ctx.tenantId} AND ended_at IS NULL AND starts_at > now()
          UNION ALL
          SELECT ends_at FROM catalogue.offers WHERE tenant_id = ${ctx.tenantId} AND ended_at IS NULL AND ends_at > now()
        ) x`,
    );
    return { designIds, nextAt: next?.at ? new Date(next.at).getTime() : Number.POSITIVE_INFINITY };
  }
}
