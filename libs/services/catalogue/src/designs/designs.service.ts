import {
  ATTRIBUTE_KINDS,
  type AttributeKind,
  BANGLE_INSIDE_DIAMETER_MM,
  BRACELET_LENGTH_INCHES,
  disclosedName,
  type DesignDetail,
  type DesignTexts,
  type DesignFlags,
  type DesignStone,
  type DesignVariant,
  type GetDesignDto,
  type LookupRow,
  type MainGroupOfDesign,
  type StockInfo,
  STOCK_DELIVERY,
} from '@atelier/contracts/catalogue';
import { type RequestContext, translate } from '@atelier/contracts/common';
import {
  CACHE,
  type CacheStore,
  cached,
  DATABASE,
  type DatabaseHandle,
  validationException,
} from '@atelier/platform';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { CACHE_TTL, CatalogueCacheKeys } from '../cache-keys';
import { CatalogueErrorCode, CatalogueException } from '../catalogue.exception';
import { imageRef } from '../images/image-keys';
import { picturesOf } from '../images-admin/design-pictures';
import { shadeImage } from '../images-admin/shade-image';
import { OfferEffects } from '../offers-admin/offer-effects.service';
import { activeOffersOf, offerFlags } from '../offers-admin/offer-reads';
import type { LookupIndex } from '../lookups/lookup-index';
import { LookupsService } from '../lookups/lookups.service';
import { type PriceView, priceFields, toCents } from '../pricing/price-math';
import { PricingService } from '../pricing/pricing.service';
import { designs, mainGroups } from '../schema/catalogue.schema';
import { type CardData, loadCards, presentCard } from '../search/cards';
import { type DesignPageReads, designPageReads } from './design-page-reads';
import { chooseVariant } from './variant-choice';

/** A design as cached: trade prices in pence, lookups by id; the caller's view is applied when answering. */
export interface DesignRecord {
  id: string;
  number: string;
  name: string;
  description: string;
  texts: DesignTexts;
  itemId: number;
  mainGroupId: number;
  subGroupIds: number[];
  attributeIds: number[];
  metalWeight: number;
  imageKeys: string[];
  /** The shade each picture shows (null: every shade), in display order. */
  imageShades?: Array<{ key: string; shadeId: number | null }>;
  flags: DesignFlags;
  stones: Array<{ stoneId: number; shapeId: number; role: 'main' | 'side'; count: number; carat: number }>;
  variants: Array<{
    id: string;
    sku: string;
    metalId: number;
    karatId: number;
    shadeId: number;
    qualityId: number;
    totalCarat: number;
    tradeCents: number;
    stock: number;
    certificate: string | null;
    isDefault: boolean;
  }>;
  similar: CardData[];
}

function stockInfo(ctx: RequestContext, inStock: boolean): StockInfo {
  return inStock
    ? {
        status: 'in_stock',
        label: translate(ctx.language, 'catalogue.stock.inStock'),
        delivery: STOCK_DELIVERY.inStock,
        returnable: true,
      }
    : {
        status: 'special_order',
        label: translate(ctx.language, 'catalogue.stock.specialOrder'),
        delivery: STOCK_DELIVERY.specialOrder,
        returnable: false,
      };
}

