import { ID_FILTERS } from '@atelier/contracts/catalogue';
import { FILTER_NAMESPACE, isVariantFilter, type VariantFilter } from '../lookups/lookup-index';
import type { SearchPlan } from './search-plan';
import { type FacetRequest, variantConditions } from './search-sql';
import { TAG_NS } from './tags';

/** A listing's facet counts and ranges, cached without any caller's prices (trade pence only). */
export interface FacetsCore {
  total: number;
  counts: Array<{ facet: string; tag: number; n: number }>;
  caratRange: { min: number; max: number } | null;
  tradeRange: { min: number; max: number } | null;
}

/** The facet count requests of a plan: all tags once, plus what needs its own counts. */
export function facetRequests(plan: SearchPlan): FacetRequest[] {
  const requests: FacetRequest[] = [{ facet: 'base' }];
  const selected = new Set(plan.groups.filter((g) => g.user).map((g) => g.filter));
  const variantPass: VariantFilter[] = [];
  for (const filter of ID_FILTERS) {
    const namespace = TAG_NS[FILTER_NAMESPACE[filter]];
    if (selected.has(filter)) {
      requests.push({
        facet: filter,
        namespace,
        exclude: filter,
        ...(isVariantFilter(filter) ? { variantFilters: [filter] } : {}),
      });
    } else if (isVariantFilter(filter) && variantConditions(plan).length > 0) {
      // Other variant filters apply: count this property on the variants that meet them.
      variantPass.push(filter);
    }
  }
  if (variantPass.length > 0) requests.push({ facet: 'variants', variantFilters: variantPass });
  return requests;
}
