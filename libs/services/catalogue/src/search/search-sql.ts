import type { IdFilter } from '@atelier/contracts/catalogue';
import { SHADE_IMAGE_KEY } from '../images-admin/shade-image';
import { type SQL, sql } from 'drizzle-orm';
import { int, intArray, pgArray } from '../db/sql-arrays';
import { clearanceFlag, effectivePrice, specialOfferFlag } from '../offers-admin/offer-sql';
import { isVariantFilter, type VariantFilter } from '../lookups/lookup-index';
import { fromCents } from '../pricing/price-math';
import type { SearchPlan, TagGroup } from './search-plan';
import { ALL_SCOPE, flagTag, namespaceOf, naturalScope, SCOPE_NAMESPACES, TAG_BASE, TAG_NS } from './tags';
import type { TextQuery } from './text-query';

/**
 * SQL of a listing, built from its plan. Everything filters `catalogue.design_search` through its
 * indexes: the tag GIN index (any mix of filters), the full-text GIN index and the design-number
 * prefix btree (text), the sort-key btrees (pages), and per-design variant probes through
 * `variants (design_id, trade_price)` when several variant properties must hold on one variant.
 */

export interface WhereOptions {
  /** Leave one user filter out (that filter's own facet counts). */
  exclude?: IdFilter;
  /** Apply the carat and price ranges (not when computing the ranges themselves). */
  ranges?: boolean;
  /** Check variant-level constraints on one variant (EXISTS); off when the variants are joined instead. */
  exists?: boolean;
}

const VARIANT_COLUMN: Record<VariantFilter, SQL> = {
  metal: sql.raw('v.metal_id'),
  shade: sql.raw('v.shade_id'),
  karat: sql.raw('v.karat_id'),
  quality: sql.raw('v.quality_id'),
};

function activeGroups(plan: SearchPlan, exclude?: IdFilter): TagGroup[] {
  return plan.groups.filter((group) => !(group.user && group.filter === exclude));
}

function hasRanges(plan: SearchPlan, ranges = true): boolean {
  return (
    ranges &&
    (plan.carat.min !== undefined ||
      plan.carat.max !== undefined ||
      plan.trade.min !== undefined ||
      plan.trade.max !== undefined)
  );
}

function variantGroups(plan: SearchPlan, exclude?: IdFilter): Array<TagGroup & { filter: VariantFilter }> {
  return activeGroups(plan, exclude).filter((group): group is TagGroup & { filter: VariantFilter } =>
    isVariantFilter(group.filter),
  );
}

/**
 * The design-level tags are exact for one variant property alone; a range, or two properties that
 * must hold on the same variant, need a look at the variants.
 */
export function needsVariantCheck(plan: SearchPlan, options: WhereOptions = {}): boolean {
  const ranges = hasRanges(plan, options.ranges ?? true);
  const count = variantGroups(plan, options.exclude).length + (plan.inStock ? 1 : 0);
  return ranges || count >= 2;
}

/** Conditions on a variant `v`; an empty list means any variant. */
export function variantConditions(plan: SearchPlan, options: WhereOptions = {}): SQL[] {
  const conditions = variantGroups(plan, options.exclude).map(
    (group) =>
      sql`${VARIANT_COLUMN[group.filter]} = ANY(${intArray(group.tags.map((tag) => (tag < 0 ? tag : tag % TAG_BASE)))})`,
  );
  if (options.ranges ?? true) {
    if (plan.carat.min !== undefined) conditions.push(sql`v.total_carat >= ${plan.carat.min}`);
    if (plan.carat.max !== undefined) conditions.push(sql`v.total_carat <= ${plan.carat.max}`);
    if (plan.trade.min !== undefined)
      conditions.push(sql`v.trade_price >= ${fromCents(plan.trade.min).toFixed(2)}`);
    if (plan.trade.max !== undefined)
      conditions.push(sql`v.trade_price <= ${fromCents(plan.trade.max).toFixed(2)}`);
  }
  if (plan.inStock) conditions.push(sql`v.stock_quantity > 0`);
  return conditions;
}

