import { DEMO_TENANT } from '@atelier/contracts/common';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { Api } from '../support/api';
import { LOCAL, withPostgres } from '../support/system';
import { system } from './state';

const { api, database, cachePrefix } = system();
const TENANT = DEMO_TENANT.id;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Card {
  design_id: string;
  design: string;
  name: string;
  variant_id: string;
  karate_id: number;
  shade_id: number;
  quality_id: number;
  totalCarate: number;
  in_stock: boolean;
  flags: Record<string, boolean>;
  price?: number;
  price_type?: string;
}

interface Facet {
  _id: number;
  name: string;
  count: number;
}

interface SearchResult {
  rows: Card[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  sort_by: string;
  facets?: Record<string, Facet[]> & {
    inStock: number;
    carat: { min: number; max: number } | null;
    price?: unknown;
  };
}

interface ErrorBody {
  code: string;
  errors: Record<string, string[]>;
}

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return withPostgres(async (client) => (await client.query(sql, params)).rows as T[], database);
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await rows<{ n: string }>(sql, params);
  return Number(row?.n ?? 0);
}

async function idOf(table: string, urlPath: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    `select id from catalogue.${table} where tenant_id = $1 and url_path = $2`,
    [TENANT, urlPath],
  );
  if (!row) throw new Error(`no ${table} ${urlPath}`);
  return row.id;
}

const ON_SALE = `from catalogue.designs d where d.tenant_id = $1 and not d.retired
  and exists (select 1 from catalogue.variants v where v.design_id = d.id)`;
/** What a listing shows unless lab grown is asked for: natural designs only. */
const LIVE = `${ON_SALE} and not d.is_lab_grown`;

let buyer: Api;
let trade: Api;

beforeAll(async () => {
  buyer = (await api.loginBuyer()).api;
  trade = buyer.with({ 'x-price-status': '2' });
});

async function search(body: Record<string, unknown>, client: Api = trade) {
  return client.post<{ status: boolean; data: SearchResult } & Partial<ErrorBody>>(
    '/api/products/search-designs',
    body,
  );
}

