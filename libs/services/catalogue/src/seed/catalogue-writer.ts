import { demoLookupNames } from './demo-lookup-names';
import { ATTRIBUTE_KINDS } from '@atelier/contracts/catalogue';
import type { Database, FileStorage } from '@atelier/platform';
import { eq, sql } from 'drizzle-orm';
import { pgArray } from '../db/sql-arrays';
import { ensureDemoImage } from '../images/demo-images';
import {
  attributes,
  currencies,
  designs,
  items,
  karates,
  mainGroups,
  metals,
  qualities,
  shades,
  shapes,
  stoneGroups,
  stones,
  subGroups,
} from '../schema/catalogue.schema';
import { refreshSearch } from '../search/projection';
import { type ArtSpec, DemoCatalogue, type GeneratedDesign } from './demo-catalogue';
import {
  ATTRIBUTE_VALUES,
  CURRENCIES,
  ITEMS,
  KARATES,
  MAIN_GROUPS,
  METALS,
  QUALITIES,
  SHADES,
  SHAPES,
  slug,
  STONE_GROUPS,
  STONES,
} from './demo-taxonomy';

export interface SeedCatalogueOptions {
  tenantId: string;
  designs: number;
  seed?: number;
  now?: Date;
  /** Designs per insert statement. */
  batchSize?: number;
  /** Replace the tenant's designs (npm run seed); otherwise a tenant that has designs is left alone. */
  replace?: boolean;
  log?: (message: string) => void;
}

export interface SeedCatalogueResult {
  skipped: boolean;
  designs: number;
  variants: number;
  images: number;
  ms: number;
}

