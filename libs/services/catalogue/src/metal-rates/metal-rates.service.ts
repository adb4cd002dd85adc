import {
  type AdminPage,
  type ApplyMetalRatesMessage,
  CatalogueEvents,
  type MetalRateChange,
  type MetalRateHistoryDto,
  type MetalRatesApplied,
  type MetalRatesChangedEvent,
  type MetalRatesView,
} from '@atelier/contracts/catalogue';
import { CommonErrorCode, isSystemContext, type RequestContext } from '@atelier/contracts/common';
import {
  CommonException,
  type Database,
  DATABASE,
  type DatabaseHandle,
  enqueueOutboxEvent,
  ServiceClient,
  validationException,
} from '@atelier/platform';
import { IdentityApi } from '@atelier/contracts/identity';
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { CatalogueCache } from '../catalogue-cache.service';
import { staff } from '../catalogue-admin/catalogue-change';
import { int, pgArray } from '../db/sql-arrays';
import { queryRows } from '../db/query';
import { LookupsService } from '../lookups/lookups.service';
import { checkRateLines, rateChanges } from '../pricing/metal-price';
import { fromCents } from '../pricing/price-math';
import { designAudit, metalRateHistory, metalRates, outbox } from '../schema/catalogue.schema';
import { refreshSearch } from '../search/projection';
import { ratesInForce, repriceMetalVariants } from './metal-repricing';

/**
 * The day's metal rates (per metal and fineness) with their history. Setting rates is one transaction:
 * the rates, a history row per change, the metal-priced variants of those finenesses repriced (each
 * design versioned and audited), their search rows rebuilt and the event written; the tenant's caches
 * are dropped once it committed, so every price a buyer sees follows at once.
 */