describe('POST /api/products/search/design (autocomplete, spec §7)', () => {
  const autocomplete = (form: string, client: Api = buyer) =>
    client.request<{ status: boolean; data: Array<Record<string, unknown>> } & Partial<ErrorBody>>(
      'POST',
      '/api/products/search/design',
      { raw: form, headers: FORM },
    );

  it('requires login (spec §6: product lists)', async () => {
    expect((await autocomplete('name=r10', api)).status).toBe(401);
  });

  it('takes the form-encoded name, page and limit and answers the spec fields', async () => {
    const { status, body } = await autocomplete('page=1&limit=5&name=R10');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    for (const row of body.data) {
      expect(Object.keys(row)).toEqual(
        expect.arrayContaining([
          'design',
          'design_id',
          'item',
          'karate',
          'karate_id',
          'shade',
          'shade_id',
          'quality_id',
          'totalCarate',
          'page2ImageUrl',
        ]),
      );
      expect(String(row['design'])).toMatch(/^R10/);
    }
    // Design numbers with the prefix come first, in order.
    const numbers = body.data.map((row) => String(row['design']));
    expect(numbers).toEqual([...numbers].sort());
  });

  it('matches words by prefix, and misspelt words by trigram similarity', async () => {
    const [sample] = await rows<{ name: string }>(
      `select name from catalogue.designs where tenant_id = $1 and name like 'Twisted %Ring' limit 1`,
      [TENANT],
    );
    expect(sample).toBeDefined();
    // Words match the design's text: number, name, item, category, stones, style, setting, collection.
    const prefix = await autocomplete('name=twis%20ring&limit=50');
    expect(prefix.body.data.length).toBeGreaterThan(0);
    for (const row of prefix.body.data) {
      expect(String(row['name'])).toMatch(/\btwis/i);
      expect(`${String(row['name'])} ${String(row['item'])}`).toMatch(/\bring/i);
    }

    const typo = await autocomplete('name=twsited&limit=50');
    expect(typo.body.data.length).toBeGreaterThan(0);
    expect(typo.body.data.every((row) => /twisted/i.test(String(row['name'])))).toBe(true);
  });

  it('pages through matches', async () => {
    const first = await autocomplete('name=ring&limit=5&page=1');
    const second = await autocomplete('name=ring&limit=5&page=2');
    expect(first.body.data).toHaveLength(5);
    expect(second.body.data).toHaveLength(5);
    const ids = new Set(first.body.data.map((row) => row['design_id']));
    expect(second.body.data.some((row) => ids.has(row['design_id']))).toBe(false);
  });

  it('answers JSON too, and an empty list when nothing searchable was typed', async () => {
    const json = await buyer.post<{ data: unknown[] }>('/api/products/search/design', {
      name: 'halo',
      limit: 3,
    });
    expect(json.status).toBe(200);
    expect(json.body.data).toHaveLength(3);
    const nothing = await autocomplete('name=%21%21%21');
    expect(nothing.body.data).toEqual([]);
  });

  it.each([
    ['page=1&limit=50', 'name', 'The name field is required.'],
    ['name=ring&limit=51', 'limit', 'The limit field must be 50 or less.'],
    ['name=ring&page=-1', 'page', 'The page field must be 1 or more.'],
    ['name=ring&page=first', 'page', 'The page field must be a whole number.'],
  ])('refuses %s naming %s', async (form, field, message) => {
    const { status, body } = await autocomplete(form);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toEqual([message]);
  });

  it('answers from the in-memory index, leaving nothing in Redis to go stale', async () => {
    const { body } = await autocomplete('name=halo%20pendant&limit=50');
    expect(body.data.length).toBeGreaterThan(0);
    // The key the SQL path would cache this answer under (words, page, limit).
    const hash = createHash('sha1')
      .update(JSON.stringify([['halo', 'pendant'], 1, 50]))
      .digest('base64url');
    const redis = new Redis(LOCAL.redis);
    try {
      expect(await redis.exists(`${cachePrefix}:catalogue:t:${TENANT}:ac:${hash}`)).toBe(0);
    } finally {
      redis.disconnect();
    }
  });
});

