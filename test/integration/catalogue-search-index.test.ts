import { isDeepStrictEqual } from 'node:util';
import { AutocompleteDto, SearchDesignsDto, SORT_OPTIONS } from '@atelier/contracts/catalogue';
import { DEMO_TENANT, PriceStatus, type RequestContext, ServiceName } from '@atelier/contracts/common';
import {
  createServiceClient,
  type DatabaseHandle,
  InProcessBus,
  MemoryCacheStore,
  openDatabase,
} from '@atelier/platform';
import {
  buildSearchPlan,
  LookupsService,
  loadTenantDesigns,
  MenuService,
  CustomerPricingCache,
  DiscountPricing,
  PricingService,
  type PriceView,
  resolveMenu,
  SearchIndexService,
  SearchRecounter,
  SearchService,
  TenantSearchIndex,
  TextSearchService,
} from '@atelier/services/catalogue';
import type { Api } from '../support/api';
import { withPostgres } from '../support/system';
import { setStock } from './orders-support';
import { system } from './state';

/**
 * The in-memory index must give the same answers as the SQL path: the same rows in the same order,
 * totals, facet counts and ranges, for filters, menus, sorts, price statuses and text. Both answer from
 * the demo catalogue of the running system; the index is built here the way each catalogue process
 * builds its own.
 */
const { api, database, databaseUrl } = system();
const TENANT = DEMO_TENANT.id;

const VIEWS: Record<string, PriceView> = {
  hidden: { kind: 'hidden' },
  trade: { kind: 'trade' },
  rrp: { kind: 'rrp', markupMilli: 2500, vatBasisPoints: 2000 },
};

let handle: DatabaseHandle;
let services: { lookups: LookupsService; menu: MenuService; text: TextSearchService; search: SearchService };
let index: TenantSearchIndex | undefined;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const cache = new MemoryCacheStore();
  const client = createServiceClient({ kind: 'in-process', bus: new InProcessBus(), rpcTimeoutMs: 1000 });
  const lookups = new LookupsService(handle, cache);
  const menu = new MenuService(handle, cache);
  const text = new TextSearchService(handle, cache, lookups);
  const search = new SearchService(
    handle,
    cache,
    lookups,
    menu,
    new PricingService(
      cache,
      client,
      new DiscountPricing(handle, cache, new CustomerPricingCache(cache, client)),
      new CustomerPricingCache(cache, client),
    ),
    text,
  );
  services = { lookups, menu, text, search };
  await reloadIndex();
});

async function reloadIndex(): Promise<void> {
  const fresh = new TenantSearchIndex();
  await fresh.bulkLoad((add) => loadTenantDesigns(handle.db, TENANT, add));
  const previous = index;
  index = fresh;
  previous?.dispose();
}

afterAll(async () => {
  index?.dispose();
  await handle.close();
});

