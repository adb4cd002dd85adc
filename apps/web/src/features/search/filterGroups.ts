import { ATTRIBUTE_KINDS } from '../../api/catalogue';
import type {
  FacetValue,
  FilterOptions,
  IdFilter,
  LookupRow,
  SearchFacets,
} from '@atelier/contracts/catalogue';
import type { SearchQuery } from './searchQuery';

export interface FilterValue {
  id: number;
  name: string;
  /** Designs this value would give (null when the answer had no facets). */
  count: number | null;
  selected: boolean;
  /** A display colour for gemstone and shade swatches. */
  swatch?: string;
}

export interface FilterGroup {
  filter: IdFilter;
  values: FilterValue[];
  selectedCount: number;
}

/** The order of the groups in the panel; the first ones are open by default. */
export const FILTER_GROUP_ORDER: readonly IdFilter[] = [
  'metal',
  'shade',
  'karat',
  'gemstone',
  'quality',
  'shape',
  'item',
  'category',
  ...ATTRIBUTE_KINDS,
];

export const OPEN_BY_DEFAULT: ReadonlySet<IdFilter> = new Set(['metal', 'shade', 'karat', 'gemstone']);

/** Swatch colours of the spec's shade codes (pt, wg, yg, rg, tt, 3t, mixed). */
export const SHADE_SWATCHES: Readonly<Record<string, string>> = {
  pt: 'linear-gradient(135deg, #e9ebee, #b9bec4)',
  plat: 'linear-gradient(135deg, #e9ebee, #b9bec4)',
  wg: 'linear-gradient(135deg, #f4f4f1, #c9c9c3)',
  yg: 'linear-gradient(135deg, #f3dc98, #c99a3c)',
  rg: 'linear-gradient(135deg, #f2c9b6, #c17f68)',
  tt: 'linear-gradient(135deg, #f3dc98 50%, #d9d9d4 50%)',
  '3t': 'linear-gradient(135deg, #f3dc98 33%, #e6e6e2 33% 66%, #e2ad98 66%)',
  mixed: 'linear-gradient(135deg, #f3dc98, #e6e6e2, #e2ad98)',
};

interface OptionRow {
  id: number;
  name: string;
  swatch?: string;
}

const rows = (list: readonly LookupRow[] | undefined): OptionRow[] =>
  (list ?? []).map((row) => ({ id: row._id, name: row.name }));

/** Every value the panel can offer for each filter, in lookup order (hidden items left out, spec §9). */
export function optionRows(options: FilterOptions): Record<IdFilter, OptionRow[]> {
  const shades = options.metals
    .flatMap((metal) => metal.shades_data)
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((shade) => ({ id: shade._id, name: shade.name, swatch: SHADE_SWATCHES[shade.code] }));
  const stones = [...options.stone_groups]
    .sort((a, b) => a.sort_order - b.sort_order)
    .flatMap((group) => [...group.products].sort((a, b) => a.sort_order - b.sort_order))
    .map((stone) => ({ id: stone._id, name: stone.stone_name, swatch: stone.colour }));
  const uniqueStones = stones.filter((stone, index) => stones.findIndex((s) => s.id === stone.id) === index);
  const result = {
    metal: rows(options.metals),
    shade: shades,
    karat: rows(options.karates),
    quality: rows(options.qualities),
    gemstone: uniqueStones,
    shape: rows(options.shapes),
    item: rows(options.items.filter((item) => !item.hidden)),
    category: rows(options.categories),
  } as Record<IdFilter, OptionRow[]>;
  for (const kind of ATTRIBUTE_KINDS) result[kind] = rows(options.attributes[kind]);
  return result;
}

/**
 * The panel's groups: every value with designs (its facet count above zero) plus the selected ones, with
 * their counts. Without facets (an answer asked without them, or a failure) all values are offered
 * without counts. Groups with nothing to offer are left out.
 */
export function buildFilterGroups(
  options: FilterOptions | null,
  facets: SearchFacets | null,
  query: SearchQuery,
): FilterGroup[] {
  if (!options) return [];
  const all = optionRows(options);
  return FILTER_GROUP_ORDER.map((filter) => {
    const selected = new Set(query.filters[filter] ?? []);
    // With facets, a filter missing from them has no designs; without facets, nothing is known.
    const facetList: FacetValue[] | undefined = facets ? (facets[filter] ?? []) : undefined;
    const counts = new Map((facetList ?? []).map((value) => [value._id, value.count]));
    const values = all[filter]
      .map((row) => ({
        id: row.id,
        name: row.name,
        swatch: row.swatch,
        count: facetList ? (counts.get(row.id) ?? 0) : null,
        selected: selected.has(row.id),
      }))
      .filter((value) => value.selected || value.count === null || value.count > 0);
    return { filter, values, selectedCount: values.filter((value) => value.selected).length };
  }).filter((group) => group.values.length > 0);
}

/** The name of a selected value, for its chip ("Gold"). */
export function valueName(options: FilterOptions | null, filter: IdFilter, id: number): string {
  if (!options) return String(id);
  return optionRows(options)[filter].find((row) => row.id === id)?.name ?? String(id);
}