describe('POST /api/products/search-designs: lists and menu', () => {
  it('requires login', async () => {
    expect((await search({ list: 'new_arrival' }, api)).status).toBe(401);
  });

  it.each([
    ['new_arrival', 'is_new_arrival', 'new_arrival'],
    ['special_offer', 'is_special_offer', 'special_offer'],
    ['certified_jewellery', 'is_certified', 'certified'],
    ['clearance_sale', 'is_clearance', 'clearance'],
    ['lab_grown_products', 'is_lab_grown', 'lab_grown'],
  ])('lists %s: every design with the flag, 50 to a page', async (list, column, flag) => {
    const live = list === 'lab_grown_products' ? ON_SALE : LIVE;
    const expected = await count(`select count(*) as n ${live} and d.${column}`, [TENANT]);
    const { status, body } = await search({ list });
    expect(status).toBe(200);
    expect(body.data.total).toBe(expected);
    expect(body.data.limit).toBe(50);
    expect(body.data.pages).toBe(Math.ceil(expected / 50));
    expect(body.data.rows).toHaveLength(Math.min(50, expected));
    expect(body.data.rows.every((row) => row.flags[flag])).toBe(true);
  });

  it('narrows Rings > Shop by Style > Solitaire to that sub group, in the entry order (total carat)', async () => {
    const rings = await idOf('main_groups', 'rings');
    const [solitaire] = await rows<{ id: number }>(
      `select id from catalogue.sub_groups where tenant_id = $1 and main_group_id = $2 and url_path = 'solitaire'`,
      [TENANT, rings],
    );
    const expected = await count(
      `select count(*) as n ${LIVE} and d.main_group_id = $2 and $3 = any(d.sub_group_ids)`,
      [TENANT, rings, solitaire?.id],
    );
    const { body } = await search({ category: 'rings', subCategory: 'rings-by-style', style: 'solitaire' });
    expect(body.data.total).toBe(expected);
    expect(body.data.sort_by).toBe('total_carat');
    const carats = body.data.rows.map((row) => row.totalCarate);
    expect(carats).toEqual([...carats].sort((a, b) => b - a));
  });

  it('matches a "Shop by Metal" entry on one variant: 18ct white gold', async () => {
    const [rings, k18, wg] = await Promise.all([
      idOf('main_groups', 'rings'),
      idOf('karates', '18k'),
      idOf('shades', 'white-gold'),
    ]);
    const expected = await count(
      `select count(*) as n ${LIVE} and d.main_group_id = $2 and exists (select 1 from catalogue.variants v
        where v.design_id = d.id and v.karat_id = $3 and v.shade_id = $4)`,
      [TENANT, rings, k18, wg],
    );
    const { body } = await search({
      category: 'rings',
      subCategory: 'rings-by-metal',
      style: '18ct-white-gold',
    });
    expect(body.data.total).toBe(expected);
    expect(body.data.rows.every((row) => row.karate_id === k18 && row.shade_id === wg)).toBe(true);
  });

  it('lists a whole category with viewAll and combines a list with a category', async () => {
    const rings = await idOf('main_groups', 'rings');
    const all = await count(`select count(*) as n ${LIVE} and d.main_group_id = $2`, [TENANT, rings]);
    const viewAll = await search({ category: 'rings', subCategory: 'rings-by-style', viewAll: true });
    expect(viewAll.body.data.total).toBe(all);
    const lab = await count(`select count(*) as n ${ON_SALE} and d.main_group_id = $2 and d.is_lab_grown`, [
      TENANT,
      rings,
    ]);
    expect((await search({ list: 'lab_grown_products', category: 'rings' })).body.data.total).toBe(lab);
  });

  it.each([
    [{ category: 'watches' }, 'category'],
    [{ category: 'rings', subCategory: 'rings-by-colour' }, 'subCategory'],
    [{ category: 'rings', subCategory: 'rings-by-style', style: 'hoops' }, 'style'],
  ])('refuses an unknown menu path %j naming %s', async (input, field) => {
    const { status, body } = await search(input);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toEqual([expect.stringContaining('unknown value')]);
  });
});