/** A small deterministic generator, so a failing case can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, pick };
}

function loadedIndex(): TenantSearchIndex {
  if (!index) throw new Error('index not built');
  return index;
}

async function answers(dto: SearchDesignsDto, view: PriceView) {
  const { lookups, menu, text, search } = services;
  const [lookupIndex, menuRows] = await Promise.all([lookups.index(TENANT), menu.index(TENANT)]);
  const resolved = resolveMenu(menuRows, dto);
  if (!resolved.ok) throw new Error(`menu ${JSON.stringify(dto)}`);
  const query = dto.q ? await text.parse(TENANT, dto.q) : null;
  const plan = buildSearchPlan({
    tenantId: TENANT,
    dto,
    index: lookupIndex,
    menu: resolved,
    view,
    text: query,
  });
  const fromSql = search.present(plan, await search.sqlCore(plan), lookupIndex, view);
  const fromIndex = search.present(plan, await search.indexCore(plan, loadedIndex()), lookupIndex, view);
  return { fromSql, fromIndex };
}

async function cases(): Promise<Array<{ name: string; dto: SearchDesignsDto; view: PriceView }>> {
  const data = (await services.lookups.index(TENANT)).data;
  const categories = (await services.menu.index(TENANT))
    .filter((row) => row.parentId === null)
    .map((row) => row.urlPath);
  const ids = (rows: ReadonlyArray<{ _id: number }>) => rows.map((row) => row._id);
  const filterValues: Record<string, number[]> = {
    metal: ids(data.metals),
    shade: ids(data.shades),
    karat: ids(data.karates),
    quality: ids(data.qualities),
    gemstone: ids(data.stones),
    shape: ids(data.shapes),
    item: ids(data.items),
    category: ids(data.mainGroups),
    style: ids(data.attributes.filter((a) => a.kind === 'style')),
  };
  const words = [
    'ring',
    'diamond',
    'twis',
    'gold hoop',
    'r10',
    'r2',
    'sapph',
    'twsited',
    'pearl drop',
    'halo',
  ];
  const { next, pick } = generator(20_261_124);
  const list: Array<{ name: string; dto: SearchDesignsDto; view: PriceView }> = [];
  for (let i = 0; i < 120; i += 1) {
    const viewName = pick(Object.keys(VIEWS));
    const view = VIEWS[viewName] ?? { kind: 'trade' };
    const filters: Record<string, unknown> = {};
    const filterCount = Math.floor(next() * 4);
    for (let f = 0; f < filterCount; f += 1) {
      const filter = pick(Object.keys(filterValues));
      const values = filterValues[filter] ?? [];
      filters[filter] = [...new Set([pick(values), ...(next() < 0.3 ? [pick(values)] : [])])];
    }
    if (next() < 0.2) filters['inStock'] = true;
    // Natural and lab-grown listings leave the other kind out the same way on both paths.
    if (next() < 0.25) filters['origin'] = pick(['natural', 'lab_grown', 'both']);
    if (next() < 0.15) filters['carat'] = next() < 0.5 ? { min: 0.3 } : { min: 0.2, max: 1 };
    if (view.kind !== 'hidden' && next() < 0.2)
      filters['price'] = next() < 0.5 ? { max: 900 } : { min: 300, max: 2500 };
    const dto = Object.assign(new SearchDesignsDto(), {
      ...(next() < 0.4 ? { category: pick(categories) } : {}),
      ...(next() < 0.15 ? { list: pick(['new_arrival', 'special_offer', 'lab_grown_products']) } : {}),
      ...(next() < 0.3 ? { q: pick(words) } : {}),
      ...(next() < 0.85 ? { sort_by: pick(SORT_OPTIONS) } : {}),
      page: next() < 0.2 ? 2 : 1,
      limit: pick([12, 24, 50]),
      facets: next() < 0.9,
      filters,
    });
    list.push({ name: `#${i} ${viewName} ${JSON.stringify(dto)}`, dto, view });
  }
  return list;
}

describe('search from the in-memory index', () => {
  it('answers exactly as the SQL path for filters, menus, sorts, price statuses and text', async () => {
    let compared = 0;
    let nonEmpty = 0;
    for (const { name, dto, view } of await cases()) {
      let { fromSql, fromIndex } = await answers(dto, view);
      if (!isDeepStrictEqual(fromIndex, fromSql)) {
        // A stock change from a suite before this one may have landed after the index was built here:
        // build it again from the tables as they are now; a real difference stays.
        await reloadIndex();
        ({ fromSql, fromIndex } = await answers(dto, view));
      }
      expect({ name, answer: fromIndex }).toEqual({ name, answer: fromSql });
      compared += 1;
      if (fromSql.total > 0) nonEmpty += 1;
    }
    expect(compared).toBe(120);
    // The cases must reach results, not only agree on empty ones.
    expect(nonEmpty).toBeGreaterThan(60);
  });

  it('answers the autocomplete as the SQL statement does', async () => {
    const ctx: RequestContext = {
      tenantId: TENANT,
      userId: null,
      role: null,
      customerId: null,
      priceStatus: PriceStatus.Trade,
      language: 'en',
      requestId: 'index-test',
    };
    for (const name of ['r10', 'R2', 'twis ring', 'twsited', 'diamond', 'gold hoop', 'zzzz']) {
      const text = await services.text.parse(TENANT, name);
      if (!text) throw new Error(name);
      for (const page of [1, 2]) {
        const sqlRows = await services.text.autocomplete(
          ctx,
          Object.assign(new AutocompleteDto(), { name, page, limit: 20 }),
        );
        expect({ name, page, ids: loadedIndex().autocomplete(text, page, 20) }).toEqual({
          name,
          page,
          ids: sqlRows.map((row) => row.design_id),
        });
      }
    }
  });
});

describe('keeping the index fresh', () => {
  let admin: Api;
  let buyer: Api;

  beforeAll(async () => {
    admin = (await api.loginAdmin()).api;
    buyer = (await api.loginBuyer()).api.with({ 'x-price-status': '2' });
  });

  /** Polls a condition until it holds (or the test's own timeout ends it). */
  async function until(condition: () => Promise<boolean>): Promise<void> {
    while (!(await condition())) await new Promise((resolve) => setImmediate(resolve));
  }

  it('shows a stock change in the catalogue service and in another catalogue process once committed', async () => {
    // This test process listens as a further catalogue process would, with its own index.
    const recounter = new SearchRecounter(handle);
    const other = new SearchIndexService(
      handle,
      {
        service: ServiceName.Catalogue,
        database: { kind: 'postgres', url: databaseUrl },
        cache: { kind: 'memory', store: new MemoryCacheStore() },
        transport: { kind: 'in-process', bus: new InProcessBus(), rpcTimeoutMs: 1000 },
        seedDemo: false,
      },
      recounter,
    );
    await other.onApplicationBootstrap();
    await other.ready;
    // A design with a single variant, so its stock alone decides "in stock".
    const [row] = await withPostgres(
      async (client) =>
        (
          await client.query<{ design_id: string; variant_id: string; design_number: string; stock: number }>(
            `select v.design_id, v.id as variant_id, d.design_number, v.stock_quantity as stock
             from catalogue.variants v join catalogue.designs d on d.id = v.design_id
             where v.tenant_id = $1 and not d.retired
               and (select count(*) from catalogue.variants x where x.design_id = v.design_id) = 1
             order by d.design_number limit 1`,
            [TENANT],
          )
        ).rows,
      database,
    );
    if (!row) throw new Error('no single-variant design in the demo catalogue');
    const inStockIds = async (): Promise<string[]> => {
      const { body } = await buyer.post<{ data: { rows: Array<{ design_id: string }> } }>(
        '/api/products/search-designs',
        // Ordered by number, not relevance, so the page too comes from the index.
        {
          q: row.design_number,
          sort_by: 'design_number',
          filters: { inStock: true, origin: 'both' },
          facets: false,
        },
      );
      return body.data.rows.map((card) => card.design_id);
    };
    const text = await services.text.parse(TENANT, row.design_number);
    const plan = {
      tenantId: TENANT,
      groups: [],
      without: [],
      carat: {},
      trade: {},
      inStock: true,
      text,
      sort: 'design_number' as const,
      page: 1,
      limit: 50,
      facets: false,
    };
    const listed = async (expected: boolean) =>
      (await inStockIds()).includes(row.design_id) === expected &&
      (other.current(TENANT)?.search(plan).ids ?? []).includes(row.design_id) === expected;
    const original = row.stock;
    try {
      await setStock(admin, row.variant_id, original > 0 ? 0 : 5);
      await until(() => listed(!(original > 0)));
      await setStock(admin, row.variant_id, original > 0 ? original : 0);
      await until(() => listed(original > 0));
    } finally {
      await setStock(admin, row.variant_id, original);
      await other.onApplicationShutdown();
      await recounter.onApplicationShutdown();
    }
  });
});
