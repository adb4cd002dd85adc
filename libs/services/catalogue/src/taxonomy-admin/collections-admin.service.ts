import {
  type AdminCollection,
  type MappedDesignRow,
  type AdminPage,
  type BulkDesignsResult,
  type CatalogueAdminPageDto,
  CatalogueEvents,
  type CollectionDesignsMessage,
  type CollectionDesignsQueryMessage,
  type CreateCollectionDto,
  type IdMessage,
  type UpdateCollectionMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { type Database, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { AppException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { pageDesigns, pageOf, recordChange } from '../catalogue-admin/catalogue-change';
import { pgArray } from '../db/sql-arrays';
import { attributes, designs } from '../schema/catalogue.schema';
import { refreshSearch } from '../search/projection';
import { requireDesigns } from './design-mapping.service';
import { slugOf } from './slug';

const KIND = 'collection';
type CollectionRow = typeof attributes.$inferSelect;

const notFound = () =>
  new CatalogueException(CatalogueErrorCode.CollectionNotFound, 'catalogue.collections.notFound');

function present(row: CollectionRow, designCount: number): AdminCollection {
  return {
    _id: row.id,
    name: row.name,
    url_path: row.urlPath,
    sort_order: row.sortOrder,
    design_count: designCount,
  };
}

/** Collections (a product filter's values, kind "collection") and their designs (spec collection-designs). */
@Injectable()
export class CollectionsAdminService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async list(ctx: RequestContext, dto: CatalogueAdminPageDto): Promise<AdminPage<AdminCollection>> {
    const db = this.database.db;
    const where = and(eq(attributes.tenantId, ctx.tenantId), eq(attributes.kind, KIND));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          row: attributes,
          n: sql<number>`(SELECT count(*)::int FROM catalogue.designs d WHERE d.tenant_id = ${ctx.tenantId} AND catalogue.attributes.id = ANY(d.attribute_ids) AND NOT d.retired)`,
        })
        .from(attributes)
        .where(where)
        .orderBy(asc(attributes.sortOrder), asc(attributes.id))
        .limit(dto.limit)
        .offset((dto.page - 1) * dto.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(attributes)
        .where(where),
    ]);
    return pageOf(
      rows.map(({ row, n }) => present(row, n)),
      total?.n ?? 0,
      dto,
    );
  }

  async create(ctx: RequestContext, dto: CreateCollectionDto): Promise<AdminCollection> {
    return this.database.db.transaction(async (tx) => {
      const urlPath = dto.urlPath ?? slugOf(dto.name);
      await this.assertFree(tx, ctx.tenantId, urlPath);
      const [row] = await tx
        .insert(attributes)
        .values({
          tenantId: ctx.tenantId,
          kind: KIND,
          name: dto.name,
          urlPath,
          sortOrder: dto.sortOrder ?? 0,
        })
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        { entityType: 'collection', entityId: row.id, action: 'created', after: { name: row.name, urlPath } },
      ]);
      return present(row, 0);
    });
  }

  async update(ctx: RequestContext, dto: UpdateCollectionMessage): Promise<AdminCollection> {
    return this.database.db.transaction(async (tx) => {
      const before = await this.find(tx, ctx.tenantId, dto.id);
      if (dto.urlPath !== undefined && dto.urlPath !== before.urlPath)
        await this.assertFree(tx, ctx.tenantId, dto.urlPath, dto.id);
      const [row] = await tx
        .update(attributes)
        .set({
          ...(dto.name !== undefined ? { name: dto.name } : {}),
          ...(dto.urlPath !== undefined ? { urlPath: dto.urlPath } : {}),
          ...(dto.sortOrder !== undefined ? { sortOrder: dto.sortOrder } : {}),
        })
        .where(and(eq(attributes.tenantId, ctx.tenantId), eq(attributes.id, dto.id)))
        .returning();
      if (!row) throw notFound();
      const members = await this.members(tx, ctx.tenantId, row.id);
      // The collection's name is in its designs' search text.
      if (members.length > 0) await refreshSearch(tx, ctx.tenantId, members);
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        {
          entityType: 'collection',
          entityId: row.id,
          action: 'updated',
          before: { name: before.name, urlPath: before.urlPath, sortOrder: before.sortOrder },
          after: { name: row.name, urlPath: row.urlPath, sortOrder: row.sortOrder },
        },
      ]);
      return present(row, members.length);
    });
  }

  /** The collection goes; its designs stay, without it. */
  async remove(ctx: RequestContext, dto: IdMessage): Promise<{ deleted: true }> {
    return this.database.db.transaction(async (tx) => {
      const before = await this.find(tx, ctx.tenantId, dto.id);
      const members = await this.members(tx, ctx.tenantId, dto.id);
      await tx
        .update(designs)
        .set({ attributeIds: sql`array_remove(${designs.attributeIds}, ${dto.id}::int)` })
        .where(and(eq(designs.tenantId, ctx.tenantId), sql`${dto.id}::int = ANY(${designs.attributeIds})`));
      await tx
        .delete(attributes)
        .where(and(eq(attributes.tenantId, ctx.tenantId), eq(attributes.id, dto.id)));
      if (members.length > 0) await refreshSearch(tx, ctx.tenantId, members);
      await recordChange(
        tx,
        ctx,
        CatalogueEvents.TaxonomyChanged,
        [
          {
            entityType: 'collection',
            entityId: dto.id,
            action: 'deleted',
            before: { name: before.name, designs: members },
          },
        ],
        members,
      );
      return { deleted: true as const };
    });
  }

  async designs(
    ctx: RequestContext,
    dto: CollectionDesignsQueryMessage,
  ): Promise<AdminPage<MappedDesignRow>> {
    await this.find(this.database.db, ctx.tenantId, dto.id);
    return pageDesigns(
      this.database.db,
      ctx.tenantId,
      sql`${dto.id}::int = ANY(${designs.attributeIds})`,
      dto,
    );
  }

  addDesigns(ctx: RequestContext, dto: CollectionDesignsMessage): Promise<BulkDesignsResult> {
    return this.changeMembers(ctx, dto, true);
  }

  removeDesigns(ctx: RequestContext, dto: CollectionDesignsMessage): Promise<BulkDesignsResult> {
    return this.changeMembers(ctx, dto, false);
  }

  private async changeMembers(
    ctx: RequestContext,
    dto: CollectionDesignsMessage,
    add: boolean,
  ): Promise<BulkDesignsResult> {
    return this.database.db.transaction(async (tx) => {
      await this.find(tx, ctx.tenantId, dto.id);
      await requireDesigns(tx, ctx.tenantId, 'designIds', dto.designIds);
      const ids = sql`${designs.id} = ANY(${pgArray(dto.designIds)}::uuid[])`;
      const member = sql`${dto.id}::int = ANY(${designs.attributeIds})`;
      const changed = await tx
        .update(designs)
        .set({
          attributeIds: add
            ? sql`array_append(${designs.attributeIds}, ${dto.id}::int)`
            : sql`array_remove(${designs.attributeIds}, ${dto.id}::int)`,
          updatedAt: new Date(),
        })
        .where(and(eq(designs.tenantId, ctx.tenantId), ids, add ? sql`NOT (${member})` : member))
        .returning({ id: designs.id });
      const changedIds = changed.map((row) => row.id);
      if (changedIds.length > 0) await refreshSearch(tx, ctx.tenantId, changedIds);
      await recordChange(
        tx,
        ctx,
        CatalogueEvents.TaxonomyChanged,
        [
          {
            entityType: 'collection',
            entityId: dto.id,
            action: 'updated',
            after: add ? { addedDesigns: changedIds } : { removedDesigns: changedIds },
          },
        ],
        changedIds,
      );
      return { changed: changedIds.length };
    });
  }

  private async members(tx: Database, tenantId: string, id: number): Promise<string[]> {
    const rows = await tx
      .select({ id: designs.id })
      .from(designs)
      .where(and(eq(designs.tenantId, tenantId), sql`${id}::int = ANY(${designs.attributeIds})`));
    return rows.map((row) => row.id);
  }

  private async find(db: Database, tenantId: string, id: number): Promise<CollectionRow> {
    const [row] = await db
      .select()
      .from(attributes)
      .where(and(eq(attributes.tenantId, tenantId), eq(attributes.kind, KIND), eq(attributes.id, id)));
    if (!row) throw notFound();
    return row;
  }

  private async assertFree(tx: Database, tenantId: string, urlPath: string, except?: number): Promise<void> {
    const [clash] = await tx
      .select({ id: attributes.id })
      .from(attributes)
      .where(
        and(
          eq(attributes.tenantId, tenantId),
          eq(attributes.kind, KIND),
          eq(attributes.urlPath, urlPath),
          except !== undefined ? ne(attributes.id, except) : undefined,
        ),
      );
    if (clash) {
      throw new AppException(
        CatalogueErrorCode.AlreadyExists,
        'catalogue.groups.urlPathTaken',
        {},
        {
          urlPath: [{ key: 'catalogue.groups.urlPathTaken' }],
        },
      );
    }
  }
}
