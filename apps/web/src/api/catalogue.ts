import type { AttributeKind, DesignList, IdFilter, SortOption } from '@atelier/contracts/catalogue';

/*
 * Catalogue constants, copied from libs/contracts/catalogue/src/catalogue.constants.ts (the contract's
 * index would pull its Nest DTOs into the bundle). Keep them in step with that file.
 */

/** Spec §9: search page size (also the autocomplete's `limit`). */
export const SEARCH_PAGE_SIZE = 50;

/** The deepest page a listing may ask for. */
export const MAX_SEARCH_PAGE = 10_000;

/** Spec §2: the fixed lists of /search-designs/{list}. */
export const DESIGN_LISTS: readonly DesignList[] = [
  'new_arrival',
  'special_offer',
  'certified_jewellery',
  'clearance_sale',
  'lab_grown_products',
];

export function isDesignList(value: unknown): value is DesignList {
  return typeof value === 'string' && (DESIGN_LISTS as readonly string[]).includes(value);
}

/** Spec §2: menu url_path values that open a fixed search list. */
export const MENU_LIST_MAPPING: Readonly<Record<string, DesignList>> = {
  'new-lines': 'new_arrival',
  'lab-grown': 'lab_grown_products',
  'certified-jewellery': 'certified_jewellery',
  'clearance-sale': 'clearance_sale',
  'special-offer': 'special_offer',
};

export const SORT_OPTIONS: readonly SortOption[] = [
  'newest',
  'best_selling',
  'price_asc',
  'price_desc',
  'total_carat',
  'design_number',
  'relevance',
];

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** Ignored by the server while prices are hidden (price status 0). */
export const PRICE_SORTS: readonly SortOption[] = ['price_asc', 'price_desc'];

export const ATTRIBUTE_KINDS: readonly AttributeKind[] = [
  'style',
  'setting',
  'collection',
  'size',
  'initial',
  'number',
  'colour',
  'colourDiamond',
  'shoulder',
  'stoneSize',
  'sideStoneShape',
];

/** Filters chosen by lookup id; several ids of one filter mean "any of". */
export const ID_FILTERS: readonly IdFilter[] = [
  'metal',
  'shade',
  'karat',
  'quality',
  'gemstone',
  'shape',
  'item',
  'category',
  ...ATTRIBUTE_KINDS,
];

/** At most this many ids per filter (the server refuses more). */
export const MAX_FILTER_IDS = 50;
