import {
  type AdminDiscount,
  type AdminPage,
  CatalogueEvents,
  type DiscountDeleted,
  type DiscountIdDto,
  type DiscountVersionMessage,
  type ListDiscountsDto,
  type SaveDiscountDto,
  type UpdateDiscountMessage,
} from '@atelier/contracts/catalogue';
import type { FieldIssue, RequestContext } from '@atelier/contracts/common';
import { IdentityApi, IdentityErrorCode } from '@atelier/contracts/identity';
import {
  AppException,
  type Database,
  DATABASE,
  type DatabaseHandle,
  ServiceClient,
  validationException,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { likePrefix, pageOf, recordChange } from '../catalogue-admin/catalogue-change';
import { CatalogueCache } from '../catalogue-cache.service';
import { windowStatusCondition } from '../db/date-window';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { dayOf, lastDayOf } from '../offers-admin/offer-rules';
import { designs, discounts, type DiscountRow, mainGroups } from '../schema/catalogue.schema';
import { discountStatus } from './discount-rules';
import { type DiscountTerms, readDiscountTerms } from './discount-terms';

const notFound = () =>
  new CatalogueException(CatalogueErrorCode.DiscountNotFound, 'catalogue.discounts.notFound');
const changed = () =>
  new CatalogueException(CatalogueErrorCode.DiscountChanged, 'catalogue.discounts.changed');

const selection = {
  discount: discounts,
  designNumber: designs.designNumber,
  designName: designs.name,
  mainGroupName: mainGroups.name,
};

interface Selected {
  discount: DiscountRow;
  designNumber: string | null;
  designName: string | null;
  mainGroupName: string | null;
}

function present(row: Selected, now: Date): AdminDiscount {
  const { discount } = row;
  return {
    id: discount.id,
    status: discountStatus(discount, now),
    customerId: discount.customerId,
    customerLabel: discount.customerLabel,
    customerGroupId: discount.customerGroupId,
    customerGroupLabel: discount.customerGroupLabel,
    designId: discount.designId,
    designNumber: row.designNumber,
    designName: row.designName,
    mainGroupId: discount.mainGroupId,
    mainGroupName: row.mainGroupName,
    kind: discount.kind,
    value: Number(discount.value),
    startsOn: dayOf(discount.startsAt),
    endsOn: lastDayOf(discount.endsAt),
    endedAt: discount.endedAt?.toISOString() ?? null,
    version: discount.version,
    updatedAt: discount.updatedAt.toISOString(),
  };
}

/** Terms as the log keeps them. */
function logged(row: DiscountRow): Record<string, unknown> {
  return {
    customerId: row.customerId,
    customerGroupId: row.customerGroupId,
    designId: row.designId,
    mainGroupId: row.mainGroupId,
    kind: row.kind,
    value: row.value,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

function refuse(issues: Record<string, FieldIssue>): never {
  throw validationException(
    Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, [issue]])),
  );
}

/**
 * The back office's discounts (set-discount, permission `discounts`, checked by the gateway): listed
 * page by page, created, edited, ended or deleted. Every change logs itself and queues
 * `catalogue.discounts.changed` in its transaction; the cached pages go at once.
 */
