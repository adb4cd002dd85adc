import type { Database } from '@atelier/platform';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/query';
import { int, pgArray } from '../db/sql-arrays';
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

/** Rows read per statement while building, so a large catalogue never sits in memory twice at once. */
const BATCH = 10_000;

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

/** Every search row of a tenant, in batches, handed to `each` as it arrives. */
export async function loadTenantDesigns(
  db: Database,
  tenantId: string,
  each: (design: IndexedDesign) => void,
): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let loaded = 0;
  for (;;) {
    const rows = await queryRows<DesignRow>(
      db,
      sql`SELECT ${columns} FROM catalogue.design_search ds
        WHERE ds.tenant_id = ${tenantId} AND ds.design_id > ${after}::uuid
        ORDER BY ds.design_id LIMIT ${int(BATCH)}`,
    );
    for (const row of rows) each(toIndexedDesign(row));
    loaded += rows.length;
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return loaded;
    after = last.id;
  }
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