function and(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
}

export function textCondition(text: TextQuery): SQL {
  const fts = sql`ds.search_tsv @@ to_tsquery('simple', ${text.tsquery})`;
  if (text.numberPrefix === null) return fts;
  if (!/^[a-z0-9]+$/.test(text.numberPrefix)) throw new TypeError('unsafe design number prefix');
  // A literal pattern, so the planner can turn it into a range on the text_pattern_ops index.
  return sql`(lower(ds.design_number) LIKE ${sql.raw(`'${text.numberPrefix}%'`)} OR ${fts})`;
}

export function designConditions(plan: SearchPlan, options: WhereOptions = {}): SQL[] {
  const conditions: SQL[] = [sql`ds.tenant_id = ${plan.tenantId}`];
  const groups = activeGroups(plan, options.exclude);
  const single = groups.filter((group) => group.tags.length === 1).flatMap((group) => group.tags);
  if (single.length > 0) conditions.push(sql`ds.tags @> ${intArray([...new Set(single)])}`);
  for (const group of groups.filter((g) => g.tags.length > 1)) {
    conditions.push(sql`ds.tags && ${intArray(group.tags)}`);
  }
  if (plan.without.length > 0) conditions.push(sql`NOT (ds.tags && ${intArray(plan.without)})`);
  if (options.ranges ?? true) {
    // The design's variant ranges overlap the wanted range: a cheap necessary condition.
    if (plan.carat.min !== undefined) conditions.push(sql`ds.max_carat >= ${plan.carat.min}`);
    if (plan.carat.max !== undefined) conditions.push(sql`ds.min_carat <= ${plan.carat.max}`);
    if (plan.trade.min !== undefined) {
      conditions.push(sql`ds.max_trade_price >= ${fromCents(plan.trade.min).toFixed(2)}`);
    }
    if (plan.trade.max !== undefined) {
      conditions.push(sql`ds.min_trade_price <= ${fromCents(plan.trade.max).toFixed(2)}`);
    }
  }
  if (plan.inStock) conditions.push(sql`ds.in_stock`);
  if (plan.text) conditions.push(textCondition(plan.text));
  if ((options.exists ?? true) && needsVariantCheck(plan, options)) {
    // A scalar subquery, not EXISTS: PostgreSQL may turn EXISTS into a join over every variant, while
    // this stays a probe of variants (design_id, ...) for each design the tag index let through.
    conditions.push(
      sql`(SELECT true FROM catalogue.variants v WHERE v.design_id = ds.design_id AND ${and(variantConditions(plan, options))} LIMIT 1)`,
    );
  }
  return conditions;
}

export function designWhere(plan: SearchPlan, options: WhereOptions = {}): SQL {
  return and(designConditions(plan, options));
}

function matchingVariantAggregate(
  plan: SearchPlan,
  aggregate: 'min(v.trade_price)' | 'max(v.total_carat)',
): SQL {
  return sql`(SELECT ${sql.raw(aggregate)} FROM catalogue.variants v WHERE v.design_id = ds.design_id AND ${and(variantConditions(plan))})`;
}

export function orderBy(plan: SearchPlan): SQL {
  // With variant filters, prices and carats are those of the matching variants, as the cards show.
  const exact = variantConditions(plan).length > 0;
  switch (plan.sort) {
    case 'best_selling':
      return sql`ds.best_selling_rank, ds.design_id`;
    case 'price_asc':
      return exact
        ? sql`${matchingVariantAggregate(plan, 'min(v.trade_price)')}, ds.design_id`
        : sql`ds.min_trade_price, ds.design_id`;
    case 'price_desc':
      return exact
        ? sql`${matchingVariantAggregate(plan, 'min(v.trade_price)')} DESC, ds.design_id DESC`
        : sql`ds.min_trade_price DESC, ds.design_id DESC`;
    case 'total_carat':
      return exact
        ? sql`${matchingVariantAggregate(plan, 'max(v.total_carat)')} DESC NULLS LAST, ds.design_id`
        : sql`ds.max_carat DESC NULLS LAST, ds.design_id`;
    case 'design_number':
      return sql`ds.design_number`;
    case 'relevance': {
      if (!plan.text) return sql`ds.newest_at DESC NULLS LAST, ds.design_id`;
      const numberFirst =
        plan.text.numberPrefix === null
          ? sql``
          : sql`(lower(ds.design_number) LIKE ${sql.raw(`'${plan.text.numberPrefix}%'`)}) DESC, `;
      return sql`${numberFirst}ts_rank(ds.search_tsv, to_tsquery('simple', ${plan.text.tsquery})) DESC, ds.design_number`;
    }
    case 'newest':
    default:
      return sql`ds.newest_at DESC NULLS LAST, ds.design_id`;
  }
}

