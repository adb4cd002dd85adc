import {
  CatalogueApi,
  type PricedVariants,
  type VariantForOrder,
  type VariantStockFact,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { ServiceClient } from '@atelier/platform';
import { Injectable } from '@nestjs/common';

const CHUNK = 200;
const SKU_CHUNK = 5000;

export interface PriceRequest {
  variantId?: string;
  tradePence?: number;
}

/** What orders asks the catalogue: variant facts and trade prices, and visible (RRP) prices. */
@Injectable()
export class CatalogueClient {
  constructor(private readonly services: ServiceClient) {}

  async variants(ctx: RequestContext, variantIds: readonly string[]): Promise<Map<string, VariantForOrder>> {
    const ids = [...new Set(variantIds)];
    const found = new Map<string, VariantForOrder>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await this.services.call(CatalogueApi.variantsForOrder, ctx, {
        variantIds: ids.slice(i, i + CHUNK),
      });
      for (const row of rows) found.set(row.variant_id, row);
    }
    return found;
  }

  /** What the stock authority keeps of variants, by SKU (a stock take from the ERP names variants so). */
  async stockBySku(ctx: RequestContext, skus: readonly string[]): Promise<VariantStockFact[]> {
    const unique = [...new Set(skus)];
    const found: VariantStockFact[] = [];
    for (let i = 0; i < unique.length; i += SKU_CHUNK) {
      found.push(
        ...(await this.services.call(CatalogueApi.variantStockBySku, ctx, {
          skus: unique.slice(i, i + SKU_CHUNK),
        })),
      );
    }
    return found;
  }

  /** Variant facts by SKU or design number (a design number answers all its variants). */
  async variantsByCode(ctx: RequestContext, codes: readonly string[]): Promise<VariantForOrder[]> {
    const unique = [...new Set(codes.map((c) => c.trim().toUpperCase()))];
    const found = new Map<string, VariantForOrder>();
    for (let i = 0; i < unique.length; i += SKU_CHUNK) {
      const rows = await this.services.call(CatalogueApi.variantsForOrderByCode, ctx, {
        codes: unique.slice(i, i + SKU_CHUNK),
      });
      for (const row of rows) found.set(row.variant_id, row);
    }
    return [...found.values()];
  }

  /**
   * The caller's visible price of trade amounts, computed by the catalogue (one formula for RRP,
   * wherever a price is shown). Nothing to ask at status 0, and at status 2 the trade price is shown.
   */
  async visiblePrices(ctx: RequestContext, lines: readonly PriceRequest[]): Promise<PricedVariants> {
    if (lines.length === 0) return { price_type: null, lines: [] };
    const out: PricedVariants = { price_type: null, lines: [] };
    for (let i = 0; i < lines.length; i += CHUNK) {
      const part = await this.services.call(CatalogueApi.priceVariants, ctx, {
        lines: lines.slice(i, i + CHUNK),
      });
      out.price_type = part.price_type;
      out.lines.push(...part.lines);
    }
    return out;
  }
}
