import {
  type AdminDesign,
  DESIGN_FORM_ATTRIBUTES,
  type DesignTexts,
  type FieldChange,
} from '@atelier/contracts/catalogue';
import { LANGUAGE_CODES, type RequestContext } from '@atelier/contracts/common';
import { type Database, validationException } from '@atelier/platform';
import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { LookupIndex } from '../lookups/lookup-index';
import {
  designAudit,
  type DesignAuditAction,
  designs,
  designStones,
  type DesignRow,
  variants,
} from '../schema/catalogue.schema';
import type { DesignState } from './design-state';

const money = (value: number): string => value.toFixed(2);

/** A design with its stones and variants as the back office edits it. */
export async function loadAdminDesign(
  db: Database,
  tenantId: string,
  designId: string,
  index: LookupIndex,
): Promise<AdminDesign | null> {
  return (await loadDesigns(db, tenantId, [designId], index)).get(designId) ?? null;
}

function groupBy<T extends { designId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.designId);
    if (group) group.push(row);
    else groups.set(row.designId, [row]);
  }
  return groups;
}

/** Several designs with their stones and variants, in three queries. */
export async function loadDesigns(
  db: Database,
  tenantId: string,
  ids: readonly string[],
  index: LookupIndex,
): Promise<Map<string, AdminDesign>> {
  const loaded = new Map<string, AdminDesign>();
  if (ids.length === 0) return loaded;
  const designRows = await db
    .select()
    .from(designs)
    .where(and(eq(designs.tenantId, tenantId), inArray(designs.id, [...ids])));
  const stones = groupBy(
    await db
      .select()
      .from(designStones)
      .where(and(eq(designStones.tenantId, tenantId), inArray(designStones.designId, [...ids])))
      .orderBy(asc(designStones.position)),
  );
  const variantGroups = groupBy(
    await db
      .select()
      .from(variants)
      .where(and(eq(variants.tenantId, tenantId), inArray(variants.designId, [...ids]))),
  );
  for (const design of designRows) {
    loaded.set(
      design.id,
      presentAdminDesign(design, stones.get(design.id) ?? [], variantGroups.get(design.id) ?? [], index),
    );
  }
  return loaded;
}

function presentAdminDesign(
  design: DesignRow,
  stoneRows: Array<typeof designStones.$inferSelect>,
  variantRows: Array<typeof variants.$inferSelect>,
  index: LookupIndex,
): AdminDesign {
  const en = { name: design.name, description: design.description };
  const attribute = (kind: 'style' | 'setting' | 'collection') =>
    design.attributeIds.find((id) => index.get(kind, id) !== undefined) ?? null;
  // The stored default first, then by SKU: the order the form shows and a save sends back.
  const ordered = [...variantRows].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.sku.localeCompare(b.sku),
  );
  return {
    id: design.id,
    version: design.version,
    designNumber: design.designNumber,
    texts: Object.fromEntries(
      LANGUAGE_CODES.map((language) => [language, language === 'en' ? en : (design.texts[language] ?? en)]),
    ) as AdminDesign['texts'],
    itemId: design.itemId,
    mainGroupId: design.mainGroupId,
    subGroupIds: [...design.subGroupIds].sort((a, b) => a - b),
    styleId: attribute('style'),
    settingId: attribute('setting'),
    collectionId: attribute('collection'),
    stones: stoneRows.map((stone) => ({
      stoneId: stone.stoneId,
      shapeId: stone.shapeId,
      role: stone.role,
      count: stone.count,
      carat: Number(stone.carat),
    })),
    metalWeight: Number(design.metalWeight),
    pricing: design.pricing,
    makingCharge: Number(design.makingCharge),
    flags: {
      newArrival: design.isNewArrival,
      bestSelling: design.isBestSelling,
      certified: design.isCertified,
      labGrown: design.isLabGrown,
      clearance: design.isClearance,
      specialOffer: design.isSpecialOffer,
      uniquePiece: design.isUniquePiece,
    },
    variants: ordered.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      karatId: variant.karatId,
      shadeId: variant.shadeId,
      qualityId: variant.qualityId,
      totalCarat: Number(variant.totalCarat),
      tradePrice: Number(variant.tradePrice),
      weight: Number(variant.weight),
      stock: variant.stockQuantity,
      certificateNumber: variant.certificateNumber,
      stonesValue: Number(variant.stonesValue),
      isDefault: variant.isDefault,
    })),
    retired: design.retired,
    imageKeys: design.imageKeys,
    createdAt: design.createdAt.toISOString(),
    updatedAt: design.updatedAt.toISOString(),
    updatedBy: design.updatedBy,
  };
}

/**
 * Refuses a design number or SKUs already used by another design of the tenant (checked inside the
 * writing transaction; the unique indexes stay the last word).
 */
export async function checkUniqueCodes(
  tx: Database,
  tenantId: string,
  state: DesignState,
  designId: string | null,
): Promise<void> {
  const others = designId ? ne(designs.id, designId) : undefined;
  const [taken] = await tx
    .select({ id: designs.id })
    .from(designs)
    .where(and(eq(designs.tenantId, tenantId), eq(designs.designNumber, state.designNumber), others))
    .limit(1);
  const issues: Record<string, Array<{ key: string; params?: Record<string, string> }>> = {};
  if (taken) {
    issues['designNumber'] = [{ key: 'catalogue.validation.taken', params: { value: state.designNumber } }];
  }
  const skus = state.variants.map((variant) => variant.sku);
  const usedRows = await tx
    .select({ sku: variants.sku })
    .from(variants)
    .where(
      and(
        eq(variants.tenantId, tenantId),
        inArray(variants.sku, skus),
        designId ? ne(variants.designId, designId) : undefined,
      ),
    );
  const used = new Set(usedRows.map((row) => row.sku));
  state.variants.forEach((variant, i) => {
    if (used.has(variant.sku)) {
      issues[`variants.${i}.sku`] = [{ key: 'catalogue.validation.taken', params: { value: variant.sku } }];
    }
  });
  if (Object.keys(issues).length > 0) throw validationException(issues);
}