@Injectable()
export class DesignsService {
  private readonly reads: DesignPageReads;

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
    private readonly lookups: LookupsService,
    private readonly pricing: PricingService,
    /** An offer started or ended by its dates drops the cached page before the answer. */
    @Optional() private readonly offerEffects?: OfferEffects,
  ) {
    this.reads = designPageReads(database.db);
  }

  /** The design page (/page3): every variant, the selected one, stock, images, stones and similar designs. */
  async get(ctx: RequestContext, dto: GetDesignDto): Promise<DesignDetail> {
    await this.offerEffects?.settle(ctx);
    const [record, index, view] = await Promise.all([
      cached(this.cache, CatalogueCacheKeys.design(ctx.tenantId, dto.designId), CACHE_TTL.design, () =>
        this.load(ctx.tenantId, dto.designId),
      ),
      this.lookups.index(ctx.tenantId, ctx.language),
      this.pricing.viewFor(ctx),
    ]);
    if (!record) throw await this.missing(ctx.tenantId, dto.designId);
    if (dto.mainGroupId !== undefined && !index.get('category', dto.mainGroupId)) {
      throw validationException({
        mainGroupId: [{ key: 'catalogue.validation.unknownValue', params: { value: dto.mainGroupId } }],
      });
    }
    return this.present(ctx, record, index, view, dto);
  }

  /** Spec section 7: the main group a design is mapped to. */
  async mainGroupOf(ctx: RequestContext, designId: string): Promise<MainGroupOfDesign> {
    const [row] = await this.database.db
      .select({ id: mainGroups.id, name: mainGroups.name, urlPath: mainGroups.urlPath })
      .from(designs)
      .innerJoin(mainGroups, eq(mainGroups.id, designs.mainGroupId))
      .where(and(eq(designs.tenantId, ctx.tenantId), eq(designs.id, designId), eq(designs.retired, false)))
      .limit(1);
    if (!row) throw new CatalogueException(CatalogueErrorCode.DesignNotFound, 'catalogue.designNotFound');
    return { main_group_id: row.id, main_group: row.name, url_path: row.urlPath };
  }

  /**
   * Why a design cannot be shown: a retired one (or a unique piece sold) answers "no longer available",
   * which its page says, rather than the not-found of a design that never was.
   */
  private async missing(tenantId: string, designId: string): Promise<CatalogueException> {
    const [known] = await this.database.db
      .select({ id: designs.id })
      .from(designs)
      .where(and(eq(designs.tenantId, tenantId), eq(designs.id, designId)))
      .limit(1);
    return known
      ? new CatalogueException(CatalogueErrorCode.DesignUnavailable, 'catalogue.designUnavailable')
      : new CatalogueException(CatalogueErrorCode.DesignNotFound, 'catalogue.designNotFound');
  }

  private async load(tenantId: string, designId: string): Promise<DesignRecord | null> {
    const db = this.database.db;
    const at = { tenantId, designId };
    const [design] = await this.reads.design.execute(at);
    if (!design) return null;
    const [variantRows, stoneRows, similarRows] = await Promise.all([
      (design.isUniquePiece ? this.reads.variantsInStock : this.reads.variants).execute(at),
      this.reads.stones.execute(at),
      this.reads.similar.execute(at),
    ]);
    if (variantRows.length === 0) return null;
    const active = await activeOffersOf(
      db,
      tenantId,
      variantRows.map((variant) => variant.id),
    );
    const fromOffers = offerFlags([...active.values()].map((offer) => offer.kind));
    return {
      id: design.id,
      number: design.designNumber,
      name: design.name,
      description: design.description,
      texts: design.texts,
      itemId: design.itemId,
      mainGroupId: design.mainGroupId,
      subGroupIds: design.subGroupIds,
      attributeIds: design.attributeIds,
      metalWeight: Number(design.metalWeight),
      imageKeys: design.imageKeys,
      imageShades: await picturesOf(db, design.id, design.imageKeys),
      flags: {
        new_arrival: design.isNewArrival,
        best_selling: design.isBestSelling,
        special_offer: design.isSpecialOffer || fromOffers.specialOffer,
        lab_grown: design.isLabGrown,
        clearance: design.isClearance || fromOffers.clearance,
        certified: design.isCertified,
      },
      stones: stoneRows.map((stone) => ({
        stoneId: stone.stoneId,
        shapeId: stone.shapeId,
        role: stone.role,
        count: stone.count,
        carat: Number(stone.carat),
      })),
      variants: variantRows.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        metalId: variant.metalId,
        karatId: variant.karatId,
        shadeId: variant.shadeId,
        qualityId: variant.qualityId,
        totalCarat: Number(variant.totalCarat),
        tradeCents: toCents(active.get(variant.id)?.offerPrice ?? variant.tradePrice),
        stock: variant.stockQuantity,
        certificate: variant.certificateNumber,
        isDefault: variant.isDefault,
      })),
      similar: await loadCards(
        db,
        tenantId,
        similarRows.map((row) => row.id),
      ),
    };
  }

  private present(
    ctx: RequestContext,
    record: DesignRecord,
    index: LookupIndex,
    view: PriceView,
    dto: GetDesignDto,
  ): DesignDetail {
    const order = (filter: 'karat' | 'shade' | 'quality', id: number) => index.order(filter, id);
    const sorted = [...record.variants].sort(
      (a, b) =>
        order('karat', a.karatId) - order('karat', b.karatId) ||
        order('shade', a.shadeId) - order('shade', b.shadeId) ||
        order('quality', a.qualityId) - order('quality', b.qualityId) ||
        a.totalCarat - b.totalCarat,
    );
    const selected = chooseVariant(sorted, dto) ?? sorted[0];
    const variantsOut: DesignVariant[] = sorted.map((variant) => {
      const shade = index.data.shades.find((s) => s._id === variant.shadeId);
      return {
        _id: variant.id,
        sku: variant.sku,
        metal: index.get('metal', variant.metalId)?.name ?? '',
        metal_id: variant.metalId,
        karate: index.get('karat', variant.karatId)?.name ?? '',
        karate_id: variant.karatId,
        shade: shade?.name ?? '',
        shade_id: variant.shadeId,
        shade_code: shade?.code ?? '',
        quality: index.get('quality', variant.qualityId)?.name ?? '',
        quality_id: variant.qualityId,
        totalCarate: variant.totalCarat,
        stock_quantity: variant.stock,
        in_stock: variant.stock > 0,
        certificate_number: variant.certificate,
        image: ((key) => (key ? imageRef(key) : null))(
          shadeImage(
            record.imageShades ?? record.imageKeys.map((key) => ({ key, shadeId: null })),
            variant.shadeId,
          ),
        ),
        ...priceFields(variant.tradeCents, view, { designId: record.id, mainGroupId: record.mainGroupId }),
      };
    });
    // Only the common lookup fields, whatever else a lookup list carries.
    const lookup = (row: LookupRow | undefined): LookupRow =>
      row
        ? { _id: row._id, name: row.name, url_path: row.url_path, sort_order: row.sort_order }
        : { _id: 0, name: '', url_path: '', sort_order: 0 };
    const attributesByKind: Partial<Record<AttributeKind, LookupRow[]>> = {};
    for (const id of record.attributeIds) {
      const kind = ATTRIBUTE_KINDS.find((k) => index.get(k, id) !== undefined);
      const row = kind ? index.get(kind, id) : undefined;
      if (kind && row) attributesByKind[kind] = [...(attributesByKind[kind] ?? []), lookup(row)];
    }
    const first = (kind: AttributeKind) => attributesByKind[kind]?.[0]?.name ?? null;
    const item = lookup(index.get('item', record.itemId));
    const stones: DesignStone[] = record.stones.map((stone) => ({
      stone: index.get('gemstone', stone.stoneId)?.name ?? '',
      stone_id: stone.stoneId,
      shape: index.get('shape', stone.shapeId)?.name ?? '',
      shape_id: stone.shapeId,
      role: stone.role,
      count: stone.count,
      carat: stone.carat,
    }));
    const detail: DesignDetail = {
      design_id: record.id,
      design: record.number,
      name: disclosedName(
        (ctx.language !== 'en' && record.texts[ctx.language]?.name) || record.name,
        record.flags.lab_grown,
        ctx.language,
      ),
      labGrown: record.flags.lab_grown,
      description: (ctx.language !== 'en' && record.texts[ctx.language]?.description) || record.description,
      item,
      category: lookup(index.get('category', record.mainGroupId)),
      sub_groups: record.subGroupIds.flatMap((id) => {
        const group = index.data.subGroups.find((s) => s._id === id);
        return group
          ? [{ _id: group._id, name: group.name, url_path: group.url_path, sort_order: group.sort_order }]
          : [];
      }),
      main_group_id: dto.mainGroupId ?? record.mainGroupId,
      is_fixed_design: dto.isFixedDesign ?? false,
      collection: first('collection'),
      style: first('style'),
      setting: first('setting'),
      attributes: attributesByKind,
      metal_weight: record.metalWeight,
      flags: record.flags,
      images: record.imageKeys.map((key) => imageRef(key)),
      stones,
      variants: variantsOut,
      selected_variant_id: selected?.id ?? '',
      stock: stockInfo(ctx, (selected?.stock ?? 0) > 0),
      similar: record.similar.map((card) => presentCard(card, index, view, ctx.language)),
    };
    if (item.url_path === 'bracelets') detail.bracelet_length = BRACELET_LENGTH_INCHES;
    if (item.url_path === 'bangles') detail.bangle_diameter = BANGLE_INSIDE_DIAMETER_MM;
    return detail;
  }
}
