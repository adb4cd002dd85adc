import { isDeepStrictEqual } from 'node:util';
import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { openDatabase } from '@atelier/platform';
import { refreshSearch } from '@atelier/services/catalogue';
import { randomBytes } from 'node:crypto';
import { removeUsers, sql } from '../support/accounts';
import type { Api } from '../support/api';
import { removeDesignsLike } from '../support/catalogue-admin';
import {
  addToCart,
  cartOf,
  newBuyer,
  placeOrder,
  removeOrderData,
  setStock,
  type TestBuyer,
  waitFor,
} from './orders-support';
import { system } from './state';

jest.setTimeout(180_000);

const { api, database, databaseUrl } = system();
const TENANT = DEMO_TENANT.id;
const PREFIX = `IT12-${randomBytes(3).toString('hex').toUpperCase()}`;

interface ErrorBody {
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

interface ImportJob {
  id: string;
  status: string;
  dryRun: boolean;
  report: {
    errors: Array<{ row: number; field: string; message: string }>;
    created: number;
    updated: number;
  } | null;
}

interface AdminOffer {
  id: string;
  sku: string;
  status: string;
  offerPrice: number;
  maxQuantity: number;
  startsOn: string;
  endsOn: string;
  version: number;
}

interface Made {
  id: string;
  variants: Array<{ id: string; sku: string }>;
}

interface Card {
  design_id: string;
  design: string;
  price?: number;
  flags: Record<string, boolean>;
}

let admin: Api;
let adminToken: string;
let buyer: TestBuyer;
const users: string[] = [];
let natural: Made;
let retired: Made;
let labGrown: Made;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function one<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await sql<T>(database, text, params);
  if (!row) throw new Error(`nothing for ${text}`);
  return row;
}

async function upload(kind: string, dryRun: boolean, csv: string, name = 'offers.csv') {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(csv)]), name);
  const response = await fetch(`${api.baseUrl}/api/admin/offers/import?kind=${kind}&dryRun=${dryRun}`, {
    method: 'POST',
    headers: { 'x-tenant': 'demo', 'x-access-token': adminToken, 'x-language-code': 'en' },
    body: form,
  });
  return {
    status: response.status,
    body: JSON.parse(await response.text()) as { data: ImportJob } & ErrorBody,
  };
}

async function finished(jobId: string): Promise<ImportJob> {
  return waitFor(async () => {
    const job = await admin.get<{ data: ImportJob }>(`/api/admin/offers/imports/${jobId}`);
    return job.body.data.status === 'done' || job.body.data.status === 'failed' ? job.body.data : null;
  });
}

async function run(kind: string, dryRun: boolean, csv: string): Promise<ImportJob> {
  const started = await upload(kind, dryRun, csv);
  expect(started.status).toBe(202);
  return finished(started.body.data.id);
}

const csvOf = (rows: string[][]) =>
  ['sku,offer_price,max_quantity,starts_on,ends_on', ...rows.map((row) => row.join(','))].join('\n');

async function offersOf(designId: string): Promise<number> {
  return (
    await one<{ n: number }>('select count(*)::int as n from catalogue.offers where design_id = $1', [
      designId,
    ])
  ).n;
}

async function listed(list: string): Promise<Card[]> {
  const found = await buyer.api.post<{ data: { rows: Card[] } }>('/api/products/search-designs', {
    list,
    q: PREFIX,
  });
  expect(found.status).toBe(200);
  return found.body.data.rows;
}

/**
 * The storefront's design ids for a search once they are the expected ones, else the last ones seen: the
 * catalogue's search index hears of a change by a notification just after its commit.
 */
async function searchSettles(body: Record<string, unknown>, expected: string[]): Promise<string[]> {
  let seen: string[] = [];
  await waitFor(async () => {
    const found = await buyer.api.post<{ data: { rows: Card[] } }>('/api/products/search-designs', body);
    expect(found.status).toBe(200);
    seen = found.body.data.rows.map((card) => card.design_id);
    return isDeepStrictEqual(seen, expected);
  }, 5_000).catch(() => undefined);
  return seen;
}

async function variantPrice(designId: string, variantId: string): Promise<number | undefined> {
  const page = await buyer.api.get<{ data: { variants: Array<{ _id: string; price?: number }> } }>(
    `/api/designs/${designId}`,
  );
  return page.body.data.variants.find((variant) => variant._id === variantId)?.price;
}