/** Lookup ids of a tenant by the taxonomy's url_paths and names. */
interface LookupIds {
  item: Map<string, number>;
  mainGroup: Map<string, number>;
  subGroup: Map<string, number>;
  shade: Map<string, number>;
  karat: Map<string, { id: number; metalId: number }>;
  quality: Map<string, number>;
  stone: Map<string, number>;
  shape: Map<string, number>;
  attribute: Map<string, number>;
}

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo catalogue: no ${what} ${String(key)}`);
  return value;
}

/** Inserts the demo lookups when the tenant has none, then reads every id back. */
export async function ensureLookups(db: Database, tenantId: string): Promise<LookupIds> {
  const [existing] = await db
    .select({ id: items.id })
    .from(items)
    .where(eq(items.tenantId, tenantId))
    .limit(1);
  if (!existing) {
    await db.insert(items).values(
      ITEMS.map((item, i) => ({
        tenantId,
        name: item.name,
        urlPath: item.urlPath,
        hidden: item.hidden ?? false,
        sortOrder: i + 1,
      })),
    );
    const groupRows = await db
      .insert(mainGroups)
      .values(
        MAIN_GROUPS.map((group, i) => ({
          tenantId,
          name: group.name,
          urlPath: group.urlPath,
          sortOrder: i + 1,
        })),
      )
      .returning({ id: mainGroups.id, urlPath: mainGroups.urlPath });
    await db.insert(subGroups).values(
      MAIN_GROUPS.flatMap((group) =>
        group.subGroups.map((sub, i) => ({
          tenantId,
          mainGroupId: groupRows.find((row) => row.urlPath === group.urlPath)?.id ?? 0,
          name: sub.name,
          urlPath: sub.urlPath,
          sortOrder: i + 1,
        })),
      ),
    );
    const metalRows = await db
      .insert(metals)
      .values(
        METALS.map((metal, i) => ({
          tenantId,
          name: metal.name,
          names: demoLookupNames(metal.name),
          urlPath: metal.urlPath,
          sortOrder: i + 1,
        })),
      )
      .returning({ id: metals.id, urlPath: metals.urlPath });
    const metalId = (urlPath: string) => metalRows.find((row) => row.urlPath === urlPath)?.id ?? 0;
    await db.insert(shades).values(
      SHADES.map((shade, i) => ({
        tenantId,
        name: shade.name,
        names: demoLookupNames(shade.name),
        urlPath: shade.urlPath,
        code: shade.code,
        metalId: metalId(shade.metal),
        sortOrder: i + 1,
      })),
    );
    await db.insert(karates).values(
      KARATES.map((karat, i) => ({
        tenantId,
        name: karat.name,
        urlPath: karat.urlPath,
        purity: karat.purity,
        metalId: metalId(karat.metal),
        sortOrder: i + 1,
      })),
    );
    await db.insert(qualities).values(
      QUALITIES.map((quality, i) => ({
        tenantId,
        name: quality.name,
        names: demoLookupNames(quality.name),
        urlPath: quality.urlPath,
        labGrown: quality.labGrown,
        sortOrder: i + 1,
      })),
    );
    const groupIds = await db
      .insert(stoneGroups)
      .values(
        STONE_GROUPS.map((group, i) => ({
          tenantId,
          name: group.name,
          showOnHome: group.showOnHome,
          sortOrder: i + 1,
        })),
      )
      .returning({ id: stoneGroups.id, name: stoneGroups.name });
    await db.insert(stones).values(
      STONES.map((stone, i) => ({
        tenantId,
        name: stone.name,
        names: demoLookupNames(stone.name),
        urlPath: slug(stone.name),
        colour: stone.colour,
        groupId: groupIds.find((row) => row.name === stone.group)?.id ?? 0,
        sortOrder: i + 1,
      })),
    );
    await db.insert(shapes).values(
      SHAPES.map((name, i) => ({
        tenantId,
        name,
        names: demoLookupNames(name),
        urlPath: slug(name),
        sortOrder: i + 1,
      })),
    );
    await db.insert(attributes).values(
      ATTRIBUTE_KINDS.flatMap((kind) =>
        ATTRIBUTE_VALUES[kind].map((name, i) => ({
          tenantId,
          kind,
          name,
          urlPath: slug(name),
          sortOrder: i + 1,
        })),
      ),
    );
    await db
      .insert(currencies)
      .values(CURRENCIES.map((currency, i) => ({ tenantId, ...currency, sortOrder: i + 1 })));
  }

  const [
    itemRows,
    groupRows,
    subRows,
    shadeRows,
    karatRows,
    qualityRows,
    stoneRows,
    shapeRows,
    attributeRows,
  ] = [
    await db.select({ id: items.id, key: items.urlPath }).from(items).where(eq(items.tenantId, tenantId)),
    await db
      .select({ id: mainGroups.id, key: mainGroups.urlPath })
      .from(mainGroups)
      .where(eq(mainGroups.tenantId, tenantId)),
    await db
      .select({ id: subGroups.id, key: subGroups.urlPath, group: mainGroups.urlPath })
      .from(subGroups)
      .innerJoin(mainGroups, eq(mainGroups.id, subGroups.mainGroupId))
      .where(eq(subGroups.tenantId, tenantId)),
    await db.select({ id: shades.id, key: shades.urlPath }).from(shades).where(eq(shades.tenantId, tenantId)),
    await db
      .select({ id: karates.id, key: karates.urlPath, metalId: karates.metalId })
      .from(karates)
      .where(eq(karates.tenantId, tenantId)),
    await db
      .select({ id: qualities.id, key: qualities.urlPath })
      .from(qualities)
      .where(eq(qualities.tenantId, tenantId)),
    await db.select({ id: stones.id, key: stones.name }).from(stones).where(eq(stones.tenantId, tenantId)),
    await db.select({ id: shapes.id, key: shapes.name }).from(shapes).where(eq(shapes.tenantId, tenantId)),
    await db
      .select({ id: attributes.id, key: attributes.name, kind: attributes.kind })
      .from(attributes)
      .where(eq(attributes.tenantId, tenantId)),
  ];
  return {
    item: new Map(itemRows.map((r) => [r.key, r.id])),
    mainGroup: new Map(groupRows.map((r) => [r.key, r.id])),
    subGroup: new Map(subRows.map((r) => [`${r.group}/${r.key}`, r.id])),
    shade: new Map(shadeRows.map((r) => [r.key, r.id])),
    karat: new Map(karatRows.map((r) => [r.key, { id: r.id, metalId: r.metalId }])),
    quality: new Map(qualityRows.map((r) => [r.key, r.id])),
    stone: new Map(stoneRows.map((r) => [r.key, r.id])),
    shape: new Map(shapeRows.map((r) => [r.key, r.id])),
    attribute: new Map(attributeRows.map((r) => [`${r.kind}/${r.key}`, r.id])),
  };
}

/** Column arrays for one multi-row insert through unnest: one statement, one value per column. */
class Columns<Row extends Record<string, string | number | boolean | null>> {
  private readonly values = new Map<keyof Row, Array<string | number | boolean | null>>();
  length = 0;

  push(row: Row): void {
    for (const [key, value] of Object.entries(row) as Array<[keyof Row, Row[keyof Row]]>) {
      const list = this.values.get(key);
      if (list) list.push(value);
      else this.values.set(key, [value]);
    }
    this.length += 1;
  }

  array(key: keyof Row): string {
    return pgArray(this.values.get(key) ?? []);
  }
}

type DesignColumns = {
  id: string;
  number: string;
  name: string;
  description: string;
  item: number;
  group: number;
  subs: string;
  attrs: string;
  weight: string;
  images: string;
  newArrival: boolean;
  bestSelling: boolean;
  specialOffer: boolean;
  labGrown: boolean;
  clearance: boolean;
  certified: boolean;
  rank: number | null;
  created: string;
};

type VariantColumns = {
  id: string;
  design: string;
  sku: string;
  metal: number;
  karat: number;
  shade: number;
  quality: number;
  carat: string;
  price: string;
  stock: number;
  certificate: string | null;
  isDefault: boolean;
};

type StoneColumns = {
  design: string;
  position: number;
  stone: number;
  shape: number;
  role: string;
  count: number;
  carat: string;
};

async function insertBatch(
  db: Database,
  tenantId: string,
  batch: GeneratedDesign[],
  ids: LookupIds,
  imageKey: (spec: ArtSpec) => Promise<string>,
): Promise<number> {
  const d = new Columns<DesignColumns>();
  const v = new Columns<VariantColumns>();
  const s = new Columns<StoneColumns>();
  for (const design of batch) {
    const keys: string[] = [];
    for (const spec of design.images) keys.push(await imageKey(spec));
    d.push({
      id: design.id,
      number: design.designNumber,
      name: design.name,
      description: design.description,
      item: need(ids.item, design.item, 'item'),
      group: need(ids.mainGroup, design.mainGroup, 'main group'),
      subs: pgArray([need(ids.subGroup, `${design.mainGroup}/${design.subGroup}`, 'sub group')]),
      attrs: pgArray(design.attributes.map((a) => need(ids.attribute, `${a.kind}/${a.name}`, 'attribute'))),
      weight: design.metalWeight.toFixed(2),
      images: pgArray(keys),
      newArrival: design.flags.newArrival,
      bestSelling: design.flags.bestSelling,
      specialOffer: design.flags.specialOffer,
      labGrown: design.flags.labGrown,
      clearance: design.flags.clearance,
      certified: design.flags.certified,
      rank: design.bestSellingRank,
      created: design.createdAt.toISOString(),
    });
    for (const variant of design.variants) {
      const karat = need(ids.karat, variant.karat, 'karat');
      v.push({
        id: variant.id,
        design: design.id,
        sku: variant.sku,
        metal: karat.metalId,
        karat: karat.id,
        shade: need(ids.shade, variant.shade, 'shade'),
        quality: need(ids.quality, variant.quality, 'quality'),
        carat: variant.totalCarat.toFixed(2),
        price: variant.tradePrice,
        stock: variant.stockQuantity,
        certificate: variant.certificateNumber,
        isDefault: variant.isDefault,
      });
    }
    design.stones.forEach((stone, position) =>
      s.push({
        design: design.id,
        position,
        stone: need(ids.stone, stone.stone, 'stone'),
        shape: need(ids.shape, stone.shape, 'shape'),
        role: stone.role,
        count: stone.count,
        carat: stone.carat.toFixed(2),
      }),
    );
  }
  await db.execute(sql`
    INSERT INTO catalogue.designs (id, tenant_id, design_number, name, description, item_id, main_group_id,
      sub_group_ids, attribute_ids, metal_weight, image_keys, is_new_arrival, is_best_selling, is_special_offer,
      is_lab_grown, is_clearance, is_certified, best_selling_rank, created_at, updated_at)
    SELECT u.id, ${tenantId}::uuid, u.number, u.name, u.description, u.item, u.grp, u.subs::integer[], u.attrs::integer[],
      u.weight, u.images::text[], u.f1, u.f2, u.f3, u.f4, u.f5, u.f6, u.rank, u.created, u.created
    FROM unnest(${d.array('id')}::uuid[], ${d.array('number')}::text[], ${d.array('name')}::text[],
      ${d.array('description')}::text[], ${d.array('item')}::integer[], ${d.array('group')}::integer[],
      ${d.array('subs')}::text[], ${d.array('attrs')}::text[], ${d.array('weight')}::numeric[], ${d.array('images')}::text[],
      ${d.array('newArrival')}::boolean[], ${d.array('bestSelling')}::boolean[], ${d.array('specialOffer')}::boolean[],
      ${d.array('labGrown')}::boolean[], ${d.array('clearance')}::boolean[], ${d.array('certified')}::boolean[],
      ${d.array('rank')}::integer[], ${d.array('created')}::timestamptz[])
      AS u(id, number, name, description, item, grp, subs, attrs, weight, images, f1, f2, f3, f4, f5, f6, rank, created)`);
  await db.execute(sql`
    INSERT INTO catalogue.variants (id, tenant_id, design_id, sku, metal_id, karat_id, shade_id, quality_id,
      total_carat, trade_price, stock_quantity, certificate_number, is_default)
    SELECT u.id, ${tenantId}::uuid, u.design, u.sku, u.metal, u.karat, u.shade, u.quality, u.carat, u.price, u.stock,
      u.certificate, u.is_default
    FROM unnest(${v.array('id')}::uuid[], ${v.array('design')}::uuid[], ${v.array('sku')}::text[],
      ${v.array('metal')}::integer[], ${v.array('karat')}::integer[], ${v.array('shade')}::integer[],
      ${v.array('quality')}::integer[], ${v.array('carat')}::numeric[], ${v.array('price')}::numeric[],
      ${v.array('stock')}::integer[], ${v.array('certificate')}::text[], ${v.array('isDefault')}::boolean[])
      AS u(id, design, sku, metal, karat, shade, quality, carat, price, stock, certificate, is_default)`);
  if (s.length > 0) {
    await db.execute(sql`
      INSERT INTO catalogue.design_stones (design_id, position, tenant_id, stone_id, shape_id, role, count, carat)
      SELECT u.design, u.position, ${tenantId}::uuid, u.stone, u.shape, u.role, u.count, u.carat
      FROM unnest(${s.array('design')}::uuid[], ${s.array('position')}::integer[], ${s.array('stone')}::integer[],
        ${s.array('shape')}::integer[], ${s.array('role')}::text[], ${s.array('count')}::integer[], ${s.array('carat')}::numeric[])
        AS u(design, position, stone, shape, role, count, carat)`);
  }
  return v.length;
}

/**
 * Seeds a tenant's catalogue: the demo lookups, `designs` generated designs with their variants,
 * stones, images and similar-design links (deterministic for a seed), then the search projections.
 * Batched through unnest, so the demo's few thousand designs take seconds on PGlite and 100,000
 * take well under a minute on PostgreSQL.
 */
export async function seedCatalogue(
  db: Database,
  storage: FileStorage,
  options: SeedCatalogueOptions,
): Promise<SeedCatalogueResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const { tenantId } = options;
  const ids = await ensureLookups(db, tenantId);
  const [existing] = await db
    .select({ id: designs.id })
    .from(designs)
    .where(eq(designs.tenantId, tenantId))
    .limit(1);
  if (existing && !options.replace) {
    return { skipped: true, designs: 0, variants: 0, images: 0, ms: performance.now() - started };
  }
  if (existing) {
    await db.delete(designs).where(eq(designs.tenantId, tenantId));
    log('removed the existing designs');
  }

  const catalogue = new DemoCatalogue(tenantId, options.designs, options.seed, options.now);
  const keys = new Map<string, string>();
  const imageKey = async (spec: ArtSpec): Promise<string> => {
    const id = `${spec.art}/${spec.metal}/${spec.stone}/${spec.pose}`;
    const known = keys.get(id);
    if (known) return known;
    const key = await ensureDemoImage(db, storage, tenantId, spec);
    keys.set(id, key);
    return key;
  };

  const batchSize = options.batchSize ?? 2000;
  const similar: Array<{ design: string; similar: string; position: number }> = [];
  let variantCount = 0;
  for (let start = 0; start < options.designs; start += batchSize) {
    const batch = [...catalogue.designs(start, start + batchSize)];
    variantCount += await insertBatch(db, tenantId, batch, ids, imageKey);
    for (const design of batch) {
      design.similar.forEach((other, position) =>
        similar.push({ design: design.id, similar: other, position }),
      );
    }
    if (options.designs >= 10_000)
      log(`designs ${Math.min(start + batchSize, options.designs)} / ${options.designs}`);
  }
  // Links go in once every design exists (both ends are foreign keys).
  for (let start = 0; start < similar.length; start += 20_000) {
    const chunk = new Columns<{ design: string; similar: string; position: number }>();
    for (const pair of similar.slice(start, start + 20_000)) chunk.push(pair);
    await db.execute(sql`
      INSERT INTO catalogue.similar_designs (tenant_id, design_id, similar_design_id, position)
      SELECT ${tenantId}::uuid, u.design, u.other, u.position
      FROM unnest(${chunk.array('design')}::uuid[], ${chunk.array('similar')}::uuid[], ${chunk.array('position')}::integer[])
        AS u(design, other, position)
      ON CONFLICT DO NOTHING`);
  }
  log('refreshing the search projections');
  await refreshSearch(db, tenantId);
  return {
    skipped: false,
    designs: options.designs,
    variants: variantCount,
    images: keys.size,
    ms: performance.now() - started,
  };
}
