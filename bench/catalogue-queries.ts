import { AutocompleteDto, GetDesignDto, SearchDesignsDto } from '@atelier/contracts/catalogue';
import { DEMO_TENANT, PriceStatus, type RequestContext } from '@atelier/contracts/common';
import {
  type CacheStore,
  createServiceClient,
  type DatabaseHandle,
  InProcessBus,
  MemoryCacheStore,
} from '@atelier/platform';
import {
  CustomerPricingCache,
  DesignsService,
  DiscountPricing,
  LookupsService,
  MenuService,
  PricingService,
  SearchService,
  TextSearchService,
} from '@atelier/services/catalogue';
import type { HttpRequest } from './bench-support';

/**
 * What the catalogue benchmarks ask, shared by the distributed and the embedded one: autocomplete
 * prefixes typed from design numbers and names, filtered listings with facets (every one a different
 * filter combination), and the services' own statements recorded for the raw SQL baseline.
 */

export interface LookupRow {
  id: number;
  url_path: string;
}

export interface Lookups {
  karates: LookupRow[];
  shades: LookupRow[];
  stones: LookupRow[];
}

export interface SampleDesign {
  id: string;
  design_number: string;
  name: string;
}

/** The same order on every run, different from the stored one. */
export function shuffled<T>(list: readonly T[]): T[] {
  return list
    .map((value, i) => ({ value, key: (i * 2654435761) % 4294967296 }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.value);
}

/** What a buyer types: most of a design number, or a name's first word and the start of the second. */
export function typedPrefixes(designs: readonly SampleDesign[]): string[] {
  return [
    ...new Set(
      designs.flatMap((d) => {
        const [first, second] = d.name.split(' ');
        return [
          d.design_number.slice(0, -1).toLowerCase(),
          `${first ?? ''} ${(second ?? '').slice(0, 3)}`.toLowerCase(),
        ];
      }),
    ),
  ];
}

/** Every category, stone, karat and shade combination, in one of three orders. */
export function listingQueries(lookups: Lookups): SearchDesignsDto[] {
  const id = (rows: LookupRow[], path: string) => rows.find((r) => r.url_path === path)?.id ?? 0;
  const searches: SearchDesignsDto[] = [];
  const sorts = ['newest', 'price_asc', 'best_selling'] as const;
  for (const category of ['rings', 'earrings', 'pendants', 'necklaces', 'bracelets-bangles']) {
    for (const stone of ['diamond', 'sapphire', 'ruby', 'emerald', 'tanzanite', 'pearl']) {
      for (const karat of ['9k', '14k', '18k', '950-pt']) {
        for (const shade of ['', 'white-gold', 'yellow-gold']) {
          searches.push(
            Object.assign(new SearchDesignsDto(), {
              category,
              sort_by: sorts[searches.length % sorts.length],
              filters: {
                gemstone: [id(lookups.stones, stone)],
                karat: [id(lookups.karates, karat)],
                ...(shade ? { shade: [id(lookups.shades, shade)] } : {}),
              },
            }),
          );
        }
      }
    }
  }
  return searches;
}

/** Four further listings per combination (page two, in stock, a price cap, a carat floor), shuffled. */
export function ratedListings(searches: readonly SearchDesignsDto[]): SearchDesignsDto[] {
  return shuffled(
    searches.flatMap((dto, i) => {
      const sort_by = (['newest', 'price_asc', 'best_selling', 'total_carat', 'design_number'] as const)[
        i % 5
      ];
      const filters = dto.filters ?? {};
      return [
        { ...dto, sort_by, page: 2 },
        { ...dto, sort_by, filters: { ...filters, inStock: true } },
        { ...dto, sort_by, filters: { ...filters, price: { max: 2000 } } },
        {
          ...dto,
          sort_by: 'price_desc' as const,
          filters: { ...filters, inStock: true, carat: { min: 0.2 } },
        },
      ];
    }),
  );
}

export function autocompleteRequest(name: string, headers: Record<string, string>): HttpRequest {
  return {
    method: 'POST',
    path: '/api/products/search/design',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: `name=${encodeURIComponent(name)}&page=1&limit=50`,
  };
}

export function listingRequest(dto: SearchDesignsDto, headers: Record<string, string>): HttpRequest {
  return {
    method: 'POST',
    path: '/api/products/search-designs',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(dto),
  };
}

export interface Statement {
  text: string;
  params: unknown[];
}

/** A cache that keeps lookups, menus and pricing but never a search, autocomplete or design result. */
class LookupOnlyCache extends MemoryCacheStore {
  override get(key: string): Promise<string | null> {
    return /:(search|facets|count|ac|design):/.test(key) ? Promise.resolve(null) : super.get(key);
  }
}

/** Collects the statements a drizzle instance runs (give `logger` to drizzle). */
export function statementLog() {
  let recorded: Statement[] = [];
  return {
    logger: { logQuery: (text: string, params: unknown[]) => recorded.push({ text, params }) },
    take(): Statement[] {
      const taken = recorded;
      recorded = [];
      return taken;
    },
  };
}

export type CatalogueQuestion = 'autocomplete' | 'search' | 'detail';

/**
 * The catalogue's own services over a handle whose drizzle records every statement, so that the SQL
 * baseline replays exactly what the services run for each question (the SQL path, not the index).
 */
export function catalogueRecorder(handle: DatabaseHandle, log: ReturnType<typeof statementLog>) {
  const cache: CacheStore = new LookupOnlyCache();
  const client = createServiceClient({ kind: 'in-process', bus: new InProcessBus(), rpcTimeoutMs: 1000 });
  const lookups = new LookupsService(handle, cache);
  const menu = new MenuService(handle, cache);
  const customerPricing = new CustomerPricingCache(cache, client);
  const pricing = new PricingService(
    cache,
    client,
    new DiscountPricing(handle, cache, customerPricing),
    customerPricing,
  );
  const text = new TextSearchService(handle, cache, lookups);
  const search = new SearchService(handle, cache, lookups, menu, pricing, text);
  const designs = new DesignsService(handle, cache, lookups, pricing);
  const ctx: RequestContext = {
    tenantId: DEMO_TENANT.id,
    userId: null,
    role: null,
    customerId: null,
    // Trade prices: pricing is RPC to identity and admin, not SQL.
    priceStatus: PriceStatus.Trade,
    language: 'en',
    requestId: 'bench',
  };
  async function recorded(work: () => Promise<unknown>): Promise<Statement[]> {
    log.take();
    await work();
    return log.take();
  }
  return {
    /** Lookups read once first, so that only per-request statements are recorded afterwards. */
    warm: () =>
      recorded(() => search.search(ctx, Object.assign(new SearchDesignsDto(), { category: 'rings' }))),
    autocomplete: (name: string) =>
      recorded(() => text.autocomplete(ctx, Object.assign(new AutocompleteDto(), { name }))),
    search: (dto: SearchDesignsDto) => recorded(() => search.search(ctx, dto)),
    detail: (designId: string) =>
      recorded(() => designs.get(ctx, Object.assign(new GetDesignDto(), { designId }))),
  };
}
