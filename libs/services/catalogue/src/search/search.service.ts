import {
  type FacetValue,
  ID_FILTERS,
  type IdFilter,
  type NumberRange,
  type SearchDesignsDto,
  type SearchDesignsResult,
  type SearchFacets,
} from '@atelier/contracts/catalogue';
import type { LanguageCode, RequestContext } from '@atelier/contracts/common';
import {
  CACHE,
  type CacheStore,
  cached,
  DATABASE,
  type DatabaseHandle,
  validationException,
} from '@atelier/platform';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { CACHE_TTL, CatalogueCacheKeys } from '../cache-keys';
import { queryRows } from '../db/query';
import { OfferEffects } from '../offers-admin/offer-effects.service';
import type { LookupIndex } from '../lookups/lookup-index';
import { LookupsService } from '../lookups/lookups.service';
import { MenuService } from '../menu/menu.service';
import { fromCents, type PriceView, toCents, visibleCents } from '../pricing/price-math';
import { PricingService } from '../pricing/pricing.service';
import { type CardData, loadCards, presentCard } from './cards';
import { applyFilterConfig, listingGroupsOf } from '../filters-admin/facet-visibility';
import { FilterConfigService } from '../filters-admin/filter-config.service';
import { type FacetsCore, facetRequests } from './facet-requests';
import { resolveMenu } from './menu-resolver';
import type { TenantSearchIndex } from './search-index';
import { SearchIndexService } from './search-index.service';
import { buildSearchPlan, type SearchPlan } from './search-plan';
import { countQuery, facetQuery, pageQuery, rangeQuery, scopeOf } from './search-sql';
import { idOf, IN_STOCK_TAG } from './tags';
import { TextSearchService } from './text-search.service';

export { type FacetsCore, facetRequests } from './facet-requests';

/** What a listing costs to compute, cached without any caller's prices (trade pence inside only). */
export interface SearchCore {
  cards: CardData[];
  total: number;
  facets?: Omit<FacetsCore, 'total'>;
}

interface RangeRow {
  min_price: string | null;
  max_price: string | null;
  min_carat: string | null;
  max_carat: string | null;
}

const hash = (value: unknown): string => createHash('sha1').update(JSON.stringify(value)).digest('base64url');

/** A page of a listing: everything but the tenant (in the key's prefix). */
export function planKey(plan: SearchPlan): string {
  const { tenantId: _, ...rest } = plan;
  return hash(rest);
}

/** What a listing's counts depend on: not its page, order or page size, so paging reuses them. */
export function filterKey(plan: SearchPlan): string {
  const { tenantId: _t, page: _p, limit: _l, sort: _s, facets: _f, ...rest } = plan;
  return hash(rest);
}

