import {
  type AdminOffer,
  type AdminPage,
  CatalogueEvents,
  type EndOfferMessage,
  type ListOffersDto,
  type UpdateOfferMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { AppException, type Database, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { CommonErrorCode } from '@atelier/contracts/common';
import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { CatalogueCache } from '../catalogue-cache.service';
import { windowStatusCondition } from '../db/date-window';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { likePrefix, pageOf, recordChange } from '../catalogue-admin/catalogue-change';
import { designs, offers, variants } from '../schema/catalogue.schema';
import { announceSearchChange } from '../search/search-changes';
import { OfferEffects } from './offer-effects.service';
import { dayOf, lastDayOf, offerStatus, readTerms } from './offer-rules';

const notFound = () => new CatalogueException(CatalogueErrorCode.OfferNotFound, 'catalogue.offers.notFound');
const changed = () => new CatalogueException(CatalogueErrorCode.OfferChanged, 'catalogue.offers.changed');

const selection = {
  offer: offers,
  sku: variants.sku,
  tradePrice: variants.tradePrice,
  designNumber: designs.designNumber,
  designName: designs.name,
};

type Selected = {
  offer: typeof offers.$inferSelect;
  sku: string;
  tradePrice: string;
  designNumber: string;
  designName: string;
};

function present(row: Selected, now: Date): AdminOffer {
  const { offer } = row;
  return {
    id: offer.id,
    kind: offer.kind,
    status: offerStatus(offer, now),
    variantId: offer.variantId,
    sku: row.sku,
    designId: offer.designId,
    designNumber: row.designNumber,
    designName: row.designName,
    tradePrice: Number(row.tradePrice),
    offerPrice: Number(offer.offerPrice),
    maxQuantity: offer.maxQuantity,
    startsOn: dayOf(offer.startsAt),
    endsOn: lastDayOf(offer.endsAt),
    endedAt: offer.endedAt?.toISOString() ?? null,
    version: offer.version,
    updatedAt: offer.updatedAt.toISOString(),
  };
}

/** The back office's offers: listed by kind and status, edited, ended early. */
@Injectable()
export class OffersAdminService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly effects: OfferEffects,
    private readonly cache: CatalogueCache,
  ) {}

  async list(ctx: RequestContext, dto: ListOffersDto): Promise<AdminPage<AdminOffer>> {
    const db = this.database.db;
    const search = dto.search?.trim();
    const where = and(
      eq(offers.tenantId, ctx.tenantId),
      eq(offers.kind, dto.kind),
      windowStatusCondition(offers, dto.status),
      search
        ? or(ilike(variants.sku, likePrefix(search)), ilike(designs.designNumber, likePrefix(search)))
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select(selection)
        .from(offers)
        .innerJoin(variants, eq(variants.id, offers.variantId))
        .innerJoin(designs, eq(designs.id, offers.designId))
        .where(where)
        .orderBy(desc(offers.updatedAt), desc(offers.id))
        .limit(dto.limit)
        .offset((dto.page - 1) * dto.limit),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(offers)
        .innerJoin(variants, eq(variants.id, offers.variantId))
        .innerJoin(designs, eq(designs.id, offers.designId))
        .where(where),
    ]);
    const at = new Date();
    return pageOf(
      rows.map((row) => present(row, at)),
      total?.n ?? 0,
      dto,
    );
  }

  async update(ctx: RequestContext, dto: UpdateOfferMessage): Promise<AdminOffer> {
    const now = new Date();
    const answer = await this.database.db.transaction(async (tx) => {
      // An unknown offer is 404 before its terms are looked at (another tenant's id reveals nothing).
      const before = await this.find(tx, ctx.tenantId, dto.id);
      const { terms, issues } = readTerms(
        {
          offerPrice: String(dto.offerPrice),
          maxQuantity: String(dto.maxQuantity),
          startsOn: dto.startsOn,
          endsOn: dto.endsOn,
        },
        now,
      );
      if (!terms) {
        throw new AppException(
          CommonErrorCode.ValidationFailed,
          'error.validation',
          {},
          Object.fromEntries(Object.entries(issues).map(([field, issue]) => [field, [issue]])),
        );
      }
      if (before.offer.version !== dto.version || offerStatus(before.offer, now) === 'ended') throw changed();
      await tx
        .update(offers)
        .set({
          offerPrice: terms.offerPrice.toFixed(2),
          maxQuantity: terms.maxQuantity,
          startsAt: terms.startsAt,
          endsAt: terms.endsAt,
          version: before.offer.version + 1,
          updatedBy: ctx.userId,
          updatedAt: now,
        })
        .where(and(eq(offers.tenantId, ctx.tenantId), eq(offers.id, dto.id)));
      const after = await this.find(tx, ctx.tenantId, dto.id);
      await this.announce(tx, ctx, before, after);
      return present(after, now);
    });
    await this.afterChange(ctx.tenantId);
    return answer;
  }

  /** Ends the offer now: it leaves the storefront lists and carts see the trade price again. */
  async end(ctx: RequestContext, dto: EndOfferMessage): Promise<AdminOffer> {
    const now = new Date();
    const answer = await this.database.db.transaction(async (tx) => {
      const before = await this.find(tx, ctx.tenantId, dto.id);
      if (before.offer.version !== dto.version || offerStatus(before.offer, now) === 'ended') throw changed();
      await tx
        .update(offers)
        .set({ endedAt: now, version: before.offer.version + 1, updatedBy: ctx.userId, updatedAt: now })
        .where(and(eq(offers.tenantId, ctx.tenantId), eq(offers.id, dto.id)));
      const after = await this.find(tx, ctx.tenantId, dto.id);
      await this.announce(tx, ctx, before, after);
      return present(after, now);
    });
    await this.afterChange(ctx.tenantId);
    return answer;
  }

  private async afterChange(tenantId: string): Promise<void> {
    this.effects.forget(tenantId);
    await this.cache.invalidateTenant(tenantId);
  }

  /** The change log row, the search rows of the design and `catalogue.offers.changed`, in the change's transaction. */
  private async announce(
    tx: Database,
    ctx: RequestContext,
    before: Selected,
    after: Selected,
  ): Promise<void> {
    const terms = (row: Selected) => ({
      offerPrice: row.offer.offerPrice,
      maxQuantity: row.offer.maxQuantity,
      startsAt: row.offer.startsAt.toISOString(),
      endsAt: row.offer.endsAt.toISOString(),
      endedAt: row.offer.endedAt?.toISOString() ?? null,
    });
    await recordChange(
      tx,
      ctx,
      CatalogueEvents.OffersChanged,
      [
        {
          entityType: 'offer',
          entityId: after.offer.id,
          action: 'updated',
          before: terms(before),
          after: terms(after),
        },
      ],
      [after.offer.designId],
    );
    // An active offer's new price or dates change its card without changing its state: reload the card.
    await announceSearchChange(tx, ctx.tenantId, [after.offer.designId]);
    // Marks the offer's new state and rewrites the search rows of the designs whose offers changed state.
    await this.effects.apply(tx, ctx);
  }

  /** The offer, locked for the rest of the transaction (only its own row: the design may be edited meanwhile). */
  private async find(tx: Database, tenantId: string, id: string): Promise<Selected> {
    await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.tenantId, tenantId), eq(offers.id, id)))
      .for('update');
    const [row] = await tx
      .select(selection)
      .from(offers)
      .innerJoin(variants, eq(variants.id, offers.variantId))
      .innerJoin(designs, eq(designs.id, offers.designId))
      .where(and(eq(offers.tenantId, tenantId), eq(offers.id, id)));
    if (!row) throw notFound();
    return row;
  }
}