describe('POST /api/products/search-designs: filters, facets, paging, sorting', () => {
  let ids: Record<string, number>;

  beforeAll(async () => {
    const [rings, k18, k9, wg, diamond] = await Promise.all([
      idOf('main_groups', 'rings'),
      idOf('karates', '18k'),
      idOf('karates', '9k'),
      idOf('shades', 'white-gold'),
      idOf('stones', 'diamond'),
    ]);
    ids = { rings, k18, k9, wg, diamond };
  });

  it('filters variant properties on one variant and shows that variant', async () => {
    const expected = await count(
      `select count(*) as n ${LIVE} and exists (select 1 from catalogue.variants v
        where v.design_id = d.id and v.karat_id = $2 and v.shade_id = $3)`,
      [TENANT, ids['k18'], ids['wg']],
    );
    const { body } = await search({ filters: { karat: [ids['k18']], shade: [ids['wg']] }, limit: 20 });
    expect(body.data.total).toBe(expected);
    expect(body.data.rows.every((row) => row.karate_id === ids['k18'] && row.shade_id === ids['wg'])).toBe(
      true,
    );
  });

  it('counts every facet on the filtered set, a filter ignoring its own selection', async () => {
    const { body } = await search({ category: 'rings', filters: { karat: [ids['k18']] } });
    const facets = body.data.facets;
    if (!facets) throw new Error('no facets');
    const asMap = (list: Facet[] = []) => Object.fromEntries(list.map((f) => [f._id, f.count]));
    const truth = async (sql: string) =>
      Object.fromEntries(
        (await rows<{ id: number; n: string }>(sql, [TENANT, ids['rings'], ids['k18']])).map((r) => [
          r.id,
          Number(r.n),
        ]),
      );

    // Shades of the 18K variants of rings designs.
    expect(asMap(facets['shade'])).toEqual(
      await truth(`select v.shade_id as id, count(distinct d.id) as n ${LIVE.replace('from catalogue.designs d', 'from catalogue.designs d join catalogue.variants v on v.design_id = d.id')}
        and d.main_group_id = $2 and v.karat_id = $3 group by 1`),
    );
    // Karats of rings designs: the karat selection itself is left out.
    expect(asMap(facets['karat'])).toEqual(
      await truth(`select v.karat_id as id, count(distinct d.id) as n ${LIVE.replace('from catalogue.designs d', 'from catalogue.designs d join catalogue.variants v on v.design_id = d.id')}
        and d.main_group_id = $2 and $3 > 0 group by 1`),
    );
    // Stones of rings designs that have an 18K variant.
    expect(asMap(facets['gemstone'])).toEqual(
      await truth(`select s.stone_id as id, count(distinct d.id) as n ${LIVE.replace('from catalogue.designs d', 'from catalogue.designs d join catalogue.design_stones s on s.design_id = d.id')}
        and d.main_group_id = $2 and exists (select 1 from catalogue.variants v where v.design_id = d.id and v.karat_id = $3) group by 1`),
    );
    const total = await count(
      `select count(*) as n ${LIVE} and d.main_group_id = $2 and exists (select 1 from catalogue.variants v where v.design_id = d.id and v.karat_id = $3)`,
      [TENANT, ids['rings'], ids['k18']],
    );
    expect(body.data.total).toBe(total);
    expect(facets['category']).toEqual([expect.objectContaining({ _id: ids['rings'], count: total })]);
    expect(facets.carat?.min).toBeLessThanOrEqual(facets.carat?.max ?? 0);
  });

  it('takes facets: false for later pages', async () => {
    const { body } = await search({ category: 'rings', page: 2, facets: false });
    expect(body.data.facets).toBeUndefined();
    expect(body.data.total).toBeGreaterThan(50);
  });

  it('pages without overlap, and past the end with empty rows', async () => {
    const first = await search({ category: 'earrings', sort_by: 'design_number', limit: 10 });
    const second = await search({ category: 'earrings', sort_by: 'design_number', limit: 10, page: 2 });
    const numbers = [...first.body.data.rows, ...second.body.data.rows].map((row) => row.design);
    expect(numbers).toEqual([...numbers].sort());
    expect(new Set(numbers).size).toBe(20);
    const beyond = await search({ category: 'earrings', page: first.body.data.pages + 1 });
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.rows).toEqual([]);
  });

  it('sorts by the price the caller sees, both ways', async () => {
    const up = await search({ category: 'pendants', sort_by: 'price_asc', facets: false });
    const prices = up.body.data.rows.map((row) => row.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const [cheapest] = await rows<{ p: string }>(
      `select min(v.trade_price) as p from catalogue.variants v join catalogue.designs d on d.id = v.design_id
        where d.tenant_id = $1 and d.main_group_id = $2`,
      [TENANT, await idOf('main_groups', 'pendants')],
    );
    expect(prices[0]).toBe(Number(cheapest?.p));
    const down = await search({ category: 'pendants', sort_by: 'price_desc', facets: false });
    const falling = down.body.data.rows.map((row) => row.price ?? 0);
    expect(falling).toEqual([...falling].sort((a, b) => b - a));
  });

  it('sorts by best selling and newest as the catalogue ranks them', async () => {
    const best = await search({ list: 'special_offer', sort_by: 'best_selling', facets: false });
    const ranks = await rows<{ id: string; r: number | null }>(
      `select id, best_selling_rank as r from catalogue.designs where id = any($1::uuid[])`,
      [best.body.data.rows.map((row) => row.design_id)],
    );
    const rank = new Map(ranks.map((r) => [r.id, r.r ?? 2147483647]));
    const ordered = best.body.data.rows.map((row) => rank.get(row.design_id) ?? 0);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));

    const newest = await search({ list: 'clearance_sale', facets: false });
    const dates = await rows<{ id: string; c: Date }>(
      `select id, created_at as c from catalogue.designs where id = any($1::uuid[])`,
      [newest.body.data.rows.map((row) => row.design_id)],
    );
    const created = new Map(dates.map((d) => [d.id, d.c.getTime()]));
    const times = newest.body.data.rows.map((row) => created.get(row.design_id) ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by a trade price range at status 2, on one variant', async () => {
    const expected = await count(
      `select count(*) as n ${LIVE} and exists (select 1 from catalogue.variants v
        where v.design_id = d.id and v.trade_price between 500 and 800 and v.karat_id = $2)`,
      [TENANT, ids['k9']],
    );
    const { body } = await search({
      filters: { price: { min: 500, max: 800 }, karat: [ids['k9']] },
      limit: 50,
    });
    expect(body.data.total).toBe(expected);
    for (const row of body.data.rows) {
      expect(row.price).toBeGreaterThanOrEqual(500);
      expect(row.price).toBeLessThanOrEqual(800);
    }
  });

  it('filters by carat range and stock', async () => {
    const { body } = await search({ filters: { carat: { min: 1, max: 2 }, inStock: true }, limit: 50 });
    expect(body.data.total).toBeGreaterThan(0);
    for (const row of body.data.rows) {
      expect(row.totalCarate).toBeGreaterThanOrEqual(1);
      expect(row.totalCarate).toBeLessThanOrEqual(2);
      expect(row.in_stock).toBe(true);
    }
  });

  it('searches words within a listing', async () => {
    const { body } = await search({ category: 'rings', q: 'halo' });
    expect(body.data.sort_by).toBe('relevance');
    expect(body.data.rows.length).toBeGreaterThan(0);
    expect(body.data.rows.every((row) => /halo/i.test(row.name))).toBe(true);
  });

  it.each([
    [
      { filters: { metal: [999_999] } },
      'filters.metal',
      'The filters.metal field has an unknown value: 999999.',
    ],
    [{ filters: { metal: 'gold' } }, 'filters.metal', 'The filters.metal field must be a list.'],
    [{ filters: { style: [1.5] } }, 'filters.style', 'The filters.style field must be a whole number.'],
    [{ filters: { carat: { min: 2, max: 1 } } }, 'filters.carat', expect.stringContaining('minimum')],
    [{ filters: { colour_x: [1] } }, 'filters.colour_x', 'The filters.colour_x field is not allowed.'],
    [{ sort_by: 'cheapest' }, 'sort_by', expect.stringContaining('must be one of')],
    [{ list: 'bargains' }, 'list', expect.stringContaining('must be one of')],
    [{ page: -1 }, 'page', 'The page field must be 1 or more.'],
    [{ page: 0 }, 'page', 'The page field must be 1 or more.'],
    [{ limit: 51 }, 'limit', 'The limit field must be 50 or less.'],
  ])('answers %j with a 400 naming %s', async (input, field, message) => {
    const { status, body } = await search(input);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors?.[field]).toEqual([message]);
  });
});

describe('POST /api/maingroups/get-maingroup-mapped-product (spec §7)', () => {
  it('answers success and data.main_group_id', async () => {
    const [design] = await rows<{ id: string; main_group_id: number }>(
      `select id, main_group_id from catalogue.designs where tenant_id = $1 order by design_number limit 1`,
      [TENANT],
    );
    const { status, body } = await buyer.post('/api/maingroups/get-maingroup-mapped-product', {
      designId: design?.id,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: true,
      success: true,
      data: { main_group_id: design?.main_group_id },
    });
  });

  it('refuses an unknown design (404), a malformed id (400) and an anonymous caller (401)', async () => {
    const unknown = await buyer.post('/api/maingroups/get-maingroup-mapped-product', {
      designId: '00000000-0000-4000-8000-00000000dead',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'CATALOGUE_DESIGN_NOT_FOUND' });
    const malformed = await buyer.post<ErrorBody>('/api/maingroups/get-maingroup-mapped-product', {
      designId: 'R1001',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors['designId']).toEqual(['The design field must be a valid identifier.']);
    expect((await api.post('/api/maingroups/get-maingroup-mapped-product', { designId: 'x' })).status).toBe(
      401,
    );
  });
});
