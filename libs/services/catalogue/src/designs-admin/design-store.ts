import type { AdminDesign, FieldChange } from '@atelier/contracts/catalogue';
import { LANGUAGE_CODES, type RequestContext } from '@atelier/contracts/common';
import { type Database, validationException } from '@atelier/platform';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { queryRows } from '../db/query';
import { pgArray } from '../db/sql-arrays';
import type { LookupIndex } from '../lookups/lookup-index';
import {
  type DesignAuditAction,
  designs,
  designStones,
  type DesignRow,
  variants,
} from '../schema/catalogue.schema';
import {
  attributeIdsOf,
  designColumnsOf,
  planVariants,
  type StoredVariant,
  stoneColumnsOf,
  type VariantColumns,
} from './design-rows';
import type { DesignState } from './design-state';

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

/** A stored design about to be rewritten: its id, attributes outside the form, version and variants. */
export interface ExistingDesign {
  id: string;
  attributeIds: number[];
  version: number;
  variants: readonly StoredVariant[];
}

/** A design's state to write over the stored design (null: a new one). */
export interface DesignWrite {
  state: DesignState;
  existing: ExistingDesign | null;
}

export interface WrittenDesign {
  id: string;
  /** Variants whose stock staff set (existing variants only: orders makes new ones' stock from ours). */
  stockSet: Array<{ variantId: string; sku: string; onHand: number }>;
}

/** Rows handed to PostgreSQL as one jsonb value and read back with jsonb_to_recordset: one parameter. */
const records = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** Columns written from a record: name and type, as jsonb_to_recordset declares them. */
type Columns = ReadonlyArray<readonly [string, string]>;

const DESIGN_FIELDS: Columns = [
  ['design_number', 'text'],
  ['name', 'text'],
  ['description', 'text'],
  ['texts', 'jsonb'],
  ['item_id', 'integer'],
  ['main_group_id', 'integer'],
  ['sub_group_ids', 'integer[]'],
  ['attribute_ids', 'integer[]'],
  ['metal_weight', 'numeric'],
  ['pricing', 'text'],
  ['making_charge', 'numeric'],
  ['is_new_arrival', 'boolean'],
  ['is_best_selling', 'boolean'],
  ['is_certified', 'boolean'],
  ['is_lab_grown', 'boolean'],
  ['is_clearance', 'boolean'],
  ['is_special_offer', 'boolean'],
  ['is_unique_piece', 'boolean'],
  ['retired', 'boolean'],
];

const VARIANT_FIELDS: Columns = [
  ['metal_id', 'integer'],
  ['karat_id', 'integer'],
  ['shade_id', 'integer'],
  ['quality_id', 'integer'],
  ['total_carat', 'numeric'],
  ['trade_price', 'numeric'],
  ['weight', 'numeric'],
  ['stock_quantity', 'integer'],
  ['certificate_number', 'text'],
  ['stones_value', 'numeric'],
  ['is_default', 'boolean'],
];

/** `a text, b integer`: the record's declaration. */
const declared = (columns: Columns) => sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
/** `a, b`: the column list. */
const named = (columns: Columns) => sql.raw(columns.map(([name]) => name).join(', '));
/** `a = x.a, b = x.b`: an update from the record. */
const assigned = (columns: Columns) => sql.raw(columns.map(([name]) => `${name} = x.${name}`).join(', '));

/**
 * Writes designs' states set-based, one statement per table for all of them: the design rows (new ones
 * inserted, stored ones updated with their next version), their stones, and their variants matched by
 * SKU (kept ids, so carts and orders holding them keep pointing at them; new ones added, missing ones
 * removed). The stored designs must be locked by the caller. Answers each design's id and stock set, in
 * the order given.
 */
