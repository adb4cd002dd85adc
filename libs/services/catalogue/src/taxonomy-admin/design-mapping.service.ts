import {
  type MappedDesignRow,
  type AdminPage,
  type AssignDesignsDto,
  type BulkDesignsResult,
  CatalogueEvents,
  type DesignListQueryDto,
  type GroupDesignsQueryDto,
  type MapSimilarDesignsDto,
  type SimilarDesignsQueryMessage,
  type UnassignDesignsDto,
  type UnmapSimilarDesignDto,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { type Database, DATABASE, type DatabaseHandle, validationException } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, or, sql } from 'drizzle-orm';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { knownDesigns, pageDesigns, recordChange } from '../catalogue-admin/catalogue-change';
import { pgArray } from '../db/sql-arrays';
import { designs, mainGroups, similarDesigns, subGroups } from '../schema/catalogue.schema';
import { refreshSearch } from '../search/projection';
import { regroup } from './regroup';

/** Every id must be a design of the tenant: otherwise the field is named and nothing changes. */
export async function requireDesigns(
  db: Database,
  tenantId: string,
  field: string,
  ids: readonly string[],
): Promise<void> {
  const known = new Set(await knownDesigns(db, tenantId, ids));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw validationException({
      [field]: [{ key: 'catalogue.validation.unknownValue', params: { value: unknown } }],
    });
  }
}

/**
 * Which designs are in which group (mapped-design, unassigned-design, non-group-design, design-map)
 * and which designs are similar (map-similar-designs).
 */
