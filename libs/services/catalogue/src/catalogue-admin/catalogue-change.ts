import {
  type MappedDesignRow,
  type AdminPage,
  type CatalogueAdminPageDto,
  type CatalogueChangedEvent,
  CatalogueEvents,
  type ChangeLogEntity,
} from '@atelier/contracts/catalogue';
import { BACK_OFFICE_ROLES, CommonErrorCode, type RequestContext } from '@atelier/contracts/common';
import { CommonException, type Database, enqueueOutboxEvent } from '@atelier/platform';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../db/sql-arrays';
import { imageUrl } from '../images/image-keys';
import { catalogueChangeLog, designs, outbox } from '../schema/catalogue.schema';

type CatalogueEvent = (typeof CatalogueEvents)[keyof typeof CatalogueEvents];

export interface Change {
  entityType: ChangeLogEntity;
  entityId: string | number;
  action: 'created' | 'updated' | 'deleted';
  before?: object | null;
  after?: object | null;
}

/**
 * Records who changed what (values before and after) and announces it, in the transaction of the change:
 * the log and the event exist if and only if the change committed.
 */
export async function recordChange(
  tx: Database,
  ctx: RequestContext,
  event: CatalogueEvent,
  changes: Change[],
  designIds: readonly string[] = [],
): Promise<void> {
  if (changes.length > 0) {
    await tx.insert(catalogueChangeLog).values(
      changes.map((change) => ({
        tenantId: ctx.tenantId,
        entityType: change.entityType,
        entityId: String(change.entityId),
        action: change.action,
        userId: ctx.userId ?? '',
        before: change.before ? { ...change.before } : null,
        after: change.after ? { ...change.after } : null,
      })),
    );
  }
  const payload: CatalogueChangedEvent = { designIds: [...designIds] };
  await enqueueOutboxEvent(tx, outbox, ctx, event, payload);
}

export function pageOf<T>(rows: T[], count: number, dto: CatalogueAdminPageDto): AdminPage<T> {
  return { rows, count, page: dto.page, limit: dto.limit, pages: Math.ceil(count / dto.limit) };
}

/** Escapes LIKE's wildcards so a search for "R_1" means those characters. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of designs for the mapping screens, filtered by `where` (tenant applied here) and a search text. */
export async function pageDesigns(
  db: Database,
  tenantId: string,
  where: SQL | undefined,
  dto: CatalogueAdminPageDto & { search?: string },
): Promise<AdminPage<MappedDesignRow>> {
  const search = dto.search?.trim();
  const condition = and(
    eq(designs.tenantId, tenantId),
    where,
    search
      ? or(ilike(designs.designNumber, likePrefix(search)), ilike(designs.name, `%${likePrefix(search)}`))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: designs.id,
        number: designs.designNumber,
        name: designs.name,
        mainGroupId: designs.mainGroupId,
        subGroupIds: designs.subGroupIds,
        retired: designs.retired,
        imageKeys: designs.imageKeys,
      })
      .from(designs)
      .where(condition)
      .orderBy(asc(designs.designNumber))
      .limit(dto.limit)
      .offset((dto.page - 1) * dto.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(designs)
      .where(condition),
  ]);
  return pageOf(
    rows.map((row) => ({
      design_id: row.id,
      design: row.number,
      name: row.name,
      main_group_id: row.mainGroupId,
      sub_group_ids: row.subGroupIds,
      retired: row.retired,
      image_url: row.imageKeys[0] ? imageUrl(row.imageKeys[0], 200) : null,
    })),
    total?.n ?? 0,
    dto,
  );
}

/** The ids among `ids` that are designs of the tenant. */
export async function knownDesigns(
  db: Database,
  tenantId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: designs.id })
    .from(designs)
    .where(and(eq(designs.tenantId, tenantId), sql`${designs.id} = ANY(${pgArray(ids)}::uuid[])`));
  return rows.map((row) => row.id);
}

/**
 * The gateway checks each back-office route's permission; the catalogue still refuses anyone who is not
 * back-office staff, whoever sends the message.
 */
export function staff(ctx: RequestContext): RequestContext {
  if (!ctx.role || !BACK_OFFICE_ROLES.includes(ctx.role) || !ctx.userId) {
    throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
  }
  return ctx;
}
