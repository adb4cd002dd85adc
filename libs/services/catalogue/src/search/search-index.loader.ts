import {
  DESIGN_FLAGS,
  type DesignFlags,
  type DesignTexts,
  OFFER_KINDS,
  type OfferKind,
} from '@atelier/contracts/catalogue';
import type { Database } from '@atelier/platform';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query';
import { pgArray } from '../db/sql-arrays';
import { toCents } from '../pricing/price-math';
import type { CardOffer, CardSource } from './card-choice';
import { type DesignFlagColumns, flagsOf, namesOf } from './cards';
import type { IndexedDesign } from './search-index';
import { VARIANT_STRIDE } from './variant-criteria';

interface DesignRow extends DesignFlagColumns {
  id: string;
  number: string;
  tags: number[];
  min_trade: string;
  max_trade: string;
  min_carat: string;
  max_carat: string;
  in_stock: boolean;
  newest: string;
  best_rank: number;
  lexemes: string | null;
  variants: string | null;
  name: string;
  texts: DesignTexts | null;
  item_id: number;
  main_group_id: number;
  first_image: string | null;
  shade_images: string | null;
  offers: string | null;
}

/**
 * A build reads the designs in ranges of their ids, a few at once, so PostgreSQL computes the next
 * ranges while this process indexes the last one.
 */
const RANGES = 16;
const PARALLEL = 3;

/**
 * The search row, its variants (in the order a card prefers them: trade price, then SKU) and what a card
 * shows of the design: the same sources as `cardQuery`. Offers are those not ended when read (an ended
 * one never shows again unless edited, which announces the design); an offer's design is its variant's.
 */
const columns = sql`ds.design_id AS id, ds.design_number AS number, ds.tags,
  ds.min_trade_price::text AS min_trade, ds.max_trade_price::text AS max_trade,
  ds.min_carat::text AS min_carat, ds.max_carat::text AS max_carat, ds.in_stock,
  (extract(epoch FROM ds.newest_at) * 1000000)::bigint::text AS newest,
  ds.best_selling_rank AS best_rank,
  array_to_string(tsvector_to_array(ds.search_tsv), ' ') AS lexemes,
  (SELECT string_agg(concat_ws(',', v.metal_id, v.shade_id, v.karat_id, v.quality_id, v.total_carat,
      v.trade_price, v.stock_quantity, v.id, v.is_default::int), ';' ORDER BY v.trade_price, v.sku)
    FROM catalogue.variants v WHERE v.design_id = ds.design_id) AS variants,
  d.name, d.texts, d.item_id, d.main_group_id, d.image_keys[1] AS first_image,
  (SELECT json_agg(json_build_array(x.shade_id, x.image_key))::text FROM (
      SELECT DISTINCT ON (di.shade_id) di.shade_id, di.image_key FROM catalogue.design_images di
      WHERE di.design_id = ds.design_id AND di.shade_id IS NOT NULL
      ORDER BY di.shade_id, di.is_main DESC, di.position) x) AS shade_images,
  d.is_new_arrival, d.is_best_selling, d.is_special_offer, d.is_lab_grown, d.is_clearance, d.is_certified,
  (SELECT string_agg(concat_ws(',', o.variant_id, o.kind, o.offer_price,
      (extract(epoch FROM o.starts_at) * 1000000)::bigint, (extract(epoch FROM o.ends_at) * 1000000)::bigint), ';')
    FROM catalogue.offers o
    WHERE o.design_id = ds.design_id AND o.ended_at IS NULL AND o.ends_at > now()) AS offers`;

const FROM = sql`catalogue.design_search ds JOIN catalogue.designs d ON d.id = ds.design_id`;

const isOfferKind = (value: string | undefined): value is OfferKind =>
  (OFFER_KINDS as readonly (string | undefined)[]).includes(value);

/** The offers of a design as loaded, each tied to its variant's place among the design's variants. */
export function parseOffers(text: string | null, variantIds: readonly string[]): CardOffer[] {
  if (!text) return [];
  return text.split(';').flatMap((part) => {
    const [variantId, kind, price, starts, ends] = part.split(',');
    if (!isOfferKind(kind)) return [];
    return [
      {
        kind,
        variant: variantIds.indexOf(variantId ?? ''),
        cents: toCents(price ?? '0'),
        starts: Number(starts),
        ends: Number(ends),
      },
    ];
  });
}

/** Each shade's own picture, from the `[shade, key]` pairs loaded; null when the design has none. */
export function parseShadeImages(json: string | null): Map<number, string> | null {
  if (!json) return null;
  const pairs = JSON.parse(json) as Array<[number, string]>;
  return pairs.length > 0 ? new Map(pairs) : null;
}

