import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import type { Api } from '../support/api';
import { expectedRrp, findPriceKeys, pricedObjects } from '../support/catalogue';
import { withPostgres } from '../support/system';
import { system } from './state';

const { api, database } = system();
const TENANT = DEMO_TENANT.id;

/** Every catalogue response of a logged-in buyer, as [label, request]. */
function catalogueCalls(
  designId: string,
): Array<[string, (client: Api) => Promise<{ status: number; body: unknown }>]> {
  return [
    ['menu', (c) => c.get('/api/menu')],
    ['metals', (c) => c.get('/api/metal/show-filters-options')],
    ['stone groups', (c) => c.get('/api/stones/stone-stonegroups-list')],
    ['home stones', (c) => c.get('/api/stones/home-stone-stonegroups-list')],
    ['shapes', (c) => c.get('/api/shapes')],
    ['items', (c) => c.get('/api/items')],
    ['shades', (c) => c.get('/api/shades')],
    ['karates', (c) => c.get('/api/karates')],
    ['currencies', (c) => c.get('/api/currencies/get-all-currencies')],
    ['filter options', (c) => c.get('/api/products/filter-options')],
    [
      'autocomplete',
      (c) =>
        c.request('POST', '/api/products/search/design', {
          raw: 'name=ring&limit=20',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
    ],
    ['list', (c) => c.post('/api/products/search-designs', { list: 'special_offer' })],
    [
      'menu listing',
      (c) => c.post('/api/products/search-designs', { category: 'rings', subCategory: 'rings-best-sellers' }),
    ],
    [
      'filtered listing',
      (c) => c.post('/api/products/search-designs', { category: 'earrings', filters: { inStock: true } }),
    ],
    ['design', (c) => c.get(`/api/designs/${designId}`)],
    ['main group', (c) => c.post('/api/maingroups/get-maingroup-mapped-product', { designId })],
  ];
}

async function tradePrices(): Promise<Map<string, string>> {
  const rows = await withPostgres(
    async (client) =>
      (
        await client.query<{ id: string; trade_price: string }>(
          'select id, trade_price from catalogue.variants where tenant_id = $1',
          [TENANT],
        )
      ).rows,
    database,
  );
  return new Map(rows.map((row) => [row.id, row.trade_price]));
}

/** The variant whose price an object shows: a card's variant_id, or a variant's own _id. */
function variantOf(object: Record<string, unknown>): string {
  return String(object['variant_id'] ?? object['_id']);
}

let buyer: Api;
let designId: string;
let trade: Map<string, string>;

beforeAll(async () => {
  buyer = (await api.loginBuyer()).api;
  trade = await tradePrices();
  const [row] = await withPostgres(
    async (client) =>
      (
        await client.query<{ id: string }>(
          'select id from catalogue.designs where tenant_id = $1 order by design_number limit 1',
          [TENANT],
        )
      ).rows,
    database,
  );
  designId = row?.id ?? '';
});

describe('price visibility on every catalogue response (enforced by the server)', () => {
  it('status 0: no key matching /price/ anywhere, in any catalogue answer', async () => {
    for (const client of [buyer.with({ 'x-price-status': '0' }), buyer, api]) {
      for (const [label, call] of catalogueCalls(designId)) {
        const { status, body } = await call(client);
        if (
          client === api &&
          ![
            'menu',
            'metals',
            'stone groups',
            'home stones',
            'shapes',
            'items',
            'shades',
            'karates',
            'currencies',
            'filter options',
          ].includes(label)
        ) {
          // Product lists need a login; the lookups are public.
          expect([label, status]).toEqual([label, 401]);
          continue;
        }
        expect([label, status]).toEqual([label, 200]);
        expect([label, findPriceKeys(body)]).toEqual([label, []]);
      }
    }
  });

  it('status 0: a price filter is refused and a price sort falls back to the default order', async () => {
    const hidden = buyer.with({ 'x-price-status': '0' });
    const filtered = await hidden.post<{ errors: Record<string, string[]> }>('/api/products/search-designs', {
      filters: { price: { min: 100 } },
    });
    expect(filtered.status).toBe(400);
    expect(filtered.body.errors['filters.price']).toEqual([
      'The filters.price field cannot be used while prices are hidden.',
    ]);
    const sorted = await hidden.post<{ data: { sort_by: string } }>('/api/products/search-designs', {
      list: 'special_offer',
      sort_by: 'price_asc',
    });
    expect(sorted.status).toBe(200);
    expect(sorted.body.data.sort_by).toBe('newest');
  });

  it('status 2: every price is the trade price of the variant it stands for', async () => {
    const client = buyer.with({ 'x-price-status': '2' });
    let seen = 0;
    for (const [label, call] of catalogueCalls(designId)) {
      const { body } = await call(client);
      for (const { path, object } of pricedObjects(body)) {
        expect([label, path, object['price_type']]).toEqual([label, path, 'trade']);
        expect([label, path, object['price']]).toEqual([label, path, Number(trade.get(variantOf(object)))]);
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(50);
  });

  it.each([
    ['Lund Goldsmiths (2.5, VAT)', DEMO_CUSTOMER_IDS.goldsmiths, 2.5, true],
    ['Northern Lights (3.0, no VAT)', DEMO_CUSTOMER_IDS.northernLights, 3, false],
    ['Harbour Gems (2.2, VAT)', DEMO_CUSTOMER_IDS.harbourGems, 2.2, true],
    ['no customer selected (global 2.5, VAT)', '', 2.5, true],
  ])('status 1 for %s: RRP floored to the penny, never the trade price', async (_, customer, markup, vat) => {
    const client = buyer.with({ 'x-price-status': '1', 'x-customer-id': customer });
    let seen = 0;
    for (const [label, call] of catalogueCalls(designId)) {
      const { status, body } = await call(client);
      expect([label, status]).toEqual([label, 200]);
      const keys = findPriceKeys(body).map((found) => found.key);
      expect(keys.every((key) => key === 'price' || key === 'price_type')).toBe(true);
      for (const { path, object } of pricedObjects(body)) {
        const tradePrice = trade.get(variantOf(object));
        expect([label, path, object['price_type']]).toEqual([label, path, 'rrp']);
        expect([label, path, object['price']]).toEqual([
          label,
          path,
          expectedRrp(tradePrice ?? 0, markup, 20, vat),
        ]);
        expect(object['price']).not.toBe(Number(tradePrice));
        seen += 1;
      }
    }
    expect(seen).toBeGreaterThan(50);
  });

  it('status 1: the price range facet and price filters are in RRP', async () => {
    const client = buyer.with({ 'x-price-status': '1', 'x-customer-id': DEMO_CUSTOMER_IDS.northernLights });
    const all = await client.post<{
      data: { total: number; facets: { price: { min: number; max: number } } };
    }>('/api/products/search-designs', { category: 'pendants' });
    const { min, max } = all.body.data.facets.price;
    const [range] = await withPostgres(
      async (c) =>
        (
          await c.query<{ lo: string; hi: string }>(
            `select min(v.trade_price) as lo, max(v.trade_price) as hi from catalogue.variants v
              join catalogue.designs d on d.id = v.design_id join catalogue.main_groups g on g.id = d.main_group_id
              where d.tenant_id = $1 and g.url_path = 'pendants'`,
            [TENANT],
          )
        ).rows,
      database,
    );
    expect(min).toBe(expectedRrp(range?.lo ?? 0, 3, 20, false));
    expect(max).toBe(expectedRrp(range?.hi ?? 0, 3, 20, false));
    // An RRP window around the cheapest pendant: every card's RRP lies inside it.
    const window = { min: min, max: min + 300 };
    const filtered = await client.post<{ data: { rows: Array<{ price: number }> } }>(
      '/api/products/search-designs',
      {
        category: 'pendants',
        filters: { price: window },
        sort_by: 'price_asc',
      },
    );
    expect(filtered.body.data.rows.length).toBeGreaterThan(0);
    for (const row of filtered.body.data.rows) {
      expect(row.price).toBeGreaterThanOrEqual(window.min);
      expect(row.price).toBeLessThanOrEqual(window.max);
    }
    expect(filtered.body.data.rows[0]?.price).toBe(min);
  });
});