@Injectable()
export class DesignMappingService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  groupDesigns(ctx: RequestContext, dto: GroupDesignsQueryDto): Promise<AdminPage<MappedDesignRow>> {
    if (dto.mainGroupId === undefined && dto.subGroupId === undefined) {
      throw validationException({ mainGroupId: [{ key: 'validation.required' }] });
    }
    return pageDesigns(
      this.database.db,
      ctx.tenantId,
      and(
        dto.mainGroupId !== undefined ? eq(designs.mainGroupId, dto.mainGroupId) : undefined,
        dto.subGroupId !== undefined ? sql`${dto.subGroupId}::int = ANY(${designs.subGroupIds})` : undefined,
      ),
      dto,
    );
  }

  /** Designs in no sub group: the menu's style entries and the mapping screens cannot reach them. */
  unassigned(ctx: RequestContext, dto: DesignListQueryDto): Promise<AdminPage<MappedDesignRow>> {
    return pageDesigns(this.database.db, ctx.tenantId, sql`cardinality(${designs.subGroupIds}) = 0`, dto);
  }

  async assign(ctx: RequestContext, dto: AssignDesignsDto): Promise<BulkDesignsResult> {
    if (dto.mainGroupId === undefined && dto.subGroupId === undefined) {
      throw validationException({ mainGroupId: [{ key: 'validation.required' }] });
    }
    return this.database.db.transaction(async (tx) => {
      let mainGroupId = dto.mainGroupId;
      if (dto.subGroupId !== undefined) {
        const [sub] = await tx
          .select({ mainGroupId: subGroups.mainGroupId })
          .from(subGroups)
          .where(and(eq(subGroups.tenantId, ctx.tenantId), eq(subGroups.id, dto.subGroupId)));
        if (!sub) throw validationException({ subGroupId: [{ key: 'catalogue.groups.notFound' }] });
        if (mainGroupId !== undefined && mainGroupId !== sub.mainGroupId) {
          throw validationException({ subGroupId: [{ key: 'catalogue.groups.otherMainGroup' }] });
        }
        mainGroupId = sub.mainGroupId;
      } else if (mainGroupId !== undefined) {
        const [main] = await tx
          .select({ id: mainGroups.id })
          .from(mainGroups)
          .where(and(eq(mainGroups.tenantId, ctx.tenantId), eq(mainGroups.id, mainGroupId)));
        if (!main) throw validationException({ mainGroupId: [{ key: 'catalogue.groups.notFound' }] });
      }
      const target = mainGroupId ?? 0;
      return this.regroupDesigns(tx, ctx, dto.designIds, (row) => regroup(row, target, dto.subGroupId));
    });
  }

  async unassign(ctx: RequestContext, dto: UnassignDesignsDto): Promise<BulkDesignsResult> {
    return this.database.db.transaction(async (tx) =>
      this.regroupDesigns(tx, ctx, dto.designIds, (row) => ({
        mainGroupId: row.mainGroupId,
        subGroupIds: row.subGroupIds.filter((id) => id !== dto.subGroupId),
      })),
    );
  }

  async similar(ctx: RequestContext, dto: SimilarDesignsQueryMessage): Promise<AdminPage<MappedDesignRow>> {
    await this.requireDesign(this.database.db, ctx.tenantId, dto.designId);
    return pageDesigns(
      this.database.db,
      ctx.tenantId,
      sql`${designs.id} IN (SELECT s.similar_design_id FROM catalogue.similar_designs s WHERE s.tenant_id = ${ctx.tenantId} AND s.design_id = ${dto.designId})`,
      dto,
    );
  }

  /** Maps both ways: each similar design shows on the design's page and the design on each of theirs. */
  async mapSimilar(ctx: RequestContext, dto: MapSimilarDesignsDto): Promise<BulkDesignsResult> {
    if (dto.similarDesignIds.includes(dto.designId)) {
      throw validationException({ similarDesignIds: [{ key: 'catalogue.similar.self' }] });
    }
    return this.database.db.transaction(async (tx) => {
      await this.requireDesign(tx, ctx.tenantId, dto.designId);
      await requireDesigns(tx, ctx.tenantId, 'similarDesignIds', dto.similarDesignIds);
      const pairs = dto.similarDesignIds.flatMap((other) => [
        [dto.designId, other],
        [other, dto.designId],
      ]);
      let added = 0;
      for (const [designId, similarDesignId] of pairs) {
        if (designId === undefined || similarDesignId === undefined) continue;
        const inserted = await tx
          .insert(similarDesigns)
          .values({
            tenantId: ctx.tenantId,
            designId,
            similarDesignId,
            position: sql`(SELECT coalesce(max(position) + 1, 0) FROM catalogue.similar_designs WHERE design_id = ${designId})`,
          })
          .onConflictDoNothing()
          .returning({ designId: similarDesigns.designId });
        added += inserted.length;
      }
      await recordChange(
        tx,
        ctx,
        CatalogueEvents.DesignsPresentationChanged,
        [
          {
            entityType: 'similar_designs',
            entityId: dto.designId,
            action: 'updated',
            after: { added: dto.similarDesignIds },
          },
        ],
        [dto.designId, ...dto.similarDesignIds],
      );
      return { changed: added };
    });
  }

  async unmapSimilar(ctx: RequestContext, dto: UnmapSimilarDesignDto): Promise<BulkDesignsResult> {
    return this.database.db.transaction(async (tx) => {
      const removed = await tx
        .delete(similarDesigns)
        .where(
          and(
            eq(similarDesigns.tenantId, ctx.tenantId),
            or(
              and(
                eq(similarDesigns.designId, dto.designId),
                eq(similarDesigns.similarDesignId, dto.similarDesignId),
              ),
              and(
                eq(similarDesigns.designId, dto.similarDesignId),
                eq(similarDesigns.similarDesignId, dto.designId),
              ),
            ),
          ),
        )
        .returning({ designId: similarDesigns.designId });
      if (removed.length > 0) {
        await recordChange(
          tx,
          ctx,
          CatalogueEvents.DesignsPresentationChanged,
          [
            {
              entityType: 'similar_designs',
              entityId: dto.designId,
              action: 'updated',
              before: { similar: dto.similarDesignId },
            },
          ],
          [dto.designId, dto.similarDesignId],
        );
      }
      return { changed: removed.length };
    });
  }

  private async requireDesign(db: Database, tenantId: string, designId: string): Promise<void> {
    if ((await knownDesigns(db, tenantId, [designId])).length === 0) {
      throw new CatalogueException(CatalogueErrorCode.DesignNotFound, 'catalogue.designNotFound');
    }
  }

  /** Applies a regrouping to each design (locked), logs before and after, and refreshes their search rows. */
  private async regroupDesigns(
    tx: Database,
    ctx: RequestContext,
    designIds: readonly string[],
    change: (row: { mainGroupId: number; subGroupIds: number[] }) => {
      mainGroupId: number;
      subGroupIds: number[];
    },
  ): Promise<BulkDesignsResult> {
    await requireDesigns(tx, ctx.tenantId, 'designIds', designIds);
    const rows = await tx
      .select({ id: designs.id, mainGroupId: designs.mainGroupId, subGroupIds: designs.subGroupIds })
      .from(designs)
      .where(and(eq(designs.tenantId, ctx.tenantId), sql`${designs.id} = ANY(${pgArray(designIds)}::uuid[])`))
      .orderBy(designs.id)
      .for('update');
    const changes = [];
    for (const row of rows) {
      const next = change(row);
      if (next.mainGroupId === row.mainGroupId && next.subGroupIds.join() === row.subGroupIds.join())
        continue;
      await tx
        .update(designs)
        .set({ mainGroupId: next.mainGroupId, subGroupIds: next.subGroupIds, updatedAt: new Date() })
        .where(and(eq(designs.tenantId, ctx.tenantId), eq(designs.id, row.id)));
      changes.push({
        entityType: 'design_groups' as const,
        entityId: row.id,
        action: 'updated' as const,
        before: { mainGroupId: row.mainGroupId, subGroupIds: row.subGroupIds },
        after: next,
      });
    }
    const changed = changes.map((c) => c.entityId);
    if (changed.length > 0) await refreshSearch(tx, ctx.tenantId, changed);
    await recordChange(tx, ctx, CatalogueEvents.TaxonomyChanged, changes, changed);
    return { changed: changed.length };
  }
}