@Injectable()
export class DiscountsAdminService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly services: ServiceClient,
    private readonly cache: CatalogueCache,
  ) {}

  async list(ctx: RequestContext, dto: ListDiscountsDto): Promise<AdminPage<AdminDiscount>> {
    const db = this.database.db;
    const search = dto.search?.trim();
    const where = and(
      eq(discounts.tenantId, ctx.tenantId),
      windowStatusCondition(discounts, dto.status),
      dto.customerId ? eq(discounts.customerId, dto.customerId) : undefined,
      search ? ilike(designs.designNumber, likePrefix(search)) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(selection)
        .from(discounts)
        .leftJoin(designs, eq(designs.id, discounts.designId))
        .leftJoin(mainGroups, eq(mainGroups.id, discounts.mainGroupId))
        .where(where)
        .orderBy(desc(discounts.updatedAt), desc(discounts.id))
        .limit(dto.limit)
        .offset((dto.page - 1) * dto.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(discounts)
        .leftJoin(designs, eq(designs.id, discounts.designId))
        .where(where),
    ]);
    const at = new Date();
    return pageOf(
      rows.map((row) => present(row, at)),
      total?.n ?? 0,
      dto,
    );
  }

  async create(ctx: RequestContext, dto: SaveDiscountDto): Promise<AdminDiscount> {
    const now = new Date();
    const terms = this.terms(dto, now);
    const customerLabel = await this.customerLabel(ctx, terms.customerId);
    const customerGroupLabel = await this.customerGroupLabel(ctx, terms.customerGroupId);
    const answer = await this.database.db.transaction(async (tx) => {
      const product = await this.product(tx, ctx.tenantId, terms);
      const [row] = await tx
        .insert(discounts)
        .values({
          tenantId: ctx.tenantId,
          customerId: terms.customerId,
          customerLabel,
          customerGroupId: terms.customerGroupId,
          customerGroupLabel,
          designId: product.designId,
          mainGroupId: terms.mainGroupId,
          kind: terms.kind,
          value: terms.value.toFixed(2),
          startsAt: terms.startsAt,
          endsAt: terms.endsAt,
          updatedBy: ctx.userId,
          updatedAt: now,
        })
        .returning({ id: discounts.id });
      if (!row) throw notFound();
      const after = await this.find(tx, ctx.tenantId, row.id);
      await this.announce(tx, ctx, 'created', null, after.discount);
      return present(after, now);
    });
    await this.cache.invalidateTenant(ctx.tenantId);
    return answer;
  }

  async update(ctx: RequestContext, dto: UpdateDiscountMessage): Promise<AdminDiscount> {
    const now = new Date();
    // An unknown discount is 404 before its terms are looked at (another tenant's id reveals nothing).
    await this.find(this.database.db, ctx.tenantId, dto.id);
    const terms = this.terms(dto, now);
    const customerLabel = await this.customerLabel(ctx, terms.customerId);
    const customerGroupLabel = await this.customerGroupLabel(ctx, terms.customerGroupId);
    const answer = await this.database.db.transaction(async (tx) => {
      const before = await this.find(tx, ctx.tenantId, dto.id, true);
      if (before.discount.version !== dto.version || discountStatus(before.discount, now) === 'ended') {
        throw changed();
      }
      const product = await this.product(tx, ctx.tenantId, terms);
      await tx
        .update(discounts)
        .set({
          customerId: terms.customerId,
          customerLabel,
          customerGroupId: terms.customerGroupId,
          customerGroupLabel,
          designId: product.designId,
          mainGroupId: terms.mainGroupId,
          kind: terms.kind,
          value: terms.value.toFixed(2),
          startsAt: terms.startsAt,
          endsAt: terms.endsAt,
          version: before.discount.version + 1,
          updatedBy: ctx.userId,
          updatedAt: now,
        })
        .where(and(eq(discounts.tenantId, ctx.tenantId), eq(discounts.id, dto.id)));
      const after = await this.find(tx, ctx.tenantId, dto.id);
      await this.announce(tx, ctx, 'updated', before.discount, after.discount);
      return present(after, now);
    });
    await this.cache.invalidateTenant(ctx.tenantId);
    return answer;
  }

  /** Ends the discount now: prices go back to the regular ones at once. */
  async end(ctx: RequestContext, dto: DiscountVersionMessage): Promise<AdminDiscount> {
    const now = new Date();
    const answer = await this.database.db.transaction(async (tx) => {
      const before = await this.find(tx, ctx.tenantId, dto.id, true);
      if (before.discount.version !== dto.version || discountStatus(before.discount, now) === 'ended') {
        throw changed();
      }
      await tx
        .update(discounts)
        .set({ endedAt: now, version: before.discount.version + 1, updatedBy: ctx.userId, updatedAt: now })
        .where(and(eq(discounts.tenantId, ctx.tenantId), eq(discounts.id, dto.id)));
      const after = await this.find(tx, ctx.tenantId, dto.id);
      await this.announce(tx, ctx, 'updated', before.discount, after.discount);
      return present(after, now);
    });
    await this.cache.invalidateTenant(ctx.tenantId);
    return answer;
  }

  /** Deletes the discount (orders keep the discount they got: they hold their own copy). */
  async remove(ctx: RequestContext, dto: DiscountIdDto): Promise<DiscountDeleted> {
    await this.database.db.transaction(async (tx) => {
      const before = await this.find(tx, ctx.tenantId, dto.id, true);
      await tx.delete(discounts).where(and(eq(discounts.tenantId, ctx.tenantId), eq(discounts.id, dto.id)));
      await this.announce(tx, ctx, 'deleted', before.discount, null);
    });
    await this.cache.invalidateTenant(ctx.tenantId);
    return { id: dto.id, deleted: true };
  }

  private terms(dto: SaveDiscountDto, now: Date): DiscountTerms {
    const { terms, issues } = readDiscountTerms(dto, now);
    if (!terms) refuse(issues);
    return terms;
  }

  /** The customer's label from identity; an unknown customer is refused on customerId. */
  private async customerLabel(ctx: RequestContext, customerId: string | null): Promise<string | null> {
    if (customerId === null) return null;
    try {
      return (await this.services.call(IdentityApi.getCustomerPricing, ctx, { customerId })).label;
    } catch (error) {
      if (error instanceof AppException && error.code === (IdentityErrorCode.CustomerNotFound as string)) {
        refuse({ customerId: { key: 'catalogue.discounts.unknownCustomer' } });
      }
      throw error;
    }
  }

  /** The customer group's name from identity; an unknown group is refused on customerGroupId. */
  private async customerGroupLabel(ctx: RequestContext, groupId: string | null): Promise<string | null> {
    if (groupId === null) return null;
    try {
      return (await this.services.call(IdentityApi.getCustomerGroup, ctx, { id: groupId })).name;
    } catch (error) {
      if (
        error instanceof AppException &&
        error.code === (IdentityErrorCode.CustomerGroupNotFound as string)
      ) {
        refuse({ customerGroupId: { key: 'catalogue.discounts.unknownCustomerGroup' } });
      }
      throw error;
    }
  }

  /** The design by its number, or the main group, of this tenant; either unknown is refused on its field. */
  private async product(
    tx: Database,
    tenantId: string,
    terms: DiscountTerms,
  ): Promise<{ designId: string | null }> {
    if (terms.designNumber !== null) {
      const [design] = await tx
        .select({ id: designs.id })
        .from(designs)
        .where(and(eq(designs.tenantId, tenantId), eq(designs.designNumber, terms.designNumber)))
        .limit(1);
      if (!design) {
        refuse({
          designNumber: { key: 'catalogue.discounts.unknownDesign', params: { value: terms.designNumber } },
        });
      }
      return { designId: design.id };
    }
    if (terms.mainGroupId !== null) {
      const [group] = await tx
        .select({ id: mainGroups.id })
        .from(mainGroups)
        .where(and(eq(mainGroups.tenantId, tenantId), eq(mainGroups.id, terms.mainGroupId)))
        .limit(1);
      if (!group) {
        refuse({
          mainGroupId: { key: 'catalogue.validation.unknownValue', params: { value: terms.mainGroupId } },
        });
      }
    }
    return { designId: null };
  }

  private async announce(
    tx: Database,
    ctx: RequestContext,
    action: 'created' | 'updated' | 'deleted',
    before: DiscountRow | null,
    after: DiscountRow | null,
  ): Promise<void> {
    const row = after ?? before;
    if (!row) return;
    await recordChange(
      tx,
      ctx,
      CatalogueEvents.DiscountsChanged,
      [
        {
          entityType: 'discount',
          entityId: row.id,
          action,
          before: before ? logged(before) : null,
          after: after ? logged(after) : null,
        },
      ],
      [before?.designId, after?.designId].filter((id): id is string => typeof id === 'string'),
    );
  }

  /** The discount (locked for the rest of the transaction when asked). */
  private async find(db: Database, tenantId: string, id: string, lock = false): Promise<Selected> {
    if (lock) {
      await db
        .select({ id: discounts.id })
        .from(discounts)
        .where(and(eq(discounts.tenantId, tenantId), eq(discounts.id, id)))
        .for('update');
    }
    const [row] = await db
      .select(selection)
      .from(discounts)
      .leftJoin(designs, eq(designs.id, discounts.designId))
      .leftJoin(mainGroups, eq(mainGroups.id, discounts.mainGroupId))
      .where(and(eq(discounts.tenantId, tenantId), eq(discounts.id, id)));
    if (!row) throw notFound();
    return row;
  }
}
