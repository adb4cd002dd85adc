import {
  type AdminFilter,
  type AdminPage,
  type CatalogueAdminPageDto,
  CatalogueEvents,
  type ChangeLogEntry,
  type ChangeLogQueryDto,
  type CreateFilterDto,
  type FilterGroupsDto,
  type IdFilter,
  type IdMessage,
  type MapFilterGroupsMessage,
  type UpdateFilterMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { DATABASE, type DatabaseHandle, validationException } from '@atelier/platform';
import { AppException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { pageOf, recordChange } from '../catalogue-admin/catalogue-change';
import type { LookupIndex } from '../lookups/lookup-index';
import { LookupsService } from '../lookups/lookups.service';
import { catalogueChangeLog, type FilterDefinitionRow, filterDefinitions } from '../schema/catalogue.schema';

const notFound = () =>
  new CatalogueException(CatalogueErrorCode.FilterNotFound, 'catalogue.filters.notFound');

function present(row: FilterDefinitionRow): AdminFilter {
  return {
    _id: row.id,
    kind: row.kind as IdFilter,
    title: row.title,
    titles: row.titles,
    value_ids: row.valueIds,
    main_group_ids: row.mainGroupIds,
    sub_group_ids: row.subGroupIds,
    sort_order: row.sortOrder,
    active: row.active,
  };
}

function snapshot(row: FilterDefinitionRow): Record<string, unknown> {
  const { tenantId: _t, ...rest } = row;
  return rest;
}

/** The first id of `ids` that `known` does not know, named under `field`. */
function checkIds(field: string, ids: readonly number[] | undefined, known: (id: number) => boolean): void {
  const unknown = ids?.find((id) => !known(id));
  if (unknown !== undefined) {
    throw validationException({
      [field]: [{ key: 'catalogue.validation.unknownValue', params: { value: unknown } }],
    });
  }
}

/**
 * Storefront filters as staff configure them (create-multi-filter, dynamic-multi-filter,
 * map-multiFilter/{id}, map-sub-filter); listings apply them to their facets (facet-visibility.ts).
 */
@Injectable()
export class FiltersAdminService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly lookups: LookupsService,
  ) {}

  async list(ctx: RequestContext, dto: CatalogueAdminPageDto): Promise<AdminPage<AdminFilter>> {
    const db = this.database.db;
    const where = eq(filterDefinitions.tenantId, ctx.tenantId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(filterDefinitions)
        .where(where)
        .orderBy(asc(filterDefinitions.sortOrder), asc(filterDefinitions.id))
        .limit(dto.limit)
        .offset((dto.page - 1) * dto.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(filterDefinitions)
        .where(where),
    ]);
    return pageOf(rows.map(present), total?.n ?? 0, dto);
  }

  async create(ctx: RequestContext, dto: CreateFilterDto): Promise<AdminFilter> {
    const index = await this.lookups.index(ctx.tenantId);
    checkIds('valueIds', dto.valueIds, (id) => index.get(dto.kind, id) !== undefined);
    this.checkGroups(index, dto);
    return this.database.db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ id: filterDefinitions.id })
        .from(filterDefinitions)
        .where(and(eq(filterDefinitions.tenantId, ctx.tenantId), eq(filterDefinitions.kind, dto.kind)));
      if (clash) {
        throw new AppException(
          CatalogueErrorCode.AlreadyExists,
          'catalogue.filters.kindTaken',
          {},
          {
            kind: [{ key: 'catalogue.filters.kindTaken' }],
          },
        );
      }
      const [row] = await tx
        .insert(filterDefinitions)
        .values({
          tenantId: ctx.tenantId,
          kind: dto.kind,
          title: dto.title,
          titles: dto.titles ?? {},
          valueIds: dto.valueIds ?? [],
          mainGroupIds: dto.mainGroupIds ?? [],
          subGroupIds: dto.subGroupIds ?? [],
          sortOrder: dto.sortOrder ?? 0,
          active: dto.active ?? true,
        })
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        { entityType: 'filter', entityId: row.id, action: 'created', after: snapshot(row) },
      ]);
      return present(row);
    });
  }

  async update(ctx: RequestContext, dto: UpdateFilterMessage | MapFilterGroupsMessage): Promise<AdminFilter> {
    const index = await this.lookups.index(ctx.tenantId);
    this.checkGroups(index, dto);
    return this.database.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(filterDefinitions)
        .where(and(eq(filterDefinitions.tenantId, ctx.tenantId), eq(filterDefinitions.id, dto.id)))
        .for('update');
      if (!before) throw notFound();
      const fields: Partial<UpdateFilterMessage> = dto;
      checkIds('valueIds', fields.valueIds, (id) => index.get(before.kind as IdFilter, id) !== undefined);
      const [row] = await tx
        .update(filterDefinitions)
        .set({
          ...(fields.title !== undefined ? { title: fields.title } : {}),
          ...(fields.titles !== undefined ? { titles: fields.titles } : {}),
          ...(fields.valueIds !== undefined ? { valueIds: fields.valueIds } : {}),
          ...(fields.sortOrder !== undefined ? { sortOrder: fields.sortOrder } : {}),
          ...(fields.active !== undefined ? { active: fields.active } : {}),
          ...(dto.mainGroupIds !== undefined ? { mainGroupIds: dto.mainGroupIds } : {}),
          ...(dto.subGroupIds !== undefined ? { subGroupIds: dto.subGroupIds } : {}),
        })
        .where(and(eq(filterDefinitions.tenantId, ctx.tenantId), eq(filterDefinitions.id, dto.id)))
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        {
          entityType: 'filter',
          entityId: row.id,
          action: 'updated',
          before: snapshot(before),
          after: snapshot(row),
        },
      ]);
      return present(row);
    });
  }

  async remove(ctx: RequestContext, dto: IdMessage): Promise<{ deleted: true }> {
    return this.database.db.transaction(async (tx) => {
      const [before] = await tx
        .delete(filterDefinitions)
        .where(and(eq(filterDefinitions.tenantId, ctx.tenantId), eq(filterDefinitions.id, dto.id)))
        .returning();
      if (!before) throw notFound();
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        { entityType: 'filter', entityId: dto.id, action: 'deleted', before: snapshot(before) },
      ]);
      return { deleted: true as const };
    });
  }

  /** Who changed an entity, when, and its values before and after; newest first. */
  async changeLog(ctx: RequestContext, dto: ChangeLogQueryDto): Promise<AdminPage<ChangeLogEntry>> {
    const db = this.database.db;
    const where = and(
      eq(catalogueChangeLog.tenantId, ctx.tenantId),
      dto.entityType ? eq(catalogueChangeLog.entityType, dto.entityType) : undefined,
      dto.entityId ? eq(catalogueChangeLog.entityId, dto.entityId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(catalogueChangeLog)
        .where(where)
        .orderBy(desc(catalogueChangeLog.id))
        .limit(dto.limit)
        .offset((dto.page - 1) * dto.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(catalogueChangeLog)
        .where(where),
    ]);
    return pageOf(
      rows.map((row) => ({
        id: row.id,
        entity_type: row.entityType,
        entity_id: row.entityId,
        action: row.action as ChangeLogEntry['action'],
        user_id: row.userId,
        changed_at: row.changedAt.toISOString(),
        before: row.before,
        after: row.after,
      })),
      total?.n ?? 0,
      dto,
    );
  }

  private checkGroups(index: LookupIndex, dto: FilterGroupsDto): void {
    checkIds('mainGroupIds', dto.mainGroupIds, (id) => index.get('category', id) !== undefined);
    checkIds('subGroupIds', dto.subGroupIds, (id) => index.data.subGroups.some((group) => group._id === id));
  }
}
