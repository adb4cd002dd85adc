import {
  CatalogueEvents,
  type CuratedDesign,
  type CuratedListKind,
  type CuratedListView,
  type FillCuratedListMessage,
  MAX_CURATED_DESIGNS,
  type SetCuratedListMessage,
} from '@atelier/contracts/catalogue';
import { CommonErrorCode, type RequestContext } from '@atelier/contracts/common';
import { OrdersApi } from '@atelier/contracts/orders';
import { AppException, type Database, DATABASE, type DatabaseHandle, ServiceClient } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { CatalogueCache } from '../catalogue-cache.service';
import { recordChange } from '../catalogue-admin/catalogue-change';
import { pgArray } from '../db/sql-arrays';
import { imageUrl } from '../images/image-keys';
import { curatedListDesigns, designs } from '../schema/catalogue.schema';
import { refreshSearch } from '../search/projection';
import { curatedOrder } from './curated-order';

const LIST_LIMIT = MAX_CURATED_DESIGNS;

/** The design flag each list sets. */
const FLAG = {
  best_selling: designs.isBestSelling,
  new_arrival: designs.isNewArrival,
} as const;

/**
 * Hand-ordered lists (best-selling-designs, new-arrival-designs). A list is its designs' flag (what the
 * storefront lists filter on) and its order: the best-selling rank, or for new arrivals the listing
 * instant the "newest" order reads. Saving a list rewrites the flags, the order and the search rows of
 * the designs that joined, moved or left, in one transaction.
 */
@Injectable()
export class CuratedListsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly services: ServiceClient,
    private readonly cache: CatalogueCache,
  ) {}

  async get(ctx: RequestContext, list: CuratedListKind): Promise<CuratedListView> {
    return { list, designs: await this.members(this.database.db, ctx.tenantId, list) };
  }

  async set(ctx: RequestContext, dto: SetCuratedListMessage): Promise<CuratedListView> {
    const answer = await this.database.db.transaction(async (tx) => {
      await this.requireDesigns(tx, ctx.tenantId, dto.designIds);
      const before = await this.members(tx, ctx.tenantId, dto.list);
      const plan = curatedOrder(
        before.map((design) => design.designId),
        dto.designIds,
      );
      const now = Date.now();
      if (plan.left.length > 0) {
        await tx
          .update(designs)
          .set({
            ...(dto.list === 'best_selling'
              ? { isBestSelling: false, bestSellingRank: null }
              : { isNewArrival: false }),
            version: sql`${designs.version} + 1`,
          })
          .where(and(eq(designs.tenantId, ctx.tenantId), inArray(designs.id, plan.left)));
      }
      await tx
        .delete(curatedListDesigns)
        .where(and(eq(curatedListDesigns.tenantId, ctx.tenantId), eq(curatedListDesigns.list, dto.list)));
      if (dto.designIds.length > 0) {
        // One statement for the whole list: its place in the list is the best-selling rank.
        const set =
          dto.list === 'best_selling'
            ? sql`is_best_selling = true, best_selling_rank = x.place::int`
            : sql`is_new_arrival = true`;
        await tx.execute(sql`UPDATE catalogue.designs d SET ${set}, version = d.version + 1
          FROM unnest(${pgArray(dto.designIds)}::uuid[]) WITH ORDINALITY AS x(id, place)
          WHERE d.tenant_id = ${ctx.tenantId} AND d.id = x.id`);
      }
      if (dto.designIds.length > 0) {
        await tx.insert(curatedListDesigns).values(
          dto.designIds.map((designId, i) => ({
            tenantId: ctx.tenantId,
            list: dto.list,
            designId,
            position: i + 1,
            listedAt: new Date(now - i),
          })),
        );
      }
      const touched = plan.touched;
      if (touched.length > 0) await refreshSearch(tx, ctx.tenantId, touched);
      await recordChange(
        tx,
        ctx,
        CatalogueEvents.CuratedListChanged,
        [
          {
            entityType: 'curated_list',
            entityId: dto.list,
            action: 'updated',
            before: { designIds: before.map((design) => design.designId) },
            after: { designIds: dto.designIds },
          },
        ],
        touched,
      );
      return { list: dto.list, designs: await this.members(tx, ctx.tenantId, dto.list) };
    });
    await this.cache.invalidateTenant(ctx.tenantId);
    return answer;
  }

  /**
   * Best sellers from the orders service's figures (pieces ordered in the last `days` days), or the
   * newest designs of that period for new arrivals; retired designs are left out.
   */
  async fill(ctx: RequestContext, dto: FillCuratedListMessage): Promise<CuratedListView> {
    const db = this.database.db;
    let candidates: string[];
    if (dto.list === 'best_selling') {
      const sales = await this.services.call(OrdersApi.reportingBestSellingDesigns, ctx, {
        days: dto.days,
        // Some may be retired since: ask for more than needed, within what orders answers.
        limit: Math.min(500, dto.limit * 2),
      });
      candidates = sales.map((row) => row.designId);
    } else {
      const since = new Date(Date.now() - dto.days * 86_400_000);
      const rows = await db
        .select({ id: designs.id })
        .from(designs)
        .where(
          and(eq(designs.tenantId, ctx.tenantId), eq(designs.retired, false), gt(designs.createdAt, since)),
        )
        .orderBy(desc(designs.createdAt), asc(designs.designNumber))
        .limit(dto.limit);
      candidates = rows.map((row) => row.id);
    }
    const live = candidates.length
      ? await db
          .select({ id: designs.id })
          .from(designs)
          .where(
            and(
              eq(designs.tenantId, ctx.tenantId),
              eq(designs.retired, false),
              inArray(designs.id, candidates),
            ),
          )
      : [];
    const kept = new Set(live.map((row) => row.id));
    const designIds = candidates.filter((id) => kept.has(id)).slice(0, dto.limit);
    return this.set(ctx, { list: dto.list, designIds });
  }

  private async requireDesigns(tx: Database, tenantId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await tx
      .select({ id: designs.id })
      .from(designs)
      .where(and(eq(designs.tenantId, tenantId), eq(designs.retired, false), inArray(designs.id, ids)));
    if (rows.length !== ids.length) {
      throw new AppException(
        CommonErrorCode.ValidationFailed,
        'error.validation',
        {},
        { designIds: [{ key: 'catalogue.curated.unknownDesign' }] },
      );
    }
  }

  /** The list's designs in the storefront's order. */
  private async members(db: Database, tenantId: string, list: CuratedListKind): Promise<CuratedDesign[]> {
    const listedAt = sql`(SELECT c.listed_at FROM catalogue.curated_list_designs c WHERE c.design_id = ${designs.id} AND c.list = ${list})`;
    const rows = await db
      .select({
        id: designs.id,
        number: designs.designNumber,
        name: designs.name,
        imageKey: sql<string | null>`${designs.imageKeys}[1]`,
        retired: designs.retired,
      })
      .from(designs)
      .where(and(eq(designs.tenantId, tenantId), eq(FLAG[list], true)))
      .orderBy(
        ...(list === 'best_selling'
          ? [sql`${designs.bestSellingRank} ASC NULLS LAST`, asc(designs.designNumber)]
          : [sql`coalesce(${listedAt}, ${designs.createdAt}) DESC`, asc(designs.designNumber)]),
      )
      .limit(LIST_LIMIT);
    return rows.map((row) => ({
      designId: row.id,
      designNumber: row.number,
      name: row.name,
      imageUrl: row.imageKey ? imageUrl(row.imageKey, 200) : null,
      retired: row.retired,
    }));
  }
}