/** A stored search row as the index keeps it; variants packed as VARIANT_COLUMNS says. */
export function toIndexedDesign(row: DesignRow): IndexedDesign {
  const variantTexts = row.variants ? row.variants.split(';') : [];
  const variants = new Float64Array(variantTexts.length * VARIANT_STRIDE);
  const variantIds: string[] = [];
  let defaultVariant = -1;
  variantTexts.forEach((text, i) => {
    const [metal, shade, karat, quality, carat, trade, stock, id, isDefault] = text.split(',');
    variantIds.push(id ?? '');
    if (defaultVariant === -1 && isDefault === '1') defaultVariant = i;
    variants.set(
      [
        Number(metal),
        Number(shade),
        Number(karat),
        Number(quality),
        Number(carat),
        toCents(trade ?? '0'),
        Number(stock),
      ],
      i * VARIANT_STRIDE,
    );
  });
  return {
    id: row.id,
    number: row.number,
    tags: Int32Array.from(row.tags),
    minTrade: toCents(row.min_trade),
    maxTrade: toCents(row.max_trade),
    minCarat: Number(row.min_carat),
    maxCarat: Number(row.max_carat),
    inStock: row.in_stock,
    newest: Number(row.newest),
    bestRank: row.best_rank,
    lexemes: row.lexemes ? row.lexemes.split(' ') : [],
    variants,
    card: cardSourceOf(row, variantIds, Math.max(0, defaultVariant)),
  };
}

const NO_NAMES: Readonly<Partial<Record<string, string>>> = Object.freeze({});
const NO_OFFERS: readonly CardOffer[] = Object.freeze([]);

/** One frozen object per combination of flags, shared by every design that has it. */
const FLAG_SETS = new Map<string, Readonly<DesignFlags>>();

function sharedFlags(flags: DesignFlags): Readonly<DesignFlags> {
  const key = DESIGN_FLAGS.map((flag) => (flags[flag] ? '1' : '0')).join('');
  let shared = FLAG_SETS.get(key);
  if (!shared) {
    shared = Object.freeze({ ...flags });
    FLAG_SETS.set(key, shared);
  }
  return shared;
}

function cardSourceOf(row: DesignRow, variantIds: string[], defaultVariant: number): CardSource {
  const names = namesOf(row.texts);
  const offers = parseOffers(row.offers, variantIds);
  return {
    name: row.name,
    names: Object.keys(names).length > 0 ? names : NO_NAMES,
    itemId: row.item_id,
    mainGroupId: row.main_group_id,
    flags: sharedFlags(flagsOf(row)),
    firstImage: row.first_image,
    shadeImages: parseShadeImages(row.shade_images),
    variantIds: variantIds.join(''),
    defaultVariant,
    offers: offers.length > 0 ? offers : NO_OFFERS,
  };
}

/** The id range of one part of a build: uuids whose first hex digit is `part`. */
export function idRange(part: number, parts = RANGES): { from: string; to: string | null } {
  const bound = (n: number) => `${n.toString(16)}0000000-0000-0000-0000-000000000000`;
  const step = 16 / parts;
  return { from: bound(part * step), to: part === parts - 1 ? null : bound((part + 1) * step) };
}

/** Every search row of a tenant, handed to `each` as its range arrives; answers how many. */
export async function loadTenantDesigns(
  db: Database,
  tenantId: string,
  each: (design: IndexedDesign) => void,
): Promise<number> {
  const read = (part: number) => {
    const { from, to } = idRange(part);
    const upper = to === null ? sql`` : sql` AND ds.design_id < ${to}::uuid`;
    return queryRows<DesignRow>(
      db,
      sql`SELECT ${columns} FROM ${FROM}
        WHERE ds.tenant_id = ${tenantId} AND ds.design_id >= ${from}::uuid${upper}`,
    );
  };
  const pending = Array.from({ length: Math.min(PARALLEL, RANGES) }, (_, part) => read(part));
  let loaded = 0;
  for (let part = 0; part < RANGES; part += 1) {
    const rows = await pending[part];
    if (part + PARALLEL < RANGES) pending.push(read(part + PARALLEL));
    for (const row of rows) each(toIndexedDesign(row));
    loaded += rows.length;
  }
  return loaded;
}

/** The current search rows of some designs; a design missing from the answer has left the search. */
export async function loadDesigns(
  db: Database,
  tenantId: string,
  designIds: readonly string[],
): Promise<IndexedDesign[]> {
  if (designIds.length === 0) return [];
  const rows = await queryRows<DesignRow>(
    db,
    sql`SELECT ${columns} FROM ${FROM}
      WHERE ds.tenant_id = ${tenantId} AND ds.design_id = ANY(${pgArray(designIds)}::uuid[])`,
  );
  return rows.map(toIndexedDesign);
}

/** The tenants that have searchable designs. */
export async function searchTenants(db: Database): Promise<string[]> {
  const rows = await queryRows<{ tenant_id: string }>(
    db,
    sql`SELECT DISTINCT tenant_id FROM catalogue.design_search`,
  );
  return rows.map((row) => row.tenant_id);
}