export function pageQuery(plan: SearchPlan): SQL {
  return sql`SELECT ds.design_id AS id FROM catalogue.design_search ds WHERE ${designWhere(plan)} ORDER BY ${orderBy(plan)} LIMIT ${int(plan.limit)} OFFSET ${int((plan.page - 1) * plan.limit)}`;
}

export function countQuery(plan: SearchPlan): SQL {
  return sql`SELECT count(*)::int AS total FROM catalogue.design_search ds WHERE ${designWhere(plan)}`;
}

/**
 * The scope whose counts are precomputed, when a query is narrowed by nothing but one scope tag (an
 * item, a main group, a list) or by nothing at all, with lab-grown designs left out (the default
 * natural listing: its natural scope) or not; null when its counts must be computed live.
 */
export function scopeOf(plan: SearchPlan, options: WhereOptions = {}): number | null {
  const natural = plan.without.length === 1 && plan.without[0] === flagTag('lab_grown');
  if (plan.text || plan.inStock || (plan.without.length > 0 && !natural)) return null;
  if (hasRanges(plan, options.ranges ?? true)) return null;
  const scope = wholeScopeOf(activeGroups(plan, options.exclude));
  return scope !== null && natural ? naturalScope(scope) : scope;
}

function wholeScopeOf(groups: readonly TagGroup[]): number | null {
  if (groups.length === 0) return ALL_SCOPE;
  const [only] = groups;
  if (groups.length === 1 && only && only.tags.length === 1) {
    const tag = only.tags[0] ?? -1;
    if (tag > 0 && SCOPE_NAMESPACES.includes(namespaceOf(tag))) return tag;
  }
  return null;
}

/**
 * One facet count request: all of a query's tags (`base`, with tag 0 its total), one filter's values
 * without that filter's own selection, or variant properties counted on the matching variants.
 */
export interface FacetRequest {
  facet: 'base' | 'variants' | IdFilter;
  /** The tag namespace the counts are restricted to (for a single filter). */
  namespace?: number;
  exclude?: IdFilter;
  /** Variant properties whose values are counted on variants that meet the variant filters. */
  variantFilters?: readonly VariantFilter[];
}

function namespaceRange(namespace: number): [number, number] {
  return [namespace * TAG_BASE, (namespace + 1) * TAG_BASE - 1];
}