@Injectable()
export class MetalRatesService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly lookups: LookupsService,
    private readonly cache: CatalogueCache,
    private readonly services: ServiceClient,
  ) {}

  async list(ctx: RequestContext): Promise<MetalRatesView> {
    return { rates: await this.current(this.database.db, ctx.tenantId) };
  }

  async set(ctx: RequestContext, dto: ApplyMetalRatesMessage): Promise<MetalRatesApplied> {
    const source = dto.source ?? 'back_office';
    // Sellease's rates come through the sync service's own context; anyone else must be staff.
    if (source === 'sellease') {
      if (!isSystemContext(ctx)) throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
    } else {
      staff(ctx);
    }
    const index = await this.lookups.index(ctx.tenantId);
    const issues = checkRateLines(
      dto.rates,
      new Set(index.data.metals.map((metal) => metal._id)),
      index.data.karates,
    );
    if (Object.keys(issues).length > 0) throw validationException(issues);
    const outcome = await this.database.db.transaction(async (tx) => {
      // One rate change at a time per tenant, so two racing changes cannot each miss the other's history.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext('catalogue.metal-rates'), hashtext(${ctx.tenantId}))`,
      );
      const changes = rateChanges(await ratesInForce(tx, ctx.tenantId), dto.rates);
      if (changes.length === 0) return { changed: 0, variants: 0, designs: 0 };
      const now = new Date();
      for (const change of changes) {
        const rate = fromCents(change.newCents).toFixed(2);
        await tx
          .insert(metalRates)
          .values({
            tenantId: ctx.tenantId,
            karatId: change.karatId,
            metalId: change.metalId,
            ratePerGram: rate,
            updatedBy: ctx.userId,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [metalRates.tenantId, metalRates.karatId],
            set: { ratePerGram: rate, metalId: change.metalId, updatedBy: ctx.userId, updatedAt: now },
          });
      }
      await tx.insert(metalRateHistory).values(
        changes.map((change) => ({
          tenantId: ctx.tenantId,
          karatId: change.karatId,
          metalId: change.metalId,
          oldRate: change.oldCents === null ? null : fromCents(change.oldCents).toFixed(2),
          newRate: fromCents(change.newCents).toFixed(2),
          source,
          userId: ctx.userId,
          at: now,
        })),
      );
      const karatIds = changes.map((change) => change.karatId);
      const moved = await repriceMetalVariants(tx, ctx.tenantId, { karatIds });
      const designIds = [...new Set(moved.map((row) => row.designId))].sort();
      await this.audit(tx, ctx, designIds, moved);
      if (designIds.length > 0) await refreshSearch(tx, ctx.tenantId, designIds);
      const event: MetalRatesChangedEvent = { karatIds, designIds };
      await enqueueOutboxEvent(tx, outbox, ctx, CatalogueEvents.MetalRatesChanged, event);
      return { changed: changes.length, variants: moved.length, designs: designIds.length };
    });
    if (outcome.changed > 0) await this.cache.invalidateTenant(ctx.tenantId);
    return {
      rates: await this.current(this.database.db, ctx.tenantId),
      changed: outcome.changed,
      repricedVariants: outcome.variants,
      repricedDesigns: outcome.designs,
    };
  }

  async history(ctx: RequestContext, dto: MetalRateHistoryDto): Promise<AdminPage<MetalRateChange>> {
    const byMetal = dto.metalId === undefined ? sql`` : sql`AND h.metal_id = ${dto.metalId}`;
    const rows = await queryRows<{
      id: number;
      metal_id: number;
      metal: string;
      karat_id: number;
      karat: string;
      old_rate: string | null;
      new_rate: string;
      source: MetalRateChange['source'];
      user_id: string | null;
      at: string | Date;
    }>(
      this.database.db,
      sql`
      SELECT h.id, h.metal_id, m.name AS metal, h.karat_id, k.name AS karat, h.old_rate::text,
        h.new_rate::text, h.source, h.user_id, h.at
      FROM catalogue.metal_rate_history h
      JOIN catalogue.metals m ON m.id = h.metal_id
      JOIN catalogue.karates k ON k.id = h.karat_id
      WHERE h.tenant_id = ${ctx.tenantId} ${byMetal}
      ORDER BY h.at DESC, h.id DESC
      LIMIT ${int(dto.limit)} OFFSET ${int((dto.page - 1) * dto.limit)}`,
    );
    const [count] = await queryRows<{ n: number }>(
      this.database.db,
      sql`SELECT count(*)::int AS n FROM catalogue.metal_rate_history h
          WHERE h.tenant_id = ${ctx.tenantId} ${byMetal}`,
    );
    const total = count?.n ?? 0;
    const names = await this.staffNames(ctx, rows);
    return {
      rows: rows.map((row) => ({
        id: Number(row.id),
        metalId: row.metal_id,
        metal: row.metal,
        karatId: row.karat_id,
        karat: row.karat,
        oldRate: row.old_rate === null ? null : Number(row.old_rate),
        newRate: Number(row.new_rate),
        source: row.source,
        userId: row.user_id,
        userName: row.user_id === null ? null : (names.get(row.user_id) ?? null),
        at: new Date(row.at).toISOString(),
      })),
      count: total,
      page: dto.page,
      limit: dto.limit,
      pages: Math.ceil(total / dto.limit),
    };
  }

  /** Who changed the rates, by name: the tenant's back-office users (identity owns them). */
  private async staffNames(
    ctx: RequestContext,
    rows: ReadonlyArray<{ user_id: string | null }>,
  ): Promise<Map<string, string>> {
    if (!rows.some((row) => row.user_id !== null)) return new Map();
    const admins = await this.services.call(IdentityApi.listAdminUsers, ctx, {});
    return new Map(admins.map((admin) => [admin._id, `${admin.firstName} ${admin.lastName}`.trim()]));
  }

  /** Every metal in every fineness of the tenant, with its rate when one is set. */
  private async current(db: Database, tenantId: string): Promise<MetalRatesView['rates']> {
    const rows = await queryRows<{
      metal_id: number;
      metal: string;
      karat_id: number;
      karat: string;
      purity: number;
      rate: string | null;
      updated_at: string | Date | null;
      updated_by: string | null;
    }>(
      db,
      sql`
      SELECT m.id AS metal_id, m.name AS metal, k.id AS karat_id, k.name AS karat, k.purity,
        r.rate_per_gram::text AS rate, r.updated_at, r.updated_by
      FROM catalogue.karates k
      JOIN catalogue.metals m ON m.id = k.metal_id
      LEFT JOIN catalogue.metal_rates r ON r.tenant_id = k.tenant_id AND r.karat_id = k.id
      WHERE k.tenant_id = ${tenantId}
      ORDER BY m.sort_order, m.name, k.purity, k.id`,
    );
    return rows.map((row) => ({
      metalId: row.metal_id,
      metal: row.metal,
      karatId: row.karat_id,
      karat: row.karat,
      purity: row.purity,
      ratePerGram: row.rate === null ? null : Number(row.rate),
      updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
      updatedBy: row.updated_by,
    }));
  }

  /** Each repriced design gets a new version and an audit row naming its variants' prices before and after. */
  private async audit(
    tx: Database,
    ctx: RequestContext,
    designIds: readonly string[],
    moved: ReadonlyArray<{ designId: string; sku: string; before: number; after: number }>,
  ): Promise<void> {
    if (designIds.length === 0) return;
    const versions = await queryRows<{ id: string; version: number }>(
      tx,
      sql`UPDATE catalogue.designs SET version = version + 1, updated_at = now()
          WHERE tenant_id = ${ctx.tenantId} AND id = ANY(${pgArray([...designIds])}::uuid[])
          RETURNING id, version`,
    );
    await tx.insert(designAudit).values(
      versions.map((design) => ({
        tenantId: ctx.tenantId,
        designId: design.id,
        version: design.version,
        action: 'repriced' as const,
        userId: ctx.userId,
        changes: moved
          .filter((row) => row.designId === design.id)
          .map((row) => ({
            field: `variants[${row.sku}].tradePrice`,
            before: fromCents(row.before),
            after: fromCents(row.after),
          })),
      })),
    );
  }
}