export async function writeDesigns<T extends DesignWrite>(
  tx: Database,
  ctx: RequestContext,
  items: readonly T[],
  index: LookupIndex,
): Promise<Array<T & WrittenDesign>> {
  if (items.length === 0) return [];
  const metals = new Map(index.data.karates.map((row) => [row._id, row.metal_id]));
  const metalOf = (karatId: number) => metals.get(karatId) ?? 0;
  const userId = ctx.userId ?? null;
  const now = new Date().toISOString();
  const created = items.filter((item) => item.existing === null);
  const ids = new Map<string, string>();
  if (created.length > 0) {
    const rows = await queryRows<{ id: string; design_number: string }>(
      tx,
      sql`INSERT INTO catalogue.designs (tenant_id, updated_by, updated_at, ${named(DESIGN_FIELDS)})
          SELECT ${ctx.tenantId}::uuid, ${userId}::uuid, ${now}::timestamptz, ${named(DESIGN_FIELDS)}
          FROM jsonb_to_recordset(${records(
            created.map((item) => designColumnsOf(item.state, attributeIdsOf(item.state, [], index))),
          )}) AS x(${declared(DESIGN_FIELDS)})
          RETURNING id, design_number`,
    );
    for (const row of rows) ids.set(row.design_number, row.id);
  }
  const stored = items.flatMap((item) => (item.existing ? [{ ...item, existing: item.existing }] : []));
  if (stored.length > 0) {
    await tx.execute(sql`
      UPDATE catalogue.designs AS d
      SET ${assigned(DESIGN_FIELDS)}, version = x.version, updated_by = ${userId}::uuid, updated_at = ${now}::timestamptz
      FROM jsonb_to_recordset(${records(
        stored.map(({ state, existing }) => ({
          ...designColumnsOf(state, attributeIdsOf(state, existing.attributeIds, index)),
          id: existing.id,
          version: existing.version + 1,
        })),
      )}) AS x(id uuid, version integer, ${declared(DESIGN_FIELDS)})
      WHERE d.tenant_id = ${ctx.tenantId} AND d.id = x.id`);
    for (const { state, existing } of stored) ids.set(state.designNumber, existing.id);
  }
  const idOf = (state: DesignState): string => {
    const id = ids.get(state.designNumber);
    if (id === undefined) throw new Error(`design ${state.designNumber} was not written`);
    return id;
  };
  if (stored.length > 0) {
    await tx.execute(sql`
      DELETE FROM catalogue.design_stones
      WHERE tenant_id = ${ctx.tenantId} AND design_id = ANY(${pgArray(stored.map(({ existing }) => existing.id))}::uuid[])`);
  }
  const stones = items.flatMap((item) =>
    stoneColumnsOf(item.state).map((stone) => ({ ...stone, design_id: idOf(item.state) })),
  );
  if (stones.length > 0) {
    await tx.execute(sql`
      INSERT INTO catalogue.design_stones (tenant_id, design_id, position, stone_id, shape_id, role, count, carat)
      SELECT ${ctx.tenantId}::uuid, design_id, position, stone_id, shape_id, role, count, carat
      FROM jsonb_to_recordset(${records(stones)})
        AS x(design_id uuid, position integer, stone_id integer, shape_id integer, role text, count integer, carat numeric)`);
  }
  const written: Array<T & WrittenDesign> = [];
  const removed: string[] = [];
  const updated: Array<VariantColumns & { id: string }> = [];
  const added: Array<VariantColumns & { sku: string; design_id: string }> = [];
  for (const item of items) {
    const id = idOf(item.state);
    const plan = planVariants(item.state, item.existing?.variants ?? [], metalOf);
    removed.push(...plan.removed);
    updated.push(...plan.updated);
    added.push(...plan.added.map((variant) => ({ ...variant, design_id: id })));
    written.push({ ...item, id, stockSet: plan.stockSet });
  }
  // Removed first: a SKU is unique per tenant.
  if (removed.length > 0) {
    await tx.execute(sql`
      DELETE FROM catalogue.variants WHERE tenant_id = ${ctx.tenantId} AND id = ANY(${pgArray(removed)}::uuid[])`);
  }
  if (updated.length > 0) {
    await tx.execute(sql`
      UPDATE catalogue.variants AS v SET ${assigned(VARIANT_FIELDS)}
      FROM jsonb_to_recordset(${records(updated)}) AS x(id uuid, ${declared(VARIANT_FIELDS)})
      WHERE v.tenant_id = ${ctx.tenantId} AND v.id = x.id`);
  }
  if (added.length > 0) {
    await tx.execute(sql`
      INSERT INTO catalogue.variants (tenant_id, design_id, sku, ${named(VARIANT_FIELDS)})
      SELECT ${ctx.tenantId}::uuid, design_id, sku, ${named(VARIANT_FIELDS)}
      FROM jsonb_to_recordset(${records(added)}) AS x(design_id uuid, sku text, ${declared(VARIANT_FIELDS)})`);
  }
  return written;
}

/** One design's state written (see {@link writeDesigns}). */
export async function writeDesign(
  tx: Database,
  ctx: RequestContext,
  state: DesignState,
  existing: ExistingDesign | null,
  index: LookupIndex,
): Promise<WrittenDesign> {
  const [written] = await writeDesigns(tx, ctx, [{ state, existing }], index);
  if (!written) throw new Error(`design ${state.designNumber} was not written`);
  return written;
}

export interface AuditEntry {
  designId: string;
  version: number;
  action: DesignAuditAction;
  changes: FieldChange[];
}

/** Audit rows of several designs' changes, by the caller's user, in one insert. */
export async function recordAudits(
  tx: Database,
  ctx: RequestContext,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(sql`
    INSERT INTO catalogue.design_audit (tenant_id, user_id, design_id, version, action, changes)
    SELECT ${ctx.tenantId}::uuid, ${ctx.userId ?? null}::uuid, design_id, version, action, changes
    FROM jsonb_to_recordset(${records(
      entries.map((entry) => ({
        design_id: entry.designId,
        version: entry.version,
        action: entry.action,
        changes: entry.changes,
      })),
    )}) AS x(design_id uuid, version integer, action text, changes jsonb)`);
}

export async function recordAudit(
  tx: Database,
  ctx: RequestContext,
  designId: string,
  version: number,
  action: DesignAuditAction,
  changes: FieldChange[],
): Promise<void> {
  await recordAudits(tx, ctx, [{ designId, version, action, changes }]);
}
