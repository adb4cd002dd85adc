import {
  ID_FILTERS,
  MAX_FILTER_IDS,
  MAX_SEARCH_PAGE,
  PRICE_SORTS,
  SEARCH_PAGE_SIZE,
  isSortOption,
} from '../../api/catalogue';
import type { RangeFilter, SearchDesignsRequest, SearchFilters } from '../../api/types';
import type { DesignList, IdFilter, SortOption, StoneOrigin } from '@atelier/contracts/catalogue';
import type { PriceStatus } from '../../shared/types';

/** The longest free text the server accepts. */
const MAX_TEXT_LENGTH = 255;

/**
 * What a listing shows, as kept in the URL: the route's fixed list, the menu selection (url_paths), a text
 * query, the sort, the page and every filter. Back/forward and reloads work because nothing else holds it.
 */
export interface SearchQuery {
  list: DesignList | null;
  category: string | null;
  subCategory: string | null;
  style: string | null;
  viewAll: boolean;
  viewAllSubCategory: boolean;
  q: string | null;
  sort: SortOption | null;
  page: number;
  filters: Partial<Record<IdFilter, number[]>>;
  carat: RangeFilter;
  price: RangeFilter;
  inStock: boolean;
  /**
   * Lab grown or both, when the buyer asked; null is the default, natural stones only (the server's
   * rule: natural and lab-grown designs are never mixed unless asked for).
   */
  origin: Exclude<StoneOrigin, 'natural'> | null;
}

/** The lab-grown list is lab grown whatever is asked: it has no stone origin choice. */
export function hasOriginChoice(query: SearchQuery): boolean {
  return query.list !== 'lab_grown_products';
}

function originParam(value: string | null): SearchQuery['origin'] {
  return value === 'lab_grown' || value === 'both' ? value : null;
}

export function emptySearchQuery(list: DesignList | null = null): SearchQuery {
  return {
    list,
    category: null,
    subCategory: null,
    style: null,
    viewAll: false,
    viewAllSubCategory: false,
    q: null,
    sort: null,
    page: 1,
    filters: {},
    carat: {},
    price: {},
    inStock: false,
    origin: null,
  };
}

/**
 * URL names of the id filters. `category` and `style` are also the menu's url_path parameters
 * (spec §2: /search-designs/menu?category=&subCategory=&style=), so their id filters get other names.
 */
export const FILTER_PARAMS: Readonly<Record<IdFilter, string>> = Object.fromEntries(
  ID_FILTERS.map((filter) => [
    filter,
    filter === 'category' ? 'categoryId' : filter === 'style' ? 'styleId' : filter,
  ]),
) as Record<IdFilter, string>;

function text(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length > 0 && trimmed.length <= MAX_TEXT_LENGTH ? trimmed : null;
}

function ids(value: string | null): number[] {
  if (!value) return [];
  const parsed = value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(parsed)].sort((a, b) => a - b).slice(0, MAX_FILTER_IDS);
}

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

function range(min: string | null, max: string | null): RangeFilter {
  const result: RangeFilter = {};
  const low = amount(min);
  const high = amount(max);
  if (low !== undefined) result.min = low;
  if (high !== undefined) result.max = high;
  // A reversed range would be refused (400): swap it rather than send it.
  if (result.min !== undefined && result.max !== undefined && result.min > result.max) {
    return { min: result.max, max: result.min };
  }
  return result;
}

function pageNumber(value: string | null): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, MAX_SEARCH_PAGE) : 1;
}

/** Reads a listing's query string; anything malformed is dropped, never sent to the server. */
export function parseSearchQuery(list: DesignList | null, search: string | URLSearchParams): SearchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: Partial<Record<IdFilter, number[]>> = {};
  for (const filter of ID_FILTERS) {
    const values = ids(params.get(FILTER_PARAMS[filter]));
    if (values.length > 0) filters[filter] = values;
  }
  const sort = params.get('sort_by');
  return {
    list,
    category: text(params.get('category')),
    subCategory: text(params.get('subCategory')),
    style: text(params.get('style')),
    viewAll: params.get('viewAll') === 'true',
    viewAllSubCategory: params.get('viewAllSubCategory') === 'true',
    q: text(params.get('q')),
    sort: isSortOption(sort) ? sort : null,
    page: pageNumber(params.get('page')),
    filters,
    carat: range(params.get('caratMin'), params.get('caratMax')),
    price: range(params.get('priceMin'), params.get('priceMax')),
    inStock: params.get('inStock') === 'true',
    origin: list === 'lab_grown_products' ? null : originParam(params.get('origin')),
  };
}

