import type { Database } from '@atelier/platform';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { designs, designStones, similarDesigns, variants } from '../schema/catalogue.schema';

const tenantId = sql.placeholder('tenantId');
const designId = sql.placeholder('designId');

/** What the design page reads of each variant. */
const variantColumns = {
  id: variants.id,
  sku: variants.sku,
  metalId: variants.metalId,
  karatId: variants.karatId,
  shadeId: variants.shadeId,
  qualityId: variants.qualityId,
  totalCarat: variants.totalCarat,
  tradePrice: variants.tradePrice,
  stockQuantity: variants.stockQuantity,
  certificateNumber: variants.certificateNumber,
  isDefault: variants.isDefault,
};

/**
 * The design page's statements, built once per database and prepared by name: drizzle built each one's
 * SQL from its parts on every call (a tenth of the catalogue's time while serving design pages), and
 * PostgreSQL parsed and planned it again. Executed with `{ tenantId, designId }`.
 */
export function designPageReads(db: Database) {
  return {
    design: db
      .select()
      .from(designs)
      .where(and(eq(designs.tenantId, tenantId), eq(designs.id, designId), eq(designs.retired, false)))
      .limit(1)
      .prepare('catalogue_design_page_design'),
    variants: db
      .select(variantColumns)
      .from(variants)
      .where(eq(variants.designId, designId))
      .prepare('catalogue_design_page_variants'),
    /** A unique piece's sold variant is off sale. */
    variantsInStock: db
      .select(variantColumns)
      .from(variants)
      .where(and(eq(variants.designId, designId), gt(variants.stockQuantity, 0)))
      .prepare('catalogue_design_page_variants_in_stock'),
    stones: db
      .select()
      .from(designStones)
      .where(eq(designStones.designId, designId))
      .orderBy(asc(designStones.position))
      .prepare('catalogue_design_page_stones'),
    similar: db
      .select({ id: similarDesigns.similarDesignId })
      .from(similarDesigns)
      .innerJoin(designs, eq(designs.id, similarDesigns.similarDesignId))
      .where(and(eq(similarDesigns.designId, designId), eq(designs.retired, false)))
      .orderBy(asc(similarDesigns.position))
      .prepare('catalogue_design_page_similar'),
  };
}

export type DesignPageReads = ReturnType<typeof designPageReads>;