@Injectable()
export class SearchService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
    private readonly lookups: LookupsService,
    private readonly menu: MenuService,
    private readonly pricing: PricingService,
    private readonly text: TextSearchService,
    @Optional() private readonly indexes?: SearchIndexService,
    /** The back office's filter configuration; without it every filter is shown. */
    @Optional() private readonly filterConfig?: FilterConfigService,
    /** Offers started or ended by their dates reach the lists before the answer. */
    @Optional() private readonly offerEffects?: OfferEffects,
  ) {}

  async search(ctx: RequestContext, dto: SearchDesignsDto): Promise<SearchDesignsResult> {
    await this.offerEffects?.settle(ctx);
    const [index, menuRows, view] = await Promise.all([
      this.lookups.index(ctx.tenantId, ctx.language),
      this.menu.index(ctx.tenantId),
      this.pricing.viewFor(ctx),
    ]);
    const menu = resolveMenu(menuRows, dto);
    if (!menu.ok) {
      throw validationException({
        [menu.field]: [{ key: 'catalogue.validation.unknownValue', params: { value: menu.value } }],
      });
    }
    const text = dto.q ? await this.text.parse(ctx.tenantId, dto.q) : null;
    const plan = buildSearchPlan({ tenantId: ctx.tenantId, dto, index, menu, view, text });
    const searchIndex = this.indexes?.current(ctx.tenantId);
    const core = searchIndex ? await this.indexCore(plan, searchIndex) : await this.sqlCore(plan);
    const result = this.present(plan, core, index, view, ctx.language);
    if (result.facets && this.filterConfig) {
      const rules = await this.filterConfig.rules(ctx.tenantId);
      result.facets = applyFilterConfig(result.facets, rules, listingGroupsOf(plan.groups), ctx.language);
    }
    return result;
  }

  /**
   * A listing from the tenant's in-memory index: ids, total, facets and the page's cards from memory.
   * Not cached: it is cheaper than a cache round trip and always fresh. Ordering by text relevance
   * (ts_rank) is PostgreSQL's own, so that one page, and its cards, come from SQL.
   */
  async indexCore(plan: SearchPlan, searchIndex: TenantSearchIndex): Promise<SearchCore> {
    const answer = searchIndex.search(plan);
    const cards = answer.ids
      ? searchIndex.cards(answer.ids, plan)
      : await loadCards(this.database.db, plan.tenantId, await this.pageIds(plan), plan);
    return answer.facets
      ? { cards, total: answer.total, facets: answer.facets }
      : { cards, total: answer.total };
  }

  /** A listing from SQL, cached per page and per filter set. */
  async sqlCore(plan: SearchPlan): Promise<SearchCore> {
    const tenantId = plan.tenantId;
    const [page, counts] = await Promise.all([
      cached(this.cache, CatalogueCacheKeys.search(tenantId, planKey(plan)), CACHE_TTL.search, () =>
        this.page(plan),
      ),
      plan.facets
        ? cached(this.cache, CatalogueCacheKeys.facets(tenantId, filterKey(plan)), CACHE_TTL.search, () =>
            this.facets(plan),
          )
        : cached(this.cache, CatalogueCacheKeys.count(tenantId, filterKey(plan)), CACHE_TTL.search, () =>
            this.count(plan),
          ),
    ]);
    return typeof counts === 'number'
      ? { cards: page, total: counts }
      : { cards: page, total: counts.total, facets: counts };
  }

  /** The design ids of one page, in order. */
  async pageIds(plan: SearchPlan): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(this.database.db, pageQuery(plan));
    return rows.map((row) => row.id);
  }

  /** The cards of one page: its design ids in order, then each with the variant the card shows. */
  async page(plan: SearchPlan): Promise<CardData[]> {
    return loadCards(this.database.db, plan.tenantId, await this.pageIds(plan), plan);
  }

  /** Every facet count (and the total) in one statement, and the carat and price ranges. */
  async facets(plan: SearchPlan): Promise<FacetsCore> {
    const db = this.database.db;
    const [countRows, rangeRows] = await Promise.all([
      queryRows<{ facet: string; tag: number; n: number }>(db, facetQuery(plan, facetRequests(plan))),
      queryRows<RangeRow>(db, rangeQuery(plan)),
    ]);
    const range = rangeRows[0];
    const number = (value: string | null | undefined) => (value == null ? null : Number(value));
    const [minPrice, maxPrice, minCarat, maxCarat] = [
      number(range?.min_price),
      number(range?.max_price),
      number(range?.min_carat),
      number(range?.max_carat),
    ];
    return {
      total: Number(countRows.find((row) => row.facet === 'base' && Number(row.tag) === 0)?.n ?? 0),
      counts: countRows.map((row) => ({ facet: row.facet, tag: Number(row.tag), n: Number(row.n) })),
      caratRange: minCarat !== null && maxCarat !== null ? { min: minCarat, max: maxCarat } : null,
      tradeRange:
        minPrice !== null && maxPrice !== null ? { min: toCents(minPrice), max: toCents(maxPrice) } : null,
    };
  }

  async count(plan: SearchPlan): Promise<number> {
    const scope = scopeOf(plan);
    const db = this.database.db;
    if (scope !== null) {
      const [row] = await queryRows<{ n: number }>(db, facetQuery(plan, [{ facet: 'base', namespace: 0 }]));
      return row ? Number(row.n) : 0;
    }
    const [row] = await queryRows<{ total: number }>(db, countQuery(plan));
    return row?.total ?? 0;
  }

  present(
    plan: SearchPlan,
    core: SearchCore,
    index: LookupIndex,
    view: PriceView,
    language: LanguageCode = 'en',
  ): SearchDesignsResult {
    const result: SearchDesignsResult = {
      rows: core.cards.map((card) => presentCard(card, index, view, language)),
      total: core.total,
      page: plan.page,
      pages: Math.ceil(core.total / plan.limit),
      limit: plan.limit,
      sort_by: plan.sort,
    };
    if (core.facets) result.facets = this.presentFacets(core.facets, index, view);
    return result;
  }

  private presentFacets(
    facets: NonNullable<SearchCore['facets']>,
    index: LookupIndex,
    view: PriceView,
  ): SearchFacets {
    // Filters counted on their own (a selection left out, or on the matching variants) ignore the
    // base counts of their values.
    const own = new Set(facets.counts.filter((c) => c.facet !== 'base').map((c) => index.filterOfTag(c.tag)));
    const lists = Object.fromEntries(ID_FILTERS.map((filter) => [filter, [] as FacetValue[]])) as Record<
      IdFilter,
      FacetValue[]
    >;
    let inStock = 0;
    for (const { facet, tag, n } of facets.counts) {
      if (n <= 0 || tag <= 0) continue;
      if (facet === 'base' && tag === IN_STOCK_TAG) inStock = n;
      const filter = index.filterOfTag(tag);
      if (!filter || (facet === 'base' && own.has(filter))) continue;
      const value = index.facetValue(filter, idOf(tag), n);
      if (value) lists[filter].push(value);
    }
    for (const filter of ID_FILTERS) {
      lists[filter].sort(
        (a, b) => index.order(filter, a._id) - index.order(filter, b._id) || a.name.localeCompare(b.name),
      );
    }
    const result: SearchFacets = { ...lists, inStock, carat: facets.caratRange };
    if (view.kind !== 'hidden') {
      const price: NumberRange | null = facets.tradeRange
        ? {
            min: fromCents(visibleCents(facets.tradeRange.min, view) ?? 0),
            max: fromCents(visibleCents(facets.tradeRange.max, view) ?? 0),
          }
        : null;
      result.price = price;
    }
    return result;
  }
}
