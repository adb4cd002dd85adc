import type {
  PricedVariants,
  PriceLineDto,
  VariantForOrder,
  VariantStockFact,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { LookupsService } from '../lookups/lookups.service';
import { queryRows } from '../db/query';
import { pgArray } from '../db/sql-arrays';
import { activeOffer } from '../offers-admin/offer-sql';
import { activeOffersOf } from '../offers-admin/offer-reads';
import { DiscountPricing } from '../discounts/discount-pricing.service';
import { bestDiscount } from '../discounts/discount-rules';
import { discountedTradeCents, toCents, visibleCents } from '../pricing/price-math';
import { PricingService } from '../pricing/pricing.service';
import { designs, metalRates, variants } from '../schema/catalogue.schema';

/**
 * Variants as the orders service needs them: facts and trade prices for carts and orders, and the
 * caller's visible price of trade amounts, so that RRP is computed here and only here.
 */
@Injectable()
export class VariantsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly lookups: LookupsService,
    private readonly pricing: PricingService,
    private readonly discounts: DiscountPricing,
  ) {}

  async forOrder(ctx: RequestContext, variantIds: string[]): Promise<VariantForOrder[]> {
    const ids = [...new Set(variantIds)];
    if (ids.length === 0) return [];
    return this.factsWhere(ctx, sql`${variants.id} = ANY(${pgArray(ids)}::uuid[])`);
  }

  /**
   * What the stock authority keeps of each variant, by SKU: one narrow statement, since a stock take
   * from the ERP names thousands of SKUs orders has not met, and it needs no price or picture of them.
   */
  async stockBySku(ctx: RequestContext, skus: string[]): Promise<VariantStockFact[]> {
    const unique = [...new Set(skus)];
    if (unique.length === 0) return [];
    // Special as the order facts say: the design's flag, or the variant's latest running offer if it
    // is not a clearance.
    return queryRows<VariantStockFact>(
      this.database.db,
      sql`SELECT v.id AS variant_id, v.sku, v.design_id, d.design_number, v.stock_quantity,
            d.is_special_offer OR coalesce((SELECT o.kind <> 'clearance' FROM catalogue.offers o
              WHERE o.variant_id = v.id AND ${sql.raw(activeOffer('o'))}
              ORDER BY o.starts_at DESC LIMIT 1), false) AS is_special_offer
          FROM catalogue.variants v JOIN catalogue.designs d ON d.id = v.design_id
          WHERE v.tenant_id = ${ctx.tenantId} AND v.sku = ANY(${pgArray(unique)}::text[])`,
    );
  }

  /** By SKU or design number, case-blind: a design number answers every variant of the design. */
  async forOrderByCode(ctx: RequestContext, codes: string[]): Promise<VariantForOrder[]> {
    const unique = [...new Set(codes.map((c) => c.trim().toUpperCase()).filter((c) => c !== ''))];
    if (unique.length === 0) return [];
    return this.factsWhere(
      ctx,
      or(
        inArray(sql`upper(${variants.sku})`, unique),
        inArray(sql`upper(${designs.designNumber})`, unique),
      ) ?? sql`false`,
    );
  }

  private async factsWhere(ctx: RequestContext, which: SQL): Promise<VariantForOrder[]> {
    const [rows, index] = await Promise.all([
      this.database.db
        .select({
          id: variants.id,
          sku: variants.sku,
          designId: variants.designId,
          metalId: variants.metalId,
          karatId: variants.karatId,
          shadeId: variants.shadeId,
          qualityId: variants.qualityId,
          totalCarat: variants.totalCarat,
          tradePrice: variants.tradePrice,
          stock: variants.stockQuantity,
          certificate: variants.certificateNumber,
          designNumber: designs.designNumber,
          designName: designs.name,
          itemId: designs.itemId,
          mainGroupId: designs.mainGroupId,
          isSpecialOffer: designs.isSpecialOffer,
          isClearance: designs.isClearance,
          isLabGrown: designs.isLabGrown,
          // The picture of the variant's shade, so a cart line shows the metal the buyer chose.
          imageKey: sql<
            string | null
          >`coalesce((SELECT di.image_key FROM catalogue.design_images di WHERE di.design_id = ${variants.designId} AND di.shade_id = ${variants.shadeId} ORDER BY di.is_main DESC, di.position LIMIT 1), ${designs.imageKeys}[1])`,
          retired: designs.retired,
          uniquePiece: designs.isUniquePiece,
          pricing: designs.pricing,
          makingCharge: designs.makingCharge,
          weight: variants.weight,
          stonesValue: variants.stonesValue,
          ratePerGram: metalRates.ratePerGram,
        })
        .from(variants)
        .innerJoin(designs, eq(designs.id, variants.designId))
        .leftJoin(
          metalRates,
          and(eq(metalRates.tenantId, variants.tenantId), eq(metalRates.karatId, variants.karatId)),
        )
        .where(and(eq(variants.tenantId, ctx.tenantId), which)),
      this.lookups.index(ctx.tenantId, ctx.language),
    ]);
    const [active, buyer] = await Promise.all([
      activeOffersOf(
        this.database.db,
        ctx.tenantId,
        rows.map((row) => row.id),
      ),
      this.discounts.forBuyer(ctx),
    ]);
    return rows.map((row) => {
      const offer = active.get(row.id);
      const regular = toCents(row.tradePrice);
      // The buyer's best discount on the price in force (the offer's while one runs): the lowest price.
      const inForce = offer ? toCents(offer.offerPrice) : regular;
      const discount = bestDiscount(
        inForce,
        buyer.rules,
        {
          customerId: buyer.customerId,
          customerGroupId: buyer.customerGroupId,
          designId: row.designId,
          mainGroupId: row.mainGroupId,
        },
        buyer.now,
      );
      return {
        variant_id: row.id,
        sku: row.sku,
        design_id: row.designId,
        design_number: row.designNumber,
        design_name: row.designName,
        lab_grown: row.isLabGrown,
        item: index.get('item', row.itemId)?.name ?? '',
        metal: index.get('metal', row.metalId)?.name ?? '',
        karat: index.get('karat', row.karatId)?.name ?? '',
        shade: index.get('shade', row.shadeId)?.name ?? '',
        quality: index.get('quality', row.qualityId)?.name ?? '',
        total_carat: Number(row.totalCarat),
        // An offer's price (less the buyer's discount) is the trade price: carts capture it, orders keep it.
        trade_pence: discount ? discount.cents : inForce,
        stock_quantity: row.stock,
        is_special_offer: row.isSpecialOffer || (offer !== undefined && offer.kind !== 'clearance'),
        is_clearance: row.isClearance || offer?.kind === 'clearance',
        offer: offer
          ? { id: offer.id, kind: offer.kind, max_quantity: offer.maxQuantity, regular_pence: regular }
          : null,
        discount: discount
          ? {
              id: discount.rule.id,
              kind: discount.rule.kind,
              value: discount.rule.value,
              regular_pence: inForce,
            }
          : null,
        certificate_number: row.certificate,
        image_key: row.imageKey,
        metal_price:
          row.pricing === 'metal' && row.ratePerGram !== null
            ? {
                rate_per_gram: Number(row.ratePerGram),
                weight: Number(row.weight),
                making_charge: Number(row.makingCharge),
                stones_value: Number(row.stonesValue),
              }
            : null,
        // A unique piece sold is no longer available, like a retired design.
        retired: row.retired || (row.uniquePiece && row.stock <= 0),
      };
    });
  }

  /** The caller's view of each line: a given trade amount, else the variant's current trade price. */
  async price(ctx: RequestContext, lines: PriceLineDto[]): Promise<PricedVariants> {
    const view = await this.pricing.viewFor(ctx);
    if (view.kind === 'hidden') {
      return {
        price_type: null,
        lines: lines.map((line) => ({ variant_id: line.variantId ?? null, pence: null })),
      };
    }
    const needed = lines
      .filter((line) => line.tradePence === undefined && line.variantId)
      .map((l) => l.variantId);
    const current = new Map<string, number>();
    if (needed.length > 0) {
      const rows = await this.database.db
        .select({
          id: variants.id,
          tradePrice: variants.tradePrice,
          designId: variants.designId,
          mainGroupId: designs.mainGroupId,
        })
        .from(variants)
        .innerJoin(designs, eq(designs.id, variants.designId))
        .where(and(eq(variants.tenantId, ctx.tenantId), inArray(variants.id, needed as string[])));
      const active = await activeOffersOf(this.database.db, ctx.tenantId, needed as string[]);
      for (const row of rows) {
        const inForce = toCents(active.get(row.id)?.offerPrice ?? row.tradePrice);
        current.set(row.id, discountedTradeCents(inForce, view, row));
      }
    }
    return {
      price_type: view.kind,
      lines: lines.map((line) => {
        const trade = line.tradePence ?? (line.variantId ? current.get(line.variantId) : undefined);
        return {
          variant_id: line.variantId ?? null,
          pence: trade === undefined ? null : visibleCents(trade, view),
        };
      }),
    };
  }
}
