import {
  type AdminGroup,
  type AdminPage,
  type CatalogueAdminPageDto,
  CatalogueEvents,
  type CreateMainGroupDto,
  type CreateSubGroupDto,
  type IdMessage,
  type ListGroupsDto,
  type UpdateGroupMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { type Database, DATABASE, type DatabaseHandle, validationException } from '@atelier/platform';
import { AppException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { pageOf, recordChange } from '../catalogue-admin/catalogue-change';
import { designs, mainGroups, subGroups } from '../schema/catalogue.schema';
import { slugOf } from './slug';

type MainRow = typeof mainGroups.$inferSelect;
type SubRow = typeof subGroups.$inferSelect;

const notFound = () => new CatalogueException(CatalogueErrorCode.GroupNotFound, 'catalogue.groups.notFound');
const taken = () =>
  new AppException(
    CatalogueErrorCode.AlreadyExists,
    'catalogue.groups.urlPathTaken',
    {},
    {
      urlPath: [{ key: 'catalogue.groups.urlPathTaken' }],
    },
  );

function present(row: MainRow | SubRow, designCount: number): AdminGroup {
  return {
    _id: row.id,
    name: row.name,
    names: row.names,
    url_path: row.urlPath,
    sort_order: row.sortOrder,
    active: row.active,
    main_group_id: 'mainGroupId' in row ? row.mainGroupId : null,
    design_count: designCount,
  };
}

function snapshot(row: MainRow | SubRow): Record<string, unknown> {
  const { tenantId: _t, ...rest } = row;
  return rest;
}

/** Main and sub groups (spec /Admin/manage-group). */
@Injectable()
export class GroupsAdminService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async listMain(ctx: RequestContext, dto: CatalogueAdminPageDto): Promise<AdminPage<AdminGroup>> {
    const db = this.database.db;
    const where = eq(mainGroups.tenantId, ctx.tenantId);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          row: mainGroups,
          designs: sql<number>`(SELECT count(*)::int FROM catalogue.designs d WHERE d.tenant_id = ${ctx.tenantId} AND d.main_group_id = catalogue.main_groups.id AND NOT d.retired)`,
        })
        .from(mainGroups)
        .where(where)
        .orderBy(asc(mainGroups.sortOrder), asc(mainGroups.id))
        .limit(dto.limit)
        .offset((dto.page - 1) * dto.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(mainGroups)
        .where(where),
    ]);
    return pageOf(
      rows.map(({ row, designs: n }) => present(row, n)),
      total?.n ?? 0,
      dto,
    );
  }

  async listSub(ctx: RequestContext, dto: ListGroupsDto): Promise<AdminPage<AdminGroup>> {
    const db = this.database.db;
    const where = and(
      eq(subGroups.tenantId, ctx.tenantId),
      dto.mainGroupId !== undefined ? eq(subGroups.mainGroupId, dto.mainGroupId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          row: subGroups,
          designs: sql<number>`(SELECT count(*)::int FROM catalogue.designs d WHERE d.tenant_id = ${ctx.tenantId} AND catalogue.sub_groups.id = ANY(d.sub_group_ids) AND NOT d.retired)`,
        })
        .from(subGroups)
        .where(where)
        .orderBy(asc(subGroups.mainGroupId), asc(subGroups.sortOrder), asc(subGroups.id))
        .limit(dto.limit)
        .offset((dto.page - 1) * dto.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(subGroups)
        .where(where),
    ]);
    return pageOf(
      rows.map(({ row, designs: n }) => present(row, n)),
      total?.n ?? 0,
      dto,
    );
  }

  async createMain(ctx: RequestContext, dto: CreateMainGroupDto): Promise<AdminGroup> {
    return this.database.db.transaction(async (tx) => {
      const urlPath = dto.urlPath ?? slugOf(dto.name);
      await this.assertFreeMain(tx, ctx.tenantId, urlPath);
      const [row] = await tx
        .insert(mainGroups)
        .values({
          tenantId: ctx.tenantId,
          name: dto.name,
          names: dto.names ?? {},
          urlPath,
          sortOrder: dto.sortOrder ?? 0,
          active: dto.active ?? true,
        })
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        { entityType: 'main_group', entityId: row.id, action: 'created', after: snapshot(row) },
      ]);
      return present(row, 0);
    });
  }

  async updateMain(ctx: RequestContext, dto: UpdateGroupMessage): Promise<AdminGroup> {
    return this.database.db.transaction(async (tx) => {
      const before = await this.main(tx, ctx.tenantId, dto.id);
      if (dto.urlPath !== undefined && dto.urlPath !== before.urlPath) {
        await this.assertFreeMain(tx, ctx.tenantId, dto.urlPath, dto.id);
      }
      const [row] = await tx
        .update(mainGroups)
        .set(this.changes(dto))
        .where(and(eq(mainGroups.tenantId, ctx.tenantId), eq(mainGroups.id, dto.id)))
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        {
          entityType: 'main_group',
          entityId: row.id,
          action: 'updated',
          before: snapshot(before),
          after: snapshot(row),
        },
      ]);
      return present(row, await this.designCount(tx, ctx.tenantId, eq(designs.mainGroupId, row.id)));
    });
  }

  async deleteMain(ctx: RequestContext, dto: IdMessage): Promise<{ deleted: true }> {
    return this.database.db.transaction(async (tx) => {
      const before = await this.main(tx, ctx.tenantId, dto.id);
      const [sub] = await tx
        .select({ id: subGroups.id })
        .from(subGroups)
        .where(and(eq(subGroups.tenantId, ctx.tenantId), eq(subGroups.mainGroupId, dto.id)))
        .limit(1);
      // Retired designs keep their group too: order history shows it.
      if (sub || (await this.designCount(tx, ctx.tenantId, eq(designs.mainGroupId, dto.id), true)) > 0) {
        throw new CatalogueException(CatalogueErrorCode.GroupInUse, 'catalogue.groups.inUse');
      }
      await tx
        .delete(mainGroups)
        .where(and(eq(mainGroups.tenantId, ctx.tenantId), eq(mainGroups.id, dto.id)));
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        { entityType: 'main_group', entityId: dto.id, action: 'deleted', before: snapshot(before) },
      ]);
      return { deleted: true as const };
    });
  }

  async createSub(ctx: RequestContext, dto: CreateSubGroupDto): Promise<AdminGroup> {
    return this.database.db.transaction(async (tx) => {
      const [parent] = await tx
        .select({ id: mainGroups.id })
        .from(mainGroups)
        .where(and(eq(mainGroups.tenantId, ctx.tenantId), eq(mainGroups.id, dto.mainGroupId)));
      if (!parent) throw validationException({ mainGroupId: [{ key: 'catalogue.groups.notFound' }] });
      const urlPath = dto.urlPath ?? slugOf(dto.name);
      await this.assertFreeSub(tx, ctx.tenantId, dto.mainGroupId, urlPath);
      const [row] = await tx
        .insert(subGroups)
        .values({
          tenantId: ctx.tenantId,
          mainGroupId: dto.mainGroupId,
          name: dto.name,
          names: dto.names ?? {},
          urlPath,
          sortOrder: dto.sortOrder ?? 0,
          active: dto.active ?? true,
        })
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        { entityType: 'sub_group', entityId: row.id, action: 'created', after: snapshot(row) },
      ]);
      return present(row, 0);
    });
  }

  async updateSub(ctx: RequestContext, dto: UpdateGroupMessage): Promise<AdminGroup> {
    return this.database.db.transaction(async (tx) => {
      const before = await this.sub(tx, ctx.tenantId, dto.id);
      if (dto.urlPath !== undefined && dto.urlPath !== before.urlPath) {
        await this.assertFreeSub(tx, ctx.tenantId, before.mainGroupId, dto.urlPath, dto.id);
      }
      const [row] = await tx
        .update(subGroups)
        .set(this.changes(dto))
        .where(and(eq(subGroups.tenantId, ctx.tenantId), eq(subGroups.id, dto.id)))
        .returning();
      if (!row) throw notFound();
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        {
          entityType: 'sub_group',
          entityId: row.id,
          action: 'updated',
          before: snapshot(before),
          after: snapshot(row),
        },
      ]);
      return present(
        row,
        await this.designCount(tx, ctx.tenantId, sql`${row.id} = ANY(${designs.subGroupIds})`),
      );
    });
  }

  async deleteSub(ctx: RequestContext, dto: IdMessage): Promise<{ deleted: true }> {
    return this.database.db.transaction(async (tx) => {
      const before = await this.sub(tx, ctx.tenantId, dto.id);
      if (
        (await this.designCount(tx, ctx.tenantId, sql`${dto.id} = ANY(${designs.subGroupIds})`, true)) > 0
      ) {
        throw new CatalogueException(CatalogueErrorCode.GroupInUse, 'catalogue.groups.inUse');
      }
      await tx.delete(subGroups).where(and(eq(subGroups.tenantId, ctx.tenantId), eq(subGroups.id, dto.id)));
      await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, [
        { entityType: 'sub_group', entityId: dto.id, action: 'deleted', before: snapshot(before) },
      ]);
      return { deleted: true as const };
    });
  }

  private changes(dto: UpdateGroupMessage): Partial<MainRow> {
    return {
      ...(dto.name !== undefined ? { name: dto.name } : {}),
      ...(dto.names !== undefined ? { names: dto.names } : {}),
      ...(dto.urlPath !== undefined ? { urlPath: dto.urlPath } : {}),
      ...(dto.sortOrder !== undefined ? { sortOrder: dto.sortOrder } : {}),
      ...(dto.active !== undefined ? { active: dto.active } : {}),
    };
  }

  private async main(tx: Database, tenantId: string, id: number): Promise<MainRow> {
    const [row] = await tx
      .select()
      .from(mainGroups)
      .where(and(eq(mainGroups.tenantId, tenantId), eq(mainGroups.id, id)))
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  private async sub(tx: Database, tenantId: string, id: number): Promise<SubRow> {
    const [row] = await tx
      .select()
      .from(subGroups)
      .where(and(eq(subGroups.tenantId, tenantId), eq(subGroups.id, id)))
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  private async assertFreeMain(
    tx: Database,
    tenantId: string,
    urlPath: string,
    except?: number,
  ): Promise<void> {
    const [clash] = await tx
      .select({ id: mainGroups.id })
      .from(mainGroups)
      .where(
        and(
          eq(mainGroups.tenantId, tenantId),
          eq(mainGroups.urlPath, urlPath),
          except !== undefined ? ne(mainGroups.id, except) : undefined,
        ),
      );
    if (clash) throw taken();
  }

  private async assertFreeSub(
    tx: Database,
    tenantId: string,
    mainGroupId: number,
    urlPath: string,
    except?: number,
  ): Promise<void> {
    const [clash] = await tx
      .select({ id: subGroups.id })
      .from(subGroups)
      .where(
        and(
          eq(subGroups.tenantId, tenantId),
          eq(subGroups.mainGroupId, mainGroupId),
          eq(subGroups.urlPath, urlPath),
          except !== undefined ? ne(subGroups.id, except) : undefined,
        ),
      );
    if (clash) throw taken();
  }

  private async designCount(
    tx: Database,
    tenantId: string,
    condition: ReturnType<typeof eq>,
    withRetired = false,
  ): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(designs)
      .where(
        and(eq(designs.tenantId, tenantId), condition, withRetired ? undefined : eq(designs.retired, false)),
      );
    return row?.n ?? 0;
  }
}
