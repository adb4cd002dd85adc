import type { Database } from '@atelier/platform';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query';
import { pgArray } from '../db/sql-arrays';
import { toCents } from '../pricing/price-math';
import type { IndexedDesign } from './search-index';
import { VARIANT_STRIDE } from './variant-criteria';

interface DesignRow {
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
}

/**
 * A build reads the designs in ranges of their ids, a few at once, so PostgreSQL computes the next
 * ranges while this process indexes the last one.
 */
const RANGES = 16;
const PARALLEL = 3;

const columns = sql`ds.design_id AS id, ds.design_number AS number, ds.tags,
  ds.min_trade_price::text AS min_trade, ds.max_trade_price::text AS max_trade,
  ds.min_carat::text AS min_carat, ds.max_carat::text AS max_carat, ds.in_stock,
  (extract(epoch FROM ds.newest_at) * 1000000)::bigint::text AS newest,
  ds.best_selling_rank AS best_rank,
  array_to_string(tsvector_to_array(ds.search_tsv), ' ') AS lexemes,
  (SELECT string_agg(concat_ws(',', v.metal_id, v.shade_id, v.karat_id, v.quality_id, v.total_carat,
      v.trade_price, v.stock_quantity), ';')
    FROM catalogue.variants v WHERE v.design_id = ds.design_id) AS variants`;

/** A stored search row as the index keeps it; variants packed as VARIANT_COLUMNS says. */
export function toIndexedDesign(row: DesignRow): IndexedDesign {
  const variantTexts = row.variants ? row.variants.split(';') : [];
  const variants = new Float64Array(variantTexts.length * VARIANT_STRIDE);
  variantTexts.forEach((text, i) => {
    const [metal, shade, karat, quality, carat, trade, stock] = text.split(',');
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
      sql`SELECT ${columns} FROM catalogue.design_search ds
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
    sql`SELECT ${columns} FROM catalogue.design_search ds
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
