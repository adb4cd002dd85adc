import { DESIGN_FLAGS } from '@atelier/contracts/catalogue';
import type { Database } from '@atelier/platform';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/query';
import { int, pgArray } from '../db/sql-arrays';
import { clearanceFlag, specialOfferFlag } from '../offers-admin/offer-sql';
import { announceSearchChange } from './search-changes';
import { flagTag, IN_STOCK_TAG, SCOPE_NAMESPACES, TAG_BASE, TAG_NS } from './tags';

/** Each list flag of a design (alias d): special offers and clearance also follow the variants' active offers. */
const FLAG_COLUMNS: Record<(typeof DESIGN_FLAGS)[number], string> = {
  new_arrival: 'd.is_new_arrival',
  best_selling: 'd.is_best_selling',
  special_offer: specialOfferFlag('d'),
  lab_grown: 'd.is_lab_grown',
  clearance: clearanceFlag('d'),
  certified: 'd.is_certified',
};

/** The advisory lock that serialises a tenant's recounts. */
const recountLock = (tenantId: string): SQL => sql`hashtext(${`catalogue:facets:${tenantId}`})`;

const ns = (name: keyof typeof TAG_NS): SQL => int(TAG_NS[name] * TAG_BASE);

/**
 * The searched text with punctuation turned into spaces, so PostgreSQL's parser sees the same words as
 * `tokenize` does: left alone it reads `R-1001` as the signed number `-1001`, `0.5ct` as a decimal and
 * `rings/42` as a path, and the typed words would never match them.
 */
export function searchableText(text: SQL): SQL {
  return sql`btrim(regexp_replace(${text}, '[[:punct:][:space:]]+', ' ', 'g'))`;
}

/** What a caller knows of the designs whose search rows it rebuilds. */
export interface SearchRefreshOptions {
  /** Designs created in the caller's transaction: they have no search row to take away yet. */
  created?: ReadonlySet<string>;
}

/**
 * Rebuilds the search rows of a tenant's designs (all, or the given ones) from the catalogue tables:
 * tags, variant price and carat ranges, stock, sort keys and the searched text. Retired designs,
 * designs without variants and unique pieces sold out leave the search.
 */
