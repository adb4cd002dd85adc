import { isVariantFilter, type VariantFilter } from '../lookups/lookup-index';
import type { SearchPlan } from './search-plan';
import type { WhereOptions } from './search-sql';
import { TAG_BASE } from './tags';

/**
 * A variant as the in-memory index keeps it: one row of a design's packed Float64Array. Property ids,
 * total carat, trade price in pence and stock, in this order.
 */
export const VARIANT_COLUMNS = {
  metal: 0,
  shade: 1,
  karat: 2,
  quality: 3,
  carat: 4,
  trade: 5,
  stock: 6,
} as const;
export const VARIANT_STRIDE = 7;
/**
 * The property ids again, packed four per variant (metal, shade, karat, quality: the first columns):
 * the filter checks that walk many designs read these few bytes rather than the wide rows, whose
 * memory traffic was most of their time.
 */
export const ID_COLUMNS = 4;

/** What one variant must meet: the in-memory twin of `variantConditions` in search-sql.ts. */
export interface VariantCriteria {
  /** Per property, a mask of the allowed ids (1 at an allowed id), so a check is one array read. */
  values: Array<{ column: number; allowed: Uint8Array }>;
  caratMin?: number;
  caratMax?: number;
  tradeMin?: number;
  tradeMax?: number;
  inStock: boolean;
  /** No condition at all: every variant meets it. */
  none: boolean;
  /** A carat, price or stock condition: the variant's numbers must be read. */
  numeric: boolean;
}

function maskOf(ids: readonly number[]): Uint8Array {
  const mask = new Uint8Array(Math.max(0, ...ids) + 1);
  for (const id of ids) mask[id] = 1;
  return mask;
}

/** The variant criteria of a plan, with the same options (left-out filter, ranges) as the SQL builder. */
export function variantCriteria(plan: SearchPlan, options: WhereOptions = {}): VariantCriteria {
  const values = plan.groups
    .filter((group) => !(group.user && group.filter === options.exclude))
    .filter((group): group is typeof group & { filter: VariantFilter } => isVariantFilter(group.filter))
    .map((group) => ({
      column: VARIANT_COLUMNS[group.filter],
      // A tag of nothing (negative) allows no id at all.
      allowed: maskOf(group.tags.filter((tag) => tag >= 0).map((tag) => tag % TAG_BASE)),
    }));
  const ranges = options.ranges ?? true;
  const criteria: VariantCriteria = { values, inStock: plan.inStock, none: false, numeric: false };
  if (ranges) {
    if (plan.carat.min !== undefined) criteria.caratMin = plan.carat.min;
    if (plan.carat.max !== undefined) criteria.caratMax = plan.carat.max;
    if (plan.trade.min !== undefined) criteria.tradeMin = plan.trade.min;
    if (plan.trade.max !== undefined) criteria.tradeMax = plan.trade.max;
  }
  criteria.numeric =
    plan.inStock ||
    criteria.caratMin !== undefined ||
    criteria.caratMax !== undefined ||
    criteria.tradeMin !== undefined ||
    criteria.tradeMax !== undefined;
  criteria.none = values.length === 0 && !criteria.numeric;
  return criteria;
}

/** The property checks on a variant's compact ids, at `base` in `ids` (see ID_COLUMNS). */
function idsMeet(values: VariantCriteria['values'], ids: Uint32Array, base: number): boolean {
  for (const { column, allowed } of values) {
    if (allowed[ids[base + column] ?? 0] !== 1) return false;
  }
  return true;
}

/** The property checks on a variant's packed row. */
function rowMeets(values: VariantCriteria['values'], variants: Float64Array, at: number): boolean {
  for (const { column, allowed } of values) {
    // `| 0`: a double used as an index takes a slow path; property ids are small integers.
    if (allowed[(variants[at + column] ?? -1) | 0] !== 1) return false;
  }
  return true;
}

/** The carat, price and stock checks (only read when the criteria have one). */
function numbersMeet(criteria: VariantCriteria, variants: Float64Array, at: number): boolean {
  const carat = variants[at + VARIANT_COLUMNS.carat] ?? Number.NaN;
  if (criteria.caratMin !== undefined && !(carat >= criteria.caratMin)) return false;
  if (criteria.caratMax !== undefined && !(carat <= criteria.caratMax)) return false;
  const trade = variants[at + VARIANT_COLUMNS.trade] ?? Number.NaN;
  if (criteria.tradeMin !== undefined && !(trade >= criteria.tradeMin)) return false;
  if (criteria.tradeMax !== undefined && !(trade <= criteria.tradeMax)) return false;
  return !criteria.inStock || (variants[at + VARIANT_COLUMNS.stock] ?? 0) > 0;
}

/**
 * Whether the variant starting at `at` in a packed variant array meets the criteria; with `ids` (its
 * property ids packed by ID_COLUMNS, see there) the property checks read those instead. Kept small,
 * in small parts, so the loops over many designs inline it.
 */
export function variantMeets(
  criteria: VariantCriteria,
  variants: Float64Array,
  at: number,
  ids?: Uint32Array,
): boolean {
  const properties = ids
    ? idsMeet(criteria.values, ids, ((at / VARIANT_STRIDE) | 0) * ID_COLUMNS)
    : rowMeets(criteria.values, variants, at);
  return properties && (!criteria.numeric || numbersMeet(criteria, variants, at));
}

/** Whether any variant of a design (packed from `from` to `to`) meets the criteria. */
export function anyVariantMeets(
  criteria: VariantCriteria,
  variants: Float64Array,
  from = 0,
  to = variants.length,
  ids?: Uint32Array,
): boolean {
  for (let at = from; at < to; at += VARIANT_STRIDE) {
    if (variantMeets(criteria, variants, at, ids)) return true;
  }
  return false;
}

/**
 * The sort key a card shows under variant filters: the cheapest matching price, or the largest
 * matching carat; NaN when no variant matches (SQL's NULL).
 */
export function matchingKey(
  criteria: VariantCriteria,
  variants: Float64Array,
  key: 'min-trade' | 'max-carat',
  from = 0,
  to = variants.length,
): number {
  let best = Number.NaN;
  for (let at = from; at < to; at += VARIANT_STRIDE) {
    if (!variantMeets(criteria, variants, at)) continue;
    const value =
      key === 'min-trade'
        ? (variants[at + VARIANT_COLUMNS.trade] ?? Number.NaN)
        : (variants[at + VARIANT_COLUMNS.carat] ?? Number.NaN);
    if (Number.isNaN(best) || (key === 'min-trade' ? value < best : value > best)) best = value;
  }
  return best;
}