export function facetPart(plan: SearchPlan, request: FacetRequest): SQL {
  const label = sql.raw(`'${request.facet}'`);
  const options: WhereOptions = request.exclude !== undefined ? { exclude: request.exclude } : {};
  const scope = scopeOf(plan, options);
  const range = request.namespace !== undefined ? namespaceRange(request.namespace) : undefined;
  if (scope !== null) {
    const inRange = range ? sql` AND fc.tag BETWEEN ${int(range[0])} AND ${int(range[1])}` : sql``;
    return sql`SELECT ${label}::text AS facet, fc.tag, fc.count AS n FROM catalogue.facet_counts fc WHERE fc.tenant_id = ${plan.tenantId} AND fc.scope_tag = ${int(scope)}${inRange}`;
  }
  const variantFilters = request.variantFilters ?? [];
  if (variantFilters.length > 0 && variantConditions(plan, options).length > 0) {
    // Variant property values, counted on the variants that meet the (other) variant filters: one
    // probe of the variants per design of the filtered set (an aggregating LATERAL subquery, which the
    // planner cannot flatten into a join over all variants), each value once per design.
    const values = sql.join(
      variantFilters.map((filter) => sql`${int(TAG_NS[filter] * TAG_BASE)} + ${VARIANT_COLUMN[filter]}`),
      sql`, `,
    );
    return sql`SELECT ${label}::text AS facet, t.tag, count(*)::int AS n FROM catalogue.design_search ds CROSS JOIN LATERAL (SELECT array_agg(DISTINCT x.tag) AS tags FROM catalogue.variants v CROSS JOIN LATERAL unnest(ARRAY[${values}]) AS x(tag) WHERE v.design_id = ds.design_id AND ${and(variantConditions(plan, options))}) m CROSS JOIN LATERAL unnest(m.tags) AS t(tag) WHERE ${designWhere(plan, { ...options, exists: false })} GROUP BY t.tag`;
  }
  const tags = request.facet === 'base' ? sql`array_append(ds.tags, 0)` : sql`ds.tags`;
  const inRange = range ? sql` AND t.tag BETWEEN ${int(range[0])} AND ${int(range[1])}` : sql``;
  return sql`SELECT ${label}::text AS facet, t.tag, count(*)::int AS n FROM catalogue.design_search ds CROSS JOIN LATERAL unnest(${tags}) AS t(tag) WHERE ${designWhere(plan, options)}${inRange} GROUP BY t.tag`;
}

/** Every facet count of a listing in one statement. */
export function facetQuery(plan: SearchPlan, requests: readonly FacetRequest[]): SQL {
  return sql.join(
    requests.map((request) => sql`(${facetPart(plan, request)})`),
    sql` UNION ALL `,
  );
}

/** Carat and trade-price range of the listing, ignoring its own range filters (for the sliders). */
export function rangeQuery(plan: SearchPlan): SQL {
  const scope = scopeOf(plan, { ranges: false });
  if (scope !== null) {
    return sql`SELECT min_trade_price::text AS min_price, max_trade_price::text AS max_price, min_carat::text AS min_carat, max_carat::text AS max_carat FROM catalogue.facet_scopes WHERE tenant_id = ${plan.tenantId} AND scope_tag = ${int(scope)}`;
  }
  return sql`SELECT min(ds.min_trade_price)::text AS min_price, max(ds.max_trade_price)::text AS max_price, min(ds.min_carat)::text AS min_carat, max(ds.max_carat)::text AS max_carat FROM catalogue.design_search ds WHERE ${designWhere(plan, { ranges: false })}`;
}

/**
 * The designs of a page with the variant each card shows: among those meeting the variant filters, the
 * largest when sorted by carat, else the cheapest.
 */
export function cardQuery(tenantId: string, designIds: readonly string[], plan?: SearchPlan): SQL {
  const variantWhere = plan ? and(variantConditions(plan)) : sql`true`;
  const variantOrder =
    plan?.sort === 'total_carat' ? sql`v.total_carat DESC, v.trade_price, v.sku` : sql`v.trade_price, v.sku`;
  return sql`SELECT d.id, d.design_number, d.name, d.texts, d.item_id, d.main_group_id, ${SHADE_IMAGE_KEY} AS image_key,
    d.is_new_arrival, d.is_best_selling, ${sql.raw(specialOfferFlag('d'))} AS is_special_offer, d.is_lab_grown,
    ${sql.raw(clearanceFlag('d'))} AS is_clearance, d.is_certified,
    v.id AS variant_id, v.karat_id, v.shade_id, v.quality_id, v.total_carat::text AS total_carat,
    ${sql.raw(effectivePrice('v'))}::text AS trade_price, v.stock_quantity
  FROM catalogue.designs d
  CROSS JOIN LATERAL (SELECT v.* FROM catalogue.variants v WHERE v.design_id = d.id AND ${variantWhere} ORDER BY ${variantOrder} LIMIT 1) v
  WHERE d.tenant_id = ${tenantId} AND d.id = ANY(${pgArray(designIds)}::uuid[])`;
}