/** The design's attribute ids with the form's style, setting and collection in place of the old ones. */
function attributeIdsOf(state: DesignState, current: readonly number[], index: LookupIndex): number[] {
  const formKinds = Object.values(DESIGN_FORM_ATTRIBUTES);
  const kept = current.filter((id) => !formKinds.some((kind) => index.get(kind, id)));
  const chosen = [state.styleId, state.settingId, state.collectionId].filter(
    (id): id is number => id !== null,
  );
  return [...new Set([...kept, ...chosen])];
}

export interface WrittenDesign {
  id: string;
  /** Variants whose stock staff set (existing variants only: orders makes new ones' stock from ours). */
  stockSet: Array<{ variantId: string; sku: string; onHand: number }>;
}

/**
 * Writes a design's state: the design row, its stones, and its variants matched by SKU (kept ids, so
 * carts and orders holding them keep pointing at them), new ones added, missing ones removed.
 */
export async function writeDesign(
  tx: Database,
  ctx: RequestContext,
  state: DesignState,
  existing: { id: string; attributeIds: number[]; version: number } | null,
  index: LookupIndex,
): Promise<WrittenDesign> {
  const texts: DesignTexts = {};
  for (const language of LANGUAGE_CODES) {
    if (language !== 'en') texts[language] = state.texts[language];
  }
  const metalOf = (karatId: number) => index.data.karates.find((row) => row._id === karatId)?.metal_id ?? 0;
  const values = {
    designNumber: state.designNumber,
    name: state.texts.en.name,
    description: state.texts.en.description,
    texts,
    itemId: state.itemId,
    mainGroupId: state.mainGroupId,
    subGroupIds: state.subGroupIds,
    attributeIds: attributeIdsOf(state, existing?.attributeIds ?? [], index),
    metalWeight: money(state.metalWeight),
    pricing: state.pricing,
    makingCharge: money(state.makingCharge),
    isNewArrival: state.flags.newArrival,
    isBestSelling: state.flags.bestSelling,
    isCertified: state.flags.certified,
    isLabGrown: state.flags.labGrown,
    isClearance: state.flags.clearance,
    isSpecialOffer: state.flags.specialOffer,
    isUniquePiece: state.flags.uniquePiece,
    retired: state.retired,
    updatedBy: ctx.userId ?? null,
    updatedAt: new Date(),
  };
  let designId: string;
  if (existing) {
    designId = existing.id;
    await tx
      .update(designs)
      .set({ ...values, version: existing.version + 1 })
      .where(and(eq(designs.tenantId, ctx.tenantId), eq(designs.id, designId)));
  } else {
    const [row] = await tx
      .insert(designs)
      .values({ ...values, tenantId: ctx.tenantId })
      .returning({ id: designs.id });
    designId = row.id;
  }
  await tx
    .delete(designStones)
    .where(and(eq(designStones.tenantId, ctx.tenantId), eq(designStones.designId, designId)));
  if (state.stones.length > 0) {
    await tx.insert(designStones).values(
      state.stones.map((stone, position) => ({
        designId,
        position,
        tenantId: ctx.tenantId,
        stoneId: stone.stoneId,
        shapeId: stone.shapeId,
        role: stone.role,
        count: stone.count,
        carat: money(stone.carat),
      })),
    );
  }
  const current = await tx
    .select({ id: variants.id, sku: variants.sku, stock: variants.stockQuantity })
    .from(variants)
    .where(and(eq(variants.tenantId, ctx.tenantId), eq(variants.designId, designId)));
  const bySku = new Map(current.map((row) => [row.sku, row]));
  const skus = state.variants.map((variant) => variant.sku);
  await tx
    .delete(variants)
    .where(
      and(
        eq(variants.tenantId, ctx.tenantId),
        eq(variants.designId, designId),
        notInArray(variants.sku, skus),
      ),
    );
  const stockSet: WrittenDesign['stockSet'] = [];
  const added: Array<typeof variants.$inferInsert> = [];
  for (const variant of state.variants) {
    const row = {
      metalId: metalOf(variant.karatId),
      karatId: variant.karatId,
      shadeId: variant.shadeId,
      qualityId: variant.qualityId,
      totalCarat: money(variant.totalCarat),
      tradePrice: money(variant.tradePrice),
      weight: money(variant.weight),
      stockQuantity: variant.stock,
      certificateNumber: variant.certificateNumber,
      stonesValue: money(variant.stonesValue),
      isDefault: variant.isDefault,
    };
    const found = bySku.get(variant.sku);
    if (found) {
      await tx.update(variants).set(row).where(eq(variants.id, found.id));
      if (found.stock !== variant.stock)
        stockSet.push({ variantId: found.id, sku: variant.sku, onHand: variant.stock });
    } else {
      added.push({ ...row, tenantId: ctx.tenantId, designId, sku: variant.sku });
    }
  }
  if (added.length > 0) await tx.insert(variants).values(added);
  return { id: designId, stockSet };
}

export async function recordAudit(
  tx: Database,
  ctx: RequestContext,
  designId: string,
  version: number,
  action: DesignAuditAction,
  changes: FieldChange[],
): Promise<void> {
  await tx
    .insert(designAudit)
    .values({ tenantId: ctx.tenantId, designId, version, action, userId: ctx.userId ?? null, changes });
}
