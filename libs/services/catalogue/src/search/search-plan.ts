import {
  ID_FILTERS,
  type IdFilter,
  LIST_FLAG,
  PRICE_SORTS,
  type SearchDesignsDto,
  SORT_OPTIONS,
  type SortOption,
} from '@atelier/contracts/catalogue';
import type { FieldIssue } from '@atelier/contracts/common';
import { validationException } from '@atelier/platform';
import type { LookupIndex } from '../lookups/lookup-index';
import { boundCents, type CentsRange, type PriceView, tradeRangeFor } from '../pricing/price-math';
import type { MenuCriteria } from './menu-criteria';
import { stoneOrigin } from './stone-origin';
import { flagTag, tagOf } from './tags';
import type { TextQuery } from './text-query';

/** A constraint on one design: any of its tags. Groups from the menu or list are fixed; user ones are facets. */
export interface TagGroup {
  filter: IdFilter | 'flag' | 'subGroup';
  tags: number[];
  user: boolean;
}

/** A listing request resolved to ids and trade-price bounds: what the SQL and the cache key are built from. */
export interface SearchPlan {
  tenantId: string;
  groups: TagGroup[];
  /** Tags a design must not have (natural listings leave lab-grown designs out). */
  without: number[];
  carat: { min?: number; max?: number };
  /** Trade price bounds in pence (already converted from the caller's RRP at price status 1). */
  trade: CentsRange;
  inStock: boolean;
  text: TextQuery | null;
  sort: SortOption;
  page: number;
  limit: number;
  facets: boolean;
}

/** Matches nothing: a menu mapped to a value the catalogue does not have. */
const NOTHING = -1;

function isSort(value: string | null | undefined): value is SortOption {
  return value != null && (SORT_OPTIONS as readonly string[]).includes(value);
}

export function defaultSort(text: TextQuery | null): SortOption {
  return text ? 'relevance' : 'newest';
}

/** The order a listing gets: asked for, else the menu entry's, else newest; no price order while prices are hidden. */
export function chooseSort(
  requested: SortOption | undefined,
  menuSort: string | null,
  text: TextQuery | null,
  view: PriceView,
): SortOption {
  const candidate = requested ?? (isSort(menuSort) ? menuSort : undefined) ?? defaultSort(text);
  if (candidate === 'relevance' && !text) return 'newest';
  if (view.kind === 'hidden' && PRICE_SORTS.includes(candidate)) return defaultSort(text);
  return candidate;
}

/** The fixed tag groups a menu entry's criteria narrow a listing to (also what the mapping report lists). */
export function menuGroups(criteria: MenuCriteria, index: LookupIndex): TagGroup[] {
  const groups: TagGroup[] = [];
  const fixed = (filter: TagGroup['filter'], tags: number[]) =>
    groups.push({ filter, tags: tags.length > 0 ? tags : [NOTHING], user: false });
  const bySlug = (filter: IdFilter, slugs: readonly string[]) =>
    slugs.map((slug) => index.slug(filter, slug)).map((row) => (row ? index.tag(filter, row._id) : NOTHING));

  const category = criteria.category !== undefined ? index.slug('category', criteria.category) : undefined;
  if (criteria.category !== undefined)
    fixed('category', category ? [index.tag('category', category._id)] : []);
  if (criteria.subGroup !== undefined) {
    const subGroups = index.data.subGroups.filter(
      (group) =>
        group.url_path === criteria.subGroup &&
        (category === undefined || group.main_group_id === category._id),
    );
    fixed(
      'subGroup',
      subGroups.map((group) => tagOf('subGroup', group._id)),
    );
  }
  for (const filter of ['item', 'gemstone', 'metal', 'karat', 'shade'] as const) {
    const slugs = criteria[filter];
    if (slugs?.length) fixed(filter, bySlug(filter, slugs));
  }
  for (const flag of criteria.flags ?? []) fixed('flag', [flagTag(flag)]);
  return groups;
}

/**
 * Turns a listing request into a plan: list and menu criteria as fixed groups, user filters checked
 * against the lookups (an unknown id is a 400 naming the filter), ranges checked and price bounds
 * converted to trade pence for the caller's view. Refuses price filters while prices are hidden.
 */
export function buildSearchPlan(input: {
  tenantId: string;
  dto: SearchDesignsDto;
  index: LookupIndex;
  menu: { criteria: MenuCriteria; sortBy: string | null };
  view: PriceView;
  text: TextQuery | null;
}): SearchPlan {
  const { dto, index, view, text } = input;
  const errors: Record<string, FieldIssue[]> = {};
  const groups: TagGroup[] = [];

  if (dto.list) groups.push({ filter: 'flag', tags: [flagTag(LIST_FLAG[dto.list])], user: false });
  groups.push(...menuGroups(input.menu.criteria, index));

  const filters = dto.filters ?? {};
  for (const filter of ID_FILTERS) {
    const ids = filters[filter];
    if (!ids || ids.length === 0) continue;
    const unknown = ids.find((id) => index.get(filter, id) === undefined);
    if (unknown !== undefined) {
      errors[`filters.${filter}`] = [
        { key: 'catalogue.validation.unknownValue', params: { value: unknown } },
      ];
      continue;
    }
    groups.push({ filter, tags: [...new Set(ids)].map((id) => index.tag(filter, id)), user: true });
  }

  const carat = filters.carat ?? {};
  if (carat.min !== undefined && carat.max !== undefined && carat.min > carat.max) {
    errors['filters.carat'] = [{ key: 'catalogue.validation.rangeOrder' }];
  }

  let trade: CentsRange = {};
  const price = filters.price;
  if (price !== undefined) {
    if (view.kind === 'hidden') {
      errors['filters.price'] = [{ key: 'catalogue.validation.priceHidden' }];
    } else if (price.min !== undefined && price.max !== undefined && price.min > price.max) {
      errors['filters.price'] = [{ key: 'catalogue.validation.rangeOrder' }];
    } else {
      trade = tradeRangeFor(
        {
          ...(price.min !== undefined ? { min: boundCents(price.min, 'min') } : {}),
          ...(price.max !== undefined ? { max: boundCents(price.max, 'max') } : {}),
        },
        view,
      );
    }
  }

  if (Object.keys(errors).length > 0) throw validationException(errors);
  const labGrownTag = flagTag('lab_grown');
  const fixedLabGrown = groups.some((group) => !group.user && group.tags.includes(labGrownTag));
  const origin = stoneOrigin({
    fixedLabGrown,
    ...(filters.origin !== undefined ? { requested: filters.origin } : {}),
    qualitiesLabGrown: (filters.quality ?? []).map(
      (id) => index.data.qualities.find((quality) => quality._id === id)?.lab_grown === true,
    ),
  });
  if (origin === 'lab_grown' && !fixedLabGrown)
    groups.push({ filter: 'flag', tags: [labGrownTag], user: false });
  return {
    tenantId: input.tenantId,
    groups,
    without: origin === 'natural' ? [labGrownTag] : [],
    carat: {
      ...(carat.min !== undefined ? { min: carat.min } : {}),
      ...(carat.max !== undefined ? { max: carat.max } : {}),
    },
    trade,
    inStock: filters.inStock === true,
    text,
    sort: chooseSort(dto.sort_by, input.menu.sortBy, text, view),
    page: dto.page,
    limit: dto.limit,
    facets: dto.facets,
  };
}
