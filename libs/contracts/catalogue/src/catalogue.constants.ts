import type { ImageRef } from './catalogue.types';
/** Spec section 9: search page size. */
export const SEARCH_PAGE_SIZE = 50;
/** The deepest page a listing may ask for; 10,000 pages of 50 is far beyond any real catalogue. */
export const MAX_SEARCH_PAGE = 10_000;

/** Spec section 2: the fixed lists of /search-designs/{list}. */
export const DESIGN_LISTS = [
  'new_arrival',
  'special_offer',
  'certified_jewellery',
  'clearance_sale',
  'lab_grown_products',
] as const;
export type DesignList = (typeof DESIGN_LISTS)[number];

/** Spec section 2: menu url_path values that open a fixed search list. */
export const MENU_LIST_MAPPING: Readonly<Record<string, DesignList>> = {
  'new-lines': 'new_arrival',
  'lab-grown': 'lab_grown_products',
  'certified-jewellery': 'certified_jewellery',
  'clearance-sale': 'clearance_sale',
  'special-offer': 'special_offer',
};

/**
 * Orders a listing may be sorted by. `relevance` only means something with a text query `q`; the
 * price sorts are ignored (the default order is used) while prices are hidden (price status 0).
 */
export const SORT_OPTIONS = [
  'newest',
  'best_selling',
  'price_asc',
  'price_desc',
  'total_carat',
  'design_number',
  'relevance',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const PRICE_SORTS: readonly SortOption[] = ['price_asc', 'price_desc'];

/** Design flags (spec section 3 and the issue); each fixed list is one flag. */
export const DESIGN_FLAGS = [
  'new_arrival',
  'best_selling',
  'special_offer',
  'lab_grown',
  'clearance',
  'certified',
] as const;
export type DesignFlag = (typeof DESIGN_FLAGS)[number];

/** Which stones a listing shows: natural and lab-grown designs are mixed only when the buyer asks for both. */
export const STONE_ORIGINS = ['natural', 'lab_grown', 'both'] as const;
export type StoneOrigin = (typeof STONE_ORIGINS)[number];

export const LIST_FLAG: Readonly<Record<DesignList, DesignFlag>> = {
  new_arrival: 'new_arrival',
  special_offer: 'special_offer',
  certified_jewellery: 'certified',
  clearance_sale: 'clearance',
  lab_grown_products: 'lab_grown',
};

/**
 * The spec's product filters (section 3) that are plain design attributes, each a kind of value in the
 * catalogue's attribute list. Styles, settings and the rest are filtered and counted the same way.
 */
export const ATTRIBUTE_KINDS = [
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
] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** Filters chosen by lookup id (numbers from the lookup calls); several ids of one filter mean "any of". */
export const ID_FILTERS = [
  'metal',
  'shade',
  'karat',
  'quality',
  'gemstone',
  'shape',
  'item',
  'category',
  ...ATTRIBUTE_KINDS,
] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

/** Widths the image route serves (px); any other requested width is served at the next one up. */
export const IMAGE_WIDTHS = [200, 400, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 400;

/** Spec sections 4 and 9: delivery promises. */
export const STOCK_DELIVERY = {
  inStock: '24-72 hours',
  specialOrder: '4-5 weeks',
} as const;

/** Spec section 9: shown on bracelet and bangle designs. */
export const BRACELET_LENGTH_INCHES = 7.1;
export const BANGLE_INSIDE_DIAMETER_MM = '52x60';

/** The width served for a requested one: the next size up, at most the largest. */
export function servedImageWidth(requested: number | undefined): ImageWidth {
  if (requested === undefined) return DEFAULT_IMAGE_WIDTH;
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? 800;
}

/** The image route's address of a picture at a width. */
export function imageUrl(key: string, width: ImageWidth = DEFAULT_IMAGE_WIDTH): string {
  return `/api/images/${key}?w=${width}`;
}

/** A picture's renditions for `src` and `srcset`, from its key (cards carry only the key). */
export function imageRef(key: string): ImageRef {
  return {
    key,
    url: imageUrl(key),
    srcset: IMAGE_WIDTHS.map((width) => `${imageUrl(key, width)} ${width}w`).join(', '),
    widths: { '200': imageUrl(key, 200), '400': imageUrl(key, 400), '800': imageUrl(key, 800) },
  };
}

/** Image keys are content-addressed, so a rendition's ETag is its key and width. */
export function imageEtag(key: string, width: ImageWidth): string {
  return `"${key}.w${width}"`;
}