/** The query string of a listing (without the route's list), in a fixed order; defaults are left out. */
export function searchQueryParams(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.subCategory) params.set('subCategory', query.subCategory);
  if (query.style) params.set('style', query.style);
  if (query.viewAll) params.set('viewAll', 'true');
  if (query.viewAllSubCategory) params.set('viewAllSubCategory', 'true');
  if (query.q) params.set('q', query.q);
  if (query.sort) params.set('sort_by', query.sort);
  for (const filter of ID_FILTERS) {
    const values = query.filters[filter];
    if (values && values.length > 0) params.set(FILTER_PARAMS[filter], values.join(','));
  }
  if (query.carat.min !== undefined) params.set('caratMin', String(query.carat.min));
  if (query.carat.max !== undefined) params.set('caratMax', String(query.carat.max));
  if (query.price.min !== undefined) params.set('priceMin', String(query.price.min));
  if (query.price.max !== undefined) params.set('priceMax', String(query.price.max));
  if (query.inStock) params.set('inStock', 'true');
  if (query.origin) params.set('origin', query.origin);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** '?category=rings&metal=1,2' or '' for an empty query (commas between ids stay readable). */
export function searchQueryString(query: SearchQuery): string {
  const value = searchQueryParams(query).toString().replace(/%2C/g, ',');
  return value ? `?${value}` : '';
}

function hasRange(value: RangeFilter): boolean {
  return value.min !== undefined || value.max !== undefined;
}

/**
 * The request body of POST /products/search-designs. At price status 0 a price filter would be refused and
 * a price sort is ignored, so neither is sent.
 */
export function toSearchRequest(
  query: SearchQuery,
  priceStatus: PriceStatus,
  withFacets: boolean,
): SearchDesignsRequest {
  const request: SearchDesignsRequest = { page: query.page, limit: SEARCH_PAGE_SIZE, facets: withFacets };
  if (query.list) request.list = query.list;
  if (query.category) request.category = query.category;
  if (query.subCategory) request.subCategory = query.subCategory;
  if (query.style) request.style = query.style;
  if (query.viewAll) request.viewAll = true;
  if (query.viewAllSubCategory) request.viewAllSubCategory = true;
  if (query.q) request.q = query.q;
  if (query.sort && !(priceStatus === 0 && PRICE_SORTS.includes(query.sort))) request.sort_by = query.sort;

  const filters: SearchFilters = {};
  for (const filter of ID_FILTERS) {
    const values = query.filters[filter];
    if (values && values.length > 0) filters[filter] = [...values];
  }
  if (hasRange(query.carat)) filters.carat = { ...query.carat };
  if (priceStatus !== 0 && hasRange(query.price)) filters.price = { ...query.price };
  if (query.inStock) filters.inStock = true;
  if (query.origin && hasOriginChoice(query)) filters.origin = query.origin;
  if (Object.keys(filters).length > 0) request.filters = filters;
  return request;
}

/** Identifies one answer: the query, and the price context the server priced it for. */
export function searchKey(query: SearchQuery, priceContext: string): string {
  return `${query.list ?? 'menu'}${searchQueryString(query)}#${priceContext}`;
}

/** Everything but the page: facet counts stay valid while only the page changes. */
export function facetsKey(query: SearchQuery, priceContext: string): string {
  return searchKey({ ...query, page: 1 }, priceContext);
}

/** History state of the design page's "Back to results" link: it counts as returning, like Back. */
export const BACK_TO_RESULTS = { backToResults: true } as const;

export function isBackToResults(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { backToResults?: unknown }).backToResults === true
  );
}

// ---- changes made by the filter panel, sort and chips (each one goes back to page 1) ----------------

export function toggleFilter(query: SearchQuery, filter: IdFilter, id: number): SearchQuery {
  const current = query.filters[filter] ?? [];
  const next = current.includes(id)
    ? current.filter((value) => value !== id)
    : [...current, id].sort((a, b) => a - b);
  const filters = { ...query.filters };
  if (next.length > 0) filters[filter] = next;
  else delete filters[filter];
  return { ...query, filters, page: 1 };
}

export function withSort(query: SearchQuery, sort: SortOption | null): SearchQuery {
  return { ...query, sort, page: 1 };
}

export function withRange(query: SearchQuery, which: 'carat' | 'price', value: RangeFilter): SearchQuery {
  return { ...query, [which]: range(value.min?.toString() ?? null, value.max?.toString() ?? null), page: 1 };
}

export function withInStock(query: SearchQuery, inStock: boolean): SearchQuery {
  return { ...query, inStock, page: 1 };
}

export function withOrigin(query: SearchQuery, origin: StoneOrigin): SearchQuery {
  return { ...query, origin: origin === 'natural' ? null : origin, page: 1 };
}

export function withPage(query: SearchQuery, page: number): SearchQuery {
  return { ...query, page: Math.max(1, Math.min(page, MAX_SEARCH_PAGE)) };
}

/** Drops every filter; the list, menu selection, text and sort stay. */
export function clearFilters(query: SearchQuery): SearchQuery {
  return { ...query, filters: {}, carat: {}, price: {}, inStock: false, origin: null, page: 1 };
}

export function countActiveFilters(query: SearchQuery): number {
  const idCount = Object.values(query.filters).reduce((sum, values) => sum + (values?.length ?? 0), 0);
  return (
    idCount +
    (hasRange(query.carat) ? 1 : 0) +
    (hasRange(query.price) ? 1 : 0) +
    (query.inStock ? 1 : 0) +
    (query.origin ? 1 : 0)
  );
}