export async function refreshDesignSearch(
  db: Database,
  tenantId: string,
  designIds?: readonly string[],
  options: SearchRefreshOptions = {},
): Promise<void> {
  const only = designIds ? sql` AND d.id = ANY(${pgArray(designIds)}::uuid[])` : sql``;
  if (designIds) {
    // Looking up rows that cannot exist still costs an index probe per design (a Sellease burst of new
    // designs paid a statement per batch for nothing).
    const created = options.created;
    const existing = created ? designIds.filter((id) => !created.has(id)) : designIds;
    if (existing.length > 0) {
      await db.execute(
        sql`DELETE FROM catalogue.design_search WHERE tenant_id = ${tenantId} AND design_id = ANY(${pgArray(existing)}::uuid[])`,
      );
    }
  } else {
    await db.execute(sql`DELETE FROM catalogue.design_search WHERE tenant_id = ${tenantId}`);
  }
  const flags = sql.join(
    DESIGN_FLAGS.map((flag) => sql`CASE WHEN ${sql.raw(FLAG_COLUMNS[flag])} THEN ${int(flagTag(flag))} END`),
    sql`, `,
  );
  await db.execute(sql`
    INSERT INTO catalogue.design_search (design_id, tenant_id, design_number, name, search_text, tags,
      min_trade_price, max_trade_price, min_carat, max_carat, in_stock, newest_at, best_selling_rank)
    SELECT d.id, d.tenant_id, d.design_number, d.name,
      ${searchableText(sql`concat_ws(' ', d.design_number, d.name, i.name, mg.name, st.names, at.names)`)},
      ARRAY(SELECT DISTINCT t FROM unnest(
        ARRAY[${ns('item')} + d.item_id, ${ns('category')} + d.main_group_id]
        || ARRAY(SELECT ${ns('subGroup')} + g FROM unnest(d.sub_group_ids) AS g)
        || ARRAY(SELECT ${ns('attribute')} + a FROM unnest(d.attribute_ids) AS a)
        || v.tags
        || coalesce(st.tags, '{}'::integer[])
        || array_remove(ARRAY[${flags}, CASE WHEN v.in_stock THEN ${int(IN_STOCK_TAG)} END]::integer[], NULL)
      ) AS t ORDER BY t),
      v.min_price, v.max_price, v.min_carat, v.max_carat, v.in_stock,
      coalesce((SELECT c.listed_at FROM catalogue.curated_list_designs c
        WHERE c.design_id = d.id AND c.list = 'new_arrival' AND d.is_new_arrival), d.created_at),
      coalesce(d.best_selling_rank, 2147483647)
    FROM catalogue.designs d
    JOIN catalogue.items i ON i.id = d.item_id
    JOIN catalogue.main_groups mg ON mg.id = d.main_group_id
    JOIN LATERAL (
      SELECT min(x.trade_price) AS min_price, max(x.trade_price) AS max_price,
        min(x.total_carat) AS min_carat, max(x.total_carat) AS max_carat,
        bool_or(x.stock_quantity > 0) AS in_stock,
        array_agg(DISTINCT ${ns('metal')} + x.metal_id) || array_agg(DISTINCT ${ns('shade')} + x.shade_id)
          || array_agg(DISTINCT ${ns('karat')} + x.karat_id) || array_agg(DISTINCT ${ns('quality')} + x.quality_id) AS tags
      FROM catalogue.variants x WHERE x.design_id = d.id
        AND (NOT d.is_unique_piece OR x.stock_quantity > 0)
    ) v ON v.min_price IS NOT NULL
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT ${ns('gemstone')} + s.stone_id)
          || coalesce(array_agg(DISTINCT ${ns('shape')} + s.shape_id) FILTER (WHERE s.role = 'main'), '{}'::integer[]) AS tags,
        string_agg(DISTINCT sn.name, ' ') AS names
      FROM catalogue.design_stones s JOIN catalogue.stones sn ON sn.id = s.stone_id
      WHERE s.design_id = d.id
    ) st ON true
    LEFT JOIN LATERAL (
      SELECT string_agg(a.name, ' ') AS names FROM catalogue.attributes a
      WHERE a.id = ANY(d.attribute_ids) AND a.kind IN ('style', 'setting', 'collection', 'colourDiamond')
    ) at ON true
    WHERE d.tenant_id = ${tenantId} AND NOT d.retired${only}`);
}

/**
 * Recounts the precomputed facet counts and ranges of every scope (all designs, each item, main
 * group and list), each also in its natural-only part (the default listing leaves lab-grown designs
 * out). Run after a catalogue change; a listing's first page then reads them by key.
 */
export async function refreshFacetCounts(db: Database, tenantId: string): Promise<void> {
  const scopes = SCOPE_NAMESPACES.join(', ');
  const whole = `SELECT 0 AS scope UNION ALL SELECT x FROM unnest(ds.tags) AS x WHERE x / ${TAG_BASE} IN (${scopes})`;
  // A natural design counts in each of its scopes and in their natural parts (naturalScope's key).
  const scopeOf = sql.raw(
    `(SELECT v.scope FROM (${whole}) AS w CROSS JOIN LATERAL (VALUES (w.scope), (CASE WHEN ds.tags @> ARRAY[${flagTag('lab_grown')}] THEN NULL ELSE -(w.scope + 1) END)) AS v(scope) WHERE v.scope IS NOT NULL)`,
  );
  // One recount at a time per tenant, each in its caller's transaction: a recount that started before
  // another committed would otherwise miss that one's rows and could be the last to write.
  await db.execute(sql`SELECT pg_advisory_xact_lock(${recountLock(tenantId)})`);
  await db.execute(sql`DELETE FROM catalogue.facet_counts WHERE tenant_id = ${tenantId}`);
  await db.execute(sql`
    INSERT INTO catalogue.facet_counts (tenant_id, scope_tag, tag, count)
    SELECT ${tenantId}::uuid, s.scope, t.tag, count(*)::int
    FROM catalogue.design_search ds
    CROSS JOIN LATERAL ${scopeOf} AS s
    CROSS JOIN LATERAL unnest(array_append(ds.tags, 0)) AS t(tag)
    WHERE ds.tenant_id = ${tenantId}
    GROUP BY s.scope, t.tag`);
  await db.execute(sql`DELETE FROM catalogue.facet_scopes WHERE tenant_id = ${tenantId}`);
  await db.execute(sql`
    INSERT INTO catalogue.facet_scopes (tenant_id, scope_tag, min_trade_price, max_trade_price, min_carat, max_carat)
    SELECT ${tenantId}::uuid, s.scope, min(ds.min_trade_price), max(ds.max_trade_price), min(ds.min_carat), max(ds.max_carat)
    FROM catalogue.design_search ds
    CROSS JOIN LATERAL ${scopeOf} AS s
    WHERE ds.tenant_id = ${tenantId}
    GROUP BY s.scope`);
}