async function create(number: string, over: Record<string, unknown>): Promise<Made> {
  const made = await admin.post<{ data: Made }>('/api/admin/designs', { ...designBody(number), ...over });
  if (made.status !== 200) throw new Error(`design not made: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.data;
}

let body: (number: string) => Record<string, unknown>;
const designBody = (number: string) => body(number);

beforeAll(async () => {
  const login = await api.loginAdmin();
  admin = login.api.with({ 'x-language-code': 'en' });
  adminToken = login.token;
  const group = await one<{ id: number; main_group_id: number }>(
    `select s.id, s.main_group_id from catalogue.sub_groups s join catalogue.main_groups g on g.id = s.main_group_id
      where s.tenant_id = $1 and g.url_path = 'rings' order by s.id limit 1`,
    [TENANT],
  );
  const karat = await one<{ id: number; metal_id: number }>(
    'select id, metal_id from catalogue.karates where tenant_id = $1 order by id limit 1',
    [TENANT],
  );
  const shade = await one<{ id: number }>(
    'select id from catalogue.shades where tenant_id = $1 and metal_id = $2 order by id limit 1',
    [TENANT, karat.metal_id],
  );
  const item = await one<{ id: number }>(
    `select id from catalogue.items where tenant_id = $1 and url_path = 'rings'`,
    [TENANT],
  );
  const stone = await one<{ id: number }>('select id from catalogue.stones where tenant_id = $1 limit 1', [
    TENANT,
  ]);
  const shape = await one<{ id: number }>('select id from catalogue.shapes where tenant_id = $1 limit 1', [
    TENANT,
  ]);
  const quality = async (lab: boolean) =>
    (
      await one<{ id: number }>(
        'select id from catalogue.qualities where tenant_id = $1 and lab_grown = $2 limit 1',
        [TENANT, lab],
      )
    ).id;
  const naturalQuality = await quality(false);
  const labQuality = await quality(true);
  body = (number: string) => ({
    designNumber: number,
    texts: { en: { name: `Offer ring ${number}`, description: 'A ring for the offers test' } },
    itemId: item.id,
    mainGroupId: group.main_group_id,
    subGroupIds: [group.id],
    stones: [{ stoneId: stone.id, shapeId: shape.id, role: 'main', count: 1, carat: 0.5 }],
    metalWeight: 3,
    flags: { labGrown: false },
    variants: [
      {
        sku: `${number}-A`,
        karatId: karat.id,
        shadeId: shade.id,
        qualityId: naturalQuality,
        totalCarat: 0.5,
        tradePrice: 500,
        weight: 3,
        stock: 5,
        isDefault: true,
      },
    ],
  });
  natural = await create(`${PREFIX}N`, {});
  retired = await create(`${PREFIX}R`, {});
  const retiring = await admin.post(`/api/admin/designs/${retired.id}/retire`, {});
  expect(retiring.status).toBe(200);
  labGrown = await create(`${PREFIX}L`, {
    flags: { labGrown: true },
    variants: [
      { ...(body(`${PREFIX}L`).variants as Array<Record<string, unknown>>)[0], qualityId: labQuality },
    ],
  });
  buyer = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths, '2');
  users.push(buyer.userId);
  await setStock(admin, natural.variants[0].id, 5);
});

afterAll(async () => {
  await removeOrderData(database, users);
  await removeUsers(database, users);
  await removeDesignsLike(database, databaseUrl, TENANT, PREFIX);
});

describe('offer uploads: dry run and bad rows', () => {
  it('lists every bad row with its column and reason, and writes nothing, dry or not', async () => {
    const sku = natural.variants[0].sku;
    const file = csvOf([
      [sku, '300.00', '2', day(0), day(10)],
      ['NO-SUCH-SKU', '10', '1', day(0), day(10)],
      [retired.variants[0].sku, '10', '1', day(0), day(10)],
      [sku.toLowerCase(), '10', '1', day(0), day(10)],
      [labGrown.variants[0].sku, '10', '1', day(0), day(10)],
      ['', '0', '0', day(5), day(1)],
    ]);
    for (const dryRun of [true, false]) {
      const job = await run('special', dryRun, file);
      expect(job.status).toBe('done');
      expect(job.report?.errors.map((error) => [error.row, error.field])).toEqual([
        [3, 'sku'],
        [4, 'sku'],
        [5, 'sku'],
        [6, 'sku'],
        [7, 'ends_on'],
        [7, 'max_quantity'],
        [7, 'offer_price'],
        [7, 'sku'],
      ]);
      const messages = job.report?.errors.map((error) => error.message) ?? [];
      expect(messages[0]).toContain('NO-SUCH-SKU');
      expect(messages[1]).toContain('retired');
      expect(messages[3]).toContain('lab-grown');
      expect(messages[4]).toContain('before the start');
      expect(messages[6]).toContain('more than 0');
      expect(job.report?.created).toBe(0);
    }
    expect(await offersOf(natural.id)).toBe(0);
  });

  it('refuses a lab-grown special offer on a natural design, and words it in the caller language', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from(csvOf([[natural.variants[0].sku, '10', '1', day(0), day(3)]]))]),
      'o.csv',
    );
    const started = await fetch(`${api.baseUrl}/api/admin/offers/import?kind=lab_grown_special`, {
      method: 'POST',
      headers: { 'x-tenant': 'demo', 'x-access-token': adminToken, 'x-language-code': 'sv' },
      body: form,
    });
    const job = await finished(((await started.json()) as { data: ImportJob }).data.id);
    expect(job.dryRun).toBe(true);
    expect(job.report?.errors).toEqual([
      { row: 2, field: 'sku', message: expect.stringContaining('labbodlat specialerbjudande') },
    ]);
  });

  it('refuses an upload without a file, of another type, or of an unknown kind, naming the field', async () => {
    const wrong = await upload('special', true, 'hello', 'notes.txt');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.['file']).toBeDefined();
    const kind = await upload('bargain', true, csvOf([]));
    expect(kind.status).toBe(400);
    expect(kind.body.errors?.['kind']).toBeDefined();
    const missing = await run('special', true, 'sku,offer_price\nX,1');
    expect(missing.report?.errors.map((error) => error.field).sort()).toEqual([
      'ends_on',
      'max_quantity',
      'starts_on',
    ]);
  });

  it('answers 403 to a buyer', async () => {
    expect((await buyer.api.get('/api/admin/offers?kind=special')).status).toBe(403);
  });
});

describe('an applied special offer in the storefront, the cart and the order', () => {
  let offer: AdminOffer;

  it('applies a good file; the list, the design page and the price follow', async () => {
    const variant = natural.variants[0];
    const job = await run('special', false, csvOf([[variant.sku, '300.00', '2', day(0), day(10)]]));
    expect(job.report).toMatchObject({ errors: [], created: 1, updated: 0 });
    const page = await admin.get<{ data: { rows: AdminOffer[] } }>(
      `/api/admin/offers?kind=special&search=${encodeURIComponent(variant.sku)}`,
    );
    expect(page.status).toBe(200);
    [offer] = page.body.data.rows;
    expect(offer).toMatchObject({ sku: variant.sku, status: 'active', offerPrice: 300, maxQuantity: 2 });
    // The catalogue's search index hears of the change by a notification after the job's commit.
    const offers = await waitFor(async () => {
      const found = await listed('special_offer');
      return found.length > 0 ? found : null;
    });
    expect(offers.map((card) => card.design_id)).toEqual([natural.id]);
    expect(offers[0]?.price).toBe(300);
    expect(await variantPrice(natural.id, variant.id)).toBe(300);
  });

  it('stops the buyer at the maximum quantity and keeps the offer price in the order', async () => {
    const variantId = natural.variants[0].id;
    const tooMany = await addToCart(buyer, { variantId, quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(JSON.stringify(tooMany.body)).toContain('Special offer max available quantity = 2');
    expect((await addToCart(buyer, { variantId, quantity: 2 })).status).toBe(200);
    const more = await addToCart(buyer, { variantId, quantity: 1 });
    expect(more.status).toBe(409);
    expect(JSON.stringify(more.body)).toContain('The special offer is out of stock');
    const cart = await cartOf(buyer);
    expect(cart.order_detail.map((line) => line['price'])).toEqual([300]);
    const placed = await placeOrder(buyer);
    expect(placed.status).toBe(200);
    const ended = await admin.post<{ data: AdminOffer }>(`/api/admin/offers/${offer.id}/end`, {
      version: offer.version,
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data.status).toBe('ended');
    const [line] = await sql<{ unit_pence: number }>(
      database,
      `select l.unit_pence from orders.order_lines l join orders.orders o on o.id = l.order_id
        where o.tenant_id = $1 and o.user_id = $2`,
      [TENANT, buyer.userId],
    );
    expect(line?.unit_pence).toBe(30_000);
    expect(await listed('special_offer')).toEqual([]);
    expect(await variantPrice(natural.id, variantId)).toBe(500);
  });
});

describe('editing and ending offers', () => {
  let offer: AdminOffer;

  beforeAll(async () => {
    const job = await run('clearance', false, csvOf([[natural.variants[0].sku, '450', '3', day(2), day(9)]]));
    expect(job.report?.created).toBe(1);
    const page = await admin.get<{ data: { rows: AdminOffer[] } }>(
      '/api/admin/offers?kind=clearance&status=scheduled',
    );
    offer = page.body.data.rows.find((row) => row.sku === natural.variants[0].sku) as AdminOffer;
  });

  it('refuses bad terms with 400 naming each field, and a stale version with 409, writing nothing', async () => {
    const bad = await admin.request<ErrorBody>('PUT', `/api/admin/offers/${offer.id}`, {
      json: { offerPrice: 0, maxQuantity: 0, startsOn: day(5), endsOn: day(1), version: offer.version },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['maxQuantity', 'offerPrice']);
    const reversed = await admin.request<ErrorBody>('PUT', `/api/admin/offers/${offer.id}`, {
      json: { offerPrice: 400, maxQuantity: 1, startsOn: day(5), endsOn: day(1), version: offer.version },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors?.['endsOn']?.[0]).toContain('start day');
    const stale = await admin.request<ErrorBody>('PUT', `/api/admin/offers/${offer.id}`, {
      json: { offerPrice: 400, maxQuantity: 1, startsOn: day(2), endsOn: day(9), version: offer.version + 1 },
    });
    expect(stale.status).toBe(409);
    const row = await one<{ offer_price: string; version: number }>(
      'select offer_price, version from catalogue.offers where id = $1',
      [offer.id],
    );
    expect(row).toEqual({ offer_price: '450.00', version: offer.version });
  });

  it('a planned offer shows from its start, computed from the dates when read', async () => {
    expect(await listed('clearance_sale')).toEqual([]);
    // Time passing: the start is moved into the past, as the clock would.
    await sql(database, `update catalogue.offers set starts_at = now() - interval '1 minute' where id = $1`, [
      offer.id,
    ]);
    const cards = await waitFor(async () => {
      const found = await listed('clearance_sale');
      return found.length > 0 ? found : null;
    });
    expect(cards.map((card) => card.design_id)).toEqual([natural.id]);
    expect(cards[0]?.price).toBe(450);
  });

  it('edits and ends an offer', async () => {
    const current = await one<{ version: number }>('select version from catalogue.offers where id = $1', [
      offer.id,
    ]);
    const saved = await admin.request<{ data: AdminOffer }>('PUT', `/api/admin/offers/${offer.id}`, {
      json: { offerPrice: 420.5, maxQuantity: 1, startsOn: day(0), endsOn: day(9), version: current.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ offerPrice: 420.5, maxQuantity: 1, status: 'active' });
    expect(await variantPrice(natural.id, natural.variants[0].id)).toBe(420.5);
    const ended = await admin.post<{ data: AdminOffer }>(`/api/admin/offers/${offer.id}/end`, {
      version: saved.body.data.version,
    });
    expect(ended.status).toBe(200);
    expect(await listed('clearance_sale')).toEqual([]);
    const again = await admin.post<ErrorBody>(`/api/admin/offers/${offer.id}/end`, {
      version: ended.body.data.version,
    });
    expect(again.status).toBe(409);
    const unknown = await admin.post<ErrorBody>(`/api/admin/offers/${natural.id}/end`, { version: 1 });
    expect(unknown.status).toBe(404);
  });
});

describe('hand-ordered lists', () => {
  interface ListView {
    designs: Array<{ designId: string }>;
  }
  const before: Record<string, string[]> = {};

  beforeAll(async () => {
    for (const list of ['best_selling', 'new_arrival']) {
      const got = await admin.get<{ data: ListView }>(`/api/admin/curated-lists?list=${list}`);
      expect(got.status).toBe(200);
      before[list] = got.body.data.designs.map((design) => design.designId);
    }
  });

  afterAll(async () => {
    // The demo's lists as they were: flags and ranks back, new arrivals in their own age order again.
    for (const list of ['best_selling', 'new_arrival']) {
      await admin.request('PUT', '/api/admin/curated-lists', { json: { list, designIds: before[list] } });
    }
    await sql(database, 'delete from catalogue.curated_list_designs where tenant_id = $1', [TENANT]);
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
    try {
      await refreshSearch(handle.db, TENANT, before['new_arrival'] ?? []);
    } finally {
      await handle.close();
    }
  });

  it('sets a list in order; the storefront list and its order follow', async () => {
    const saved = await admin.request<{ data: ListView }>('PUT', '/api/admin/curated-lists', {
      json: { list: 'new_arrival', designIds: [labGrown.id, natural.id] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.designs.map((design) => design.designId)).toEqual([labGrown.id, natural.id]);
    // The list holds both kinds of stone; the storefront shows them together only when asked for both.
    const newest = { list: 'new_arrival', sort_by: 'newest', filters: { origin: 'both' } };
    expect(await searchSettles(newest, [labGrown.id, natural.id])).toEqual([labGrown.id, natural.id]);
    const naturalOnly = { list: 'new_arrival', sort_by: 'newest' };
    expect(await searchSettles(naturalOnly, [natural.id])).toEqual([natural.id]);
    const swapped = await admin.request<{ data: ListView }>('PUT', '/api/admin/curated-lists', {
      json: { list: 'best_selling', designIds: [natural.id, labGrown.id] },
    });
    expect(swapped.status).toBe(200);
    const best = { sort_by: 'best_selling', limit: 2, filters: { origin: 'both' } };
    expect(await searchSettles(best, [natural.id, labGrown.id])).toEqual([natural.id, labGrown.id]);
  });

  it('fills the best sellers from the orders service figures', async () => {
    const filled = await admin.post<{ data: ListView }>('/api/admin/curated-lists/fill', {
      list: 'best_selling',
      days: 1,
      limit: 50,
    });
    expect(filled.status).toBe(200);
    const expected = await sql<{ design_id: string }>(
      database,
      `select l.design_id from orders.order_lines l join orders.orders o on o.id = l.order_id
        where o.tenant_id = $1 and o.placed_at > now() - interval '1 day' and l.design_id is not null
        group by l.design_id having sum(l.quantity - l.canceled_qty) > 0
        order by sum(l.quantity - l.canceled_qty) desc, l.design_id limit 50`,
      [TENANT],
    );
    const retiredIds = new Set(
      (
        await sql<{ id: string }>(
          database,
          'select id from catalogue.designs where tenant_id = $1 and retired',
          [TENANT],
        )
      ).map((row) => row.id),
    );
    expect(filled.body.data.designs.map((design) => design.designId)).toEqual(
      expected.map((row) => row.design_id).filter((id) => !retiredIds.has(id)),
    );
    expect(filled.body.data.designs.map((design) => design.designId)).toContain(natural.id);
  });

  it('refuses a bad list, bad ids and retired designs with 400 naming the field, changing nothing', async () => {
    const list = await admin.request<ErrorBody>('PUT', '/api/admin/curated-lists', {
      json: { list: 'favourites', designIds: [] },
    });
    expect(list.status).toBe(400);
    expect(list.body.errors?.['list']).toBeDefined();
    const ids = await admin.request<ErrorBody>('PUT', '/api/admin/curated-lists', {
      json: { list: 'new_arrival', designIds: ['nope'] },
    });
    expect(ids.status).toBe(400);
    expect(ids.body.errors?.['designIds']).toBeDefined();
    const gone = await admin.request<ErrorBody>('PUT', '/api/admin/curated-lists', {
      json: { list: 'new_arrival', designIds: [natural.id, retired.id] },
    });
    expect(gone.status).toBe(400);
    expect(gone.body.errors?.['designIds']).toBeDefined();
    const now = await admin.get<{ data: ListView }>('/api/admin/curated-lists?list=new_arrival');
    expect(now.body.data.designs.map((design) => design.designId)).toEqual([labGrown.id, natural.id]);
    const days = await admin.post<ErrorBody>('/api/admin/curated-lists/fill', {
      list: 'best_selling',
      days: 0,
      limit: 5,
    });
    expect(days.status).toBe(400);
    expect(days.body.errors?.['days']).toBeDefined();
  });
});
