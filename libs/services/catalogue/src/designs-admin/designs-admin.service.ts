import {
  type AdminDesign,
  type AdminDesignPage,
  type AdminListDesignsDto,
  type BulkPriceDto,
  type BulkPriceResult,
  CatalogueEvents,
  type DesignAuditEntry,
  type DesignSaveResult,
  type FieldChange,
  type DesignsChangedEvent,
  type RetireDesignMessage,
  type SaveDesignDto,
  type SetPricesDto,
  type SetPricesResult,
  type UpdateDesignMessage,
  type VariantStockSetEvent,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import {
  type Database,
  DATABASE,
  type DatabaseHandle,
  enqueueOutboxEvent,
  validationException,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { CatalogueCache } from '../catalogue-cache.service';
import { queryRows } from '../db/query';
import { pageTotal } from '../db/page-total';
import { pgArray } from '../db/sql-arrays';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import type { LookupIndex } from '../lookups/lookup-index';
import { LookupsService } from '../lookups/lookups.service';
import { designAudit, designs, outbox, variants } from '../schema/catalogue.schema';
import { refreshSearch } from '../search/projection';
import { checkDesign } from './design-rules';
import { ratesInForce } from '../metal-rates/metal-repricing';
import {
  diffStates,
  type DesignState,
  labGrownQualities,
  pricedByMetal,
  stateOfDesign,
  stateOfInput,
  withLabGrownQualities,
} from './design-state';
import {
  checkUniqueCodes,
  loadAdminDesign,
  recordAudit,
  recordAudits,
  writeDesign,
  type WrittenDesign,
} from './design-store';

const notFound = () => new CatalogueException(CatalogueErrorCode.DesignNotFound, 'catalogue.designNotFound');

/**
 * The back office's designs: create, edit (optimistic: a save names the version it started from),
 * retire and restore, reprice, the audit trail. Each change is one transaction that also rebuilds the
 * design's search row (which notifies every catalogue process's index) and writes its event to the
 * outbox; caches are dropped once it committed, and again by the event's consumer.
 */
@Injectable()
export class DesignsAdminService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly lookups: LookupsService,
    private readonly cache: CatalogueCache,
  ) {}

  async get(ctx: RequestContext, designId: string): Promise<AdminDesign> {
    const index = await this.lookups.index(ctx.tenantId);
    const design = await loadAdminDesign(this.database.db, ctx.tenantId, designId, index);
    if (!design) throw notFound();
    return design;
  }

  async create(ctx: RequestContext, dto: SaveDesignDto): Promise<AdminDesign> {
    const index = await this.lookups.index(ctx.tenantId);
    const state = this.checked(stateOfInput(dto), index);
    const written = await this.database.db.transaction(async (tx) => {
      const priced = pricedByMetal(state, await ratesInForce(tx, ctx.tenantId));
      await checkUniqueCodes(tx, ctx.tenantId, priced, null);
      const done = await writeDesign(tx, ctx, priced, null, index);
      await recordAudit(tx, ctx, done.id, 1, 'created', diffStates(null, priced));
      await this.announce(tx, ctx, [done.id], 'created');
      return done;
    });
    await this.cache.invalidateTenant(ctx.tenantId);
    return this.get(ctx, written.id);
  }

  async update(ctx: RequestContext, dto: UpdateDesignMessage): Promise<DesignSaveResult> {
    const index = await this.lookups.index(ctx.tenantId);
    const { designId, version, ...input } = dto;
    const current = await this.get(ctx, designId);
    const state = this.checked(stateOfInput(input, current.retired), index);
    return this.change(ctx, designId, version, index, () => state, 'updated');
  }

  async retire(ctx: RequestContext, dto: RetireDesignMessage): Promise<DesignSaveResult> {
    const index = await this.lookups.index(ctx.tenantId);
    return this.change(
      ctx,
      dto.designId,
      dto.version,
      index,
      (state) => ({ ...state, retired: true }),
      'retired',
    );
  }

  async restore(ctx: RequestContext, dto: RetireDesignMessage): Promise<DesignSaveResult> {
    const index = await this.lookups.index(ctx.tenantId);
    return this.change(
      ctx,
      dto.designId,
      dto.version,
      index,
      (state) => ({ ...state, retired: false }),
      'restored',
    );
  }

  async audit(ctx: RequestContext, designId: string): Promise<DesignAuditEntry[]> {
    await this.get(ctx, designId);
    return this.auditSince(this.database.db, ctx.tenantId, designId, 0);
  }

  /** Reprices every variant of the chosen designs by a percentage, in one transaction, audited per design. */
  async bulkPrice(ctx: RequestContext, dto: BulkPriceDto): Promise<BulkPriceResult> {
    const ids = [...new Set(dto.designIds)];
    const factor = 1 + dto.percent / 100;
    const result = await this.database.db.transaction(async (tx) => {
      const found = await tx
        .select({ id: designs.id, version: designs.version })
        .from(designs)
        .where(and(eq(designs.tenantId, ctx.tenantId), inArray(designs.id, ids)))
        .orderBy(asc(designs.id))
        .for('update');
      if (found.length !== ids.length) {
        const known = new Set(found.map((row) => row.id));
        const missing = ids.find((id) => !known.has(id)) ?? '';
        throw validationException({
          designIds: [{ key: 'catalogue.validation.unknownValue', params: { value: missing } }],
        });
      }
      const before = new Map(
        (
          await tx
            .select({ id: variants.id, price: variants.tradePrice })
            .from(variants)
            .where(and(eq(variants.tenantId, ctx.tenantId), inArray(variants.designId, ids)))
        ).map((row) => [row.id, Number(row.price)]),
      );
      const changed = await tx
        .update(variants)
        .set({ tradePrice: sql`greatest(0.01, round(${variants.tradePrice} * ${factor}::numeric, 2))` })
        .where(and(eq(variants.tenantId, ctx.tenantId), inArray(variants.designId, ids)))
        .returning({
          id: variants.id,
          designId: variants.designId,
          sku: variants.sku,
          after: variants.tradePrice,
        });
      // One statement for the versions and one for the audit rows, however many designs.
      await tx.execute(sql`
        UPDATE catalogue.designs SET version = version + 1, updated_at = now(), updated_by = ${ctx.userId ?? null}::uuid
        WHERE tenant_id = ${ctx.tenantId} AND id = ANY(${pgArray(ids)}::uuid[])`);
      const changes = new Map<string, FieldChange[]>();
      for (const row of changed) {
        const list = changes.get(row.designId) ?? [];
        list.push({
          field: `variants[${row.sku}].tradePrice`,
          before: before.get(row.id) ?? null,
          after: Number(row.after),
        });
        changes.set(row.designId, list);
      }
      await recordAudits(
        tx,
        ctx,
        found.map((design) => ({
          designId: design.id,
          version: design.version + 1,
          action: 'repriced' as const,
          changes: changes.get(design.id) ?? [],
        })),
      );
      await this.announce(tx, ctx, ids, 'repriced');
      return { designs: found.length, variants: changed.length };
    });
    await this.cache.invalidateTenant(ctx.tenantId);
    return result;
  }

  /**
   * Trade prices by SKU from the ERP, set-based in one transaction: each repriced design gets a new
   * version and an audit row, search and caches follow once. SKUs of no variant are reported, not refused,
   * so one unknown SKU does not hold back the rest of a batch.
   */
  async setPrices(ctx: RequestContext, dto: SetPricesDto): Promise<SetPricesResult> {
    const price = new Map<string, string>();
    for (const line of dto.lines) price.set(line.sku, line.tradePrice.toFixed(2));
    const skus = [...price.keys()];
    const result = await this.database.db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: variants.id,
          designId: variants.designId,
          sku: variants.sku,
          price: variants.tradePrice,
        })
        .from(variants)
        .where(and(eq(variants.tenantId, ctx.tenantId), inArray(variants.sku, skus)))
        .orderBy(asc(variants.id))
        .for('update');
      const changed = rows.filter((row) => Number(row.price).toFixed(2) !== price.get(row.sku));
      const known = new Set(rows.map((row) => row.sku));
      const outcome: SetPricesResult = {
        updated: changed.map((row) => row.sku),
        unchanged: rows.filter((row) => !changed.includes(row)).map((row) => row.sku),
        unknown: skus.filter((sku) => !known.has(sku)),
      };
      if (changed.length === 0) return outcome;
      await tx.execute(sql`
        UPDATE catalogue.variants AS v SET trade_price = x.price
        FROM unnest(${pgArray(changed.map((row) => row.id))}::uuid[],
                    ${pgArray(changed.map((row) => price.get(row.sku) ?? row.price))}::numeric[]) AS x(id, price)
        WHERE v.id = x.id AND v.tenant_id = ${ctx.tenantId}`);
      const designIds = [...new Set(changed.map((row) => row.designId))].sort();
      const versions = await tx
        .update(designs)
        .set({ version: sql`${designs.version} + 1`, updatedAt: new Date(), updatedBy: ctx.userId })
        .where(and(eq(designs.tenantId, ctx.tenantId), inArray(designs.id, designIds)))
        .returning({ id: designs.id, version: designs.version });
      const changes = new Map<string, FieldChange[]>();
      for (const row of changed) {
        const list = changes.get(row.designId) ?? [];
        list.push({
          field: `variants[${row.sku}].tradePrice`,
          before: Number(row.price),
          after: Number(price.get(row.sku)),
        });
        changes.set(row.designId, list);
      }
      await recordAudits(
        tx,
        ctx,
        versions.map((design) => ({
          designId: design.id,
          version: design.version,
          action: 'repriced' as const,
          changes: changes.get(design.id) ?? [],
        })),
      );
      await this.announce(tx, ctx, designIds, 'repriced');
      return outcome;
    });
    if (result.updated.length > 0) await this.cache.invalidateTenant(ctx.tenantId);
    return result;
  }

  /** /Admin/view-list and /Admin/lab-grown-view-list: server-side paging, filters and sort. */
  async list(ctx: RequestContext, dto: AdminListDesignsDto): Promise<AdminDesignPage> {
    const where: SQL[] = [sql`d.tenant_id = ${ctx.tenantId}`];
    if (dto.status === 'active') where.push(sql`NOT d.retired`);
    if (dto.status === 'retired') where.push(sql`d.retired`);
    if (dto.labGrown !== undefined) where.push(sql`d.is_lab_grown = ${dto.labGrown}`);
    if (dto.mainGroupId !== undefined) where.push(sql`d.main_group_id = ${dto.mainGroupId}`);
    if (dto.subGroupId !== undefined) where.push(sql`${dto.subGroupId}::int = ANY(d.sub_group_ids)`);
    const text = dto.search?.trim();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(sql`(d.design_number ILIKE ${like} OR d.name ILIKE ${like})`);
    }
    const order = {
      number: sql`d.design_number ASC`,
      name: sql`d.name ASC, d.design_number ASC`,
      newest: sql`d.created_at DESC, d.design_number ASC`,
      updated: sql`d.updated_at DESC, d.design_number ASC`,
    }[dto.sort];
    const filter = sql.join(where, sql` AND `);
    const db = this.database.db;
    const rows = await queryRows<{
      id: string;
      design_number: string;
      name: string;
      item: string;
      main_group: string;
      variant_count: number;
      min_price: string | null;
      max_price: string | null;
      stock: number;
      is_lab_grown: boolean;
      retired: boolean;
      version: number;
      updated_at: string | Date;
      image_key: string | null;
    }>(
      db,
      sql`
      SELECT d.id, d.design_number, d.name, i.name AS item, mg.name AS main_group,
        v.n AS variant_count, v.min_price, v.max_price, v.stock, d.is_lab_grown, d.retired, d.version,
        d.updated_at, d.image_keys[1] AS image_key
      FROM catalogue.designs d
      JOIN catalogue.items i ON i.id = d.item_id
      JOIN catalogue.main_groups mg ON mg.id = d.main_group_id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS n, min(x.trade_price)::text AS min_price, max(x.trade_price)::text AS max_price,
          coalesce(sum(x.stock_quantity), 0)::int AS stock
        FROM catalogue.variants x WHERE x.design_id = d.id
      ) v
      WHERE ${filter}
      ORDER BY ${order}
      LIMIT ${dto.limit} OFFSET ${(dto.page - 1) * dto.limit}`,
    );
    // A search's matches usually fit on the page: then the page is the count.
    const known = pageTotal(dto.page, dto.limit, rows.length);
    const [count] =
      known === null
        ? await queryRows<{ total: number }>(
            db,
            sql`SELECT count(*)::int AS total FROM catalogue.designs d WHERE ${filter}`,
          )
        : [{ total: known }];
    return {
      rows: rows.map((row) => ({
        id: row.id,
        designNumber: row.design_number,
        name: row.name,
        item: row.item,
        mainGroup: row.main_group,
        variantCount: row.variant_count,
        minTradePrice: row.min_price === null ? null : Number(row.min_price),
        maxTradePrice: row.max_price === null ? null : Number(row.max_price),
        stock: row.stock,
        labGrown: row.is_lab_grown,
        retired: row.retired,
        version: row.version,
        updatedAt: new Date(row.updated_at).toISOString(),
        imageKey: row.image_key,
      })),
      total: count?.total ?? 0,
      page: dto.page,
      limit: dto.limit,
    };
  }

  private checked(state: DesignState, index: LookupIndex): DesignState {
    const issues = checkDesign(state, index);
    if (Object.keys(issues).length > 0) throw validationException(issues);
    return withLabGrownQualities(state, labGrownQualities(index));
  }

  /**
   * One change of an existing design: locked, its version compared with the one the editor started
   * from (a newer one answers the changes since, writing nothing), written, audited, announced.
   */
  private async change(
    ctx: RequestContext,
    designId: string,
    version: number | undefined,
    index: LookupIndex,
    next: (state: DesignState) => DesignState,
    action: 'updated' | 'retired' | 'restored',
  ): Promise<DesignSaveResult> {
    const outcome = await this.database.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ version: designs.version, attributeIds: designs.attributeIds })
        .from(designs)
        .where(and(eq(designs.tenantId, ctx.tenantId), eq(designs.id, designId)))
        .for('update');
      if (!locked) throw notFound();
      if (version !== undefined && version !== locked.version) {
        const changes = await this.auditSince(tx, ctx.tenantId, designId, version);
        return { conflict: { currentVersion: locked.version, changes } };
      }
      const before = await loadAdminDesign(tx, ctx.tenantId, designId, index);
      if (!before) throw notFound();
      const beforeState = stateOfDesign(before);
      // A metal-priced design's variants are priced at the rates in force, whatever prices the form sent.
      const after = pricedByMetal(next(beforeState), await ratesInForce(tx, ctx.tenantId));
      const changes = diffStates(beforeState, after);
      if (changes.length === 0) return { written: null };
      await checkUniqueCodes(tx, ctx.tenantId, after, designId);
      const written = await writeDesign(
        tx,
        ctx,
        after,
        { id: designId, ...locked, variants: before.variants },
        index,
      );
      await recordAudit(tx, ctx, designId, locked.version + 1, action, changes);
      await this.announce(tx, ctx, [designId], action, after, written);
      return { written };
    });
    if ('conflict' in outcome && outcome.conflict) return { saved: false, conflict: outcome.conflict };
    if (outcome.written) await this.cache.invalidateTenant(ctx.tenantId);
    return { saved: true, design: await this.get(ctx, designId) };
  }

  private async auditSince(
    db: Database,
    tenantId: string,
    designId: string,
    version: number,
  ): Promise<DesignAuditEntry[]> {
    const rows = await db
      .select()
      .from(designAudit)
      .where(
        and(
          eq(designAudit.tenantId, tenantId),
          eq(designAudit.designId, designId),
          gt(designAudit.version, version),
        ),
      )
      .orderBy(desc(designAudit.version), desc(designAudit.id));
    return rows.map((row) => ({
      version: row.version,
      action: row.action,
      userId: row.userId,
      at: row.at.toISOString(),
      changes: row.changes,
    }));
  }

  /**
   * Inside the change's transaction: rebuilds the designs' search rows (notifying every catalogue
   * process's index on commit) and writes the events: caches follow DesignsChanged and DesignRetired,
   * orders takes stock set by staff from VariantStockSet.
   */
  private async announce(
    tx: Database,
    ctx: RequestContext,
    designIds: string[],
    reason: string,
    state?: DesignState,
    written?: WrittenDesign,
  ): Promise<void> {
    await refreshSearch(tx, ctx.tenantId, designIds);
    if (reason === 'retired' && state) {
      await enqueueOutboxEvent(tx, outbox, ctx, CatalogueEvents.DesignRetired, {
        designId: designIds[0],
        designNumber: state.designNumber,
      });
    } else {
      const event: DesignsChangedEvent = { designIds, reason };
      await enqueueOutboxEvent(tx, outbox, ctx, CatalogueEvents.DesignsChanged, event);
    }
    if (state && written && written.stockSet.length > 0) {
      const event: VariantStockSetEvent = {
        variants: written.stockSet.map((variant) => ({
          ...variant,
          designId: written.id,
          designNumber: state.designNumber,
          isSpecialOffer: state.flags.specialOffer,
        })),
      };
      await enqueueOutboxEvent(tx, outbox, ctx, CatalogueEvents.VariantStockSet, event);
    }
  }
}