/** The words of the tenant's design texts (letters only), which the autocomplete corrects misspellings to. */
export async function refreshSearchTerms(db: Database, tenantId: string): Promise<void> {
  await db.execute(sql`DELETE FROM catalogue.search_terms WHERE tenant_id = ${tenantId}`);
  await db.execute(sql`
    INSERT INTO catalogue.search_terms (tenant_id, term)
    SELECT DISTINCT ${tenantId}::uuid, w
    FROM catalogue.design_search ds, unnest(tsvector_to_array(ds.search_tsv)) AS w
    WHERE ds.tenant_id = ${tenantId} AND length(w) >= 3 AND w ~ '^[[:alpha:]]+$'
    ON CONFLICT DO NOTHING`);
}

/** Asks for a recount of the tenant's facet counts and search words, in the caller's transaction. */
export async function requestRecount(db: Database, tenantId: string): Promise<void> {
  await db.execute(sql`INSERT INTO catalogue.search_recounts (tenant_id) VALUES (${tenantId})`);
}

/**
 * `busy`: another recount of the tenant holds the lock (it may have started before the latest request
 * committed, so try again); `idle`: nothing was asked; `done`: recounted.
 */
export type RecountOutcome = 'busy' | 'idle' | 'done';

/**
 * Recounts the tenant's facet counts and search words if asked, in the caller's transaction. The
 * requests are taken first, then the counts read the search rows: every change whose request was taken
 * had committed by then, so it is counted; one committed later leaves its request for the next recount.
 */
export async function recountSearch(db: Database, tenantId: string): Promise<RecountOutcome> {
  const [locked] = await queryRows<{ locked: boolean }>(
    db,
    sql`SELECT pg_try_advisory_xact_lock(${recountLock(tenantId)}) AS locked`,
  );
  if (!locked?.locked) return 'busy';
  const taken = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM catalogue.search_recounts WHERE tenant_id = ${tenantId} RETURNING id`,
  );
  if (taken.length === 0) return 'idle';
  await refreshFacetCounts(db, tenantId);
  await refreshSearchTerms(db, tenantId);
  return 'done';
}

/** Tenants with a recount asked for (left behind by a process that stopped, say). */
export async function tenantsDueRecount(db: Database): Promise<string[]> {
  const rows = await queryRows<{ tenant_id: string }>(
    db,
    sql`SELECT DISTINCT tenant_id FROM catalogue.search_recounts`,
  );
  return rows.map((row) => row.tenant_id);
}

/**
 * Everything search reads, after a change to a tenant's catalogue. The changed designs' search rows are
 * rebuilt in the caller's transaction and announced (every catalogue process reloads them into its index
 * on commit); the tenant-wide facet counts and search words, which take time growing with the catalogue,
 * are recounted once per burst of changes by {@link SearchRecounter} after the commit. A whole-tenant
 * rebuild (no ids) recounts at once.
 */
export async function refreshSearch(
  db: Database,
  tenantId: string,
  designIds?: readonly string[],
  options: SearchRefreshOptions = {},
): Promise<void> {
  await refreshDesignSearch(db, tenantId, designIds, options);
  if (designIds === undefined) {
    await refreshFacetCounts(db, tenantId);
    await refreshSearchTerms(db, tenantId);
  } else {
    await requestRecount(db, tenantId);
  }
  await announceSearchChange(db, tenantId, designIds);
}
