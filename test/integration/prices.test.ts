import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { randomBytes } from 'node:crypto';
import { removeUsers, sql } from '../support/accounts';
import type { Api } from '../support/api';
import { createTestRing, removeDesignsLike } from '../support/catalogue-admin';
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
const PREFIX = `IT12P-${randomBytes(3).toString('hex').toUpperCase()}`;

interface Envelope<T> {
  data: T;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

interface Discount {
  id: string;
  status: string;
  customerId: string | null;
  customerLabel: string | null;
  designNumber: string | null;
  mainGroupId: number | null;
  kind: string;
  value: number;
  startsOn: string;
  endsOn: string;
  version: number;
}

interface Card {
  design_id: string;
  price?: number;
  was_price?: number;
  price_type?: string;
}

let admin: Api;
let trade: TestBuyer;
let rrp: TestBuyer;
let other: TestBuyer;
const users: string[] = [];
let design: { id: string; number: string; mainGroupId: number; variantId: string };
let original: { globalMarkup: number; vatRatePercent: number };
const made: string[] = [];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function one<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await sql<T>(database, text, params);
  if (!row) throw new Error(`nothing for ${text}`);
  return row;
}

async function discountCount(): Promise<number> {
  return (
    await one<{ n: number }>('select count(*)::int as n from catalogue.discounts where tenant_id = $1', [
      TENANT,
    ])
  ).n;
}

async function card(buyer: Api): Promise<Card | undefined> {
  const found = await buyer.post<Envelope<{ rows: Card[] }>>('/api/products/search-designs', {
    q: design.number,
  });
  expect(found.status).toBe(200);
  return found.body.data.rows.find((row) => row.design_id === design.id);
}

async function pageVariant(buyer: Api): Promise<Card & { _id: string }> {
  const page = await buyer.get<Envelope<{ variants: Array<Card & { _id: string }> }>>(
    `/api/designs/${design.id}`,
  );
  expect(page.status).toBe(200);
  const variant = page.body.data.variants.find((row) => row._id === design.variantId);
  if (!variant) throw new Error('variant missing');
  return variant;
}

async function createDiscount(body: Record<string, unknown>): Promise<Discount> {
  const created = await admin.post<Envelope<Discount>>('/api/admin/discounts', body);
  if (created.status !== 201)
    throw new Error(`discount not made: ${created.status} ${JSON.stringify(created.body)}`);
  made.push(created.body.data.id);
  return created.body.data;
}

beforeAll(async () => {
  const login = await api.loginAdmin();
  admin = login.api.with({ 'x-language-code': 'en' });
  design = await createTestRing(database, admin, TENANT, `${PREFIX}D`, `Discount ring ${PREFIX}D`);
  trade = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths, '2');
  rrp = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths, '1');
  other = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.northernLights, '2');
  users.push(trade.userId, rrp.userId, other.userId);
  original = (await admin.get<Envelope<typeof original>>('/api/admin/pricing-settings')).body.data;
  // The design is searchable once the search rows have it.
  await waitFor(async () => ((await card(trade.api)) ? true : null));
});

afterAll(async () => {
  if (original) await admin.put('/api/admin/pricing-settings', original);
  await sql(database, 'delete from catalogue.discounts where id = any($1::uuid[])', [made]);
  await removeOrderData(database, users);
  await removeUsers(database, users);
  await removeDesignsLike(database, databaseUrl, TENANT, PREFIX);
});

describe('set-global-markup', () => {
  it('answers the global markup and VAT rate to staff', async () => {
    const answer = await admin.get<Envelope<{ globalMarkup: number; vatRatePercent: number }>>(
      '/api/admin/pricing-settings',
    );
    expect(answer.status).toBe(200);
    expect(typeof answer.body.data.globalMarkup).toBe('number');
    expect(typeof answer.body.data.vatRatePercent).toBe('number');
  });

  it('refuses bad input naming each field in the caller language, and writes nothing', async () => {
    const before = await sql(
      database,
      'select key, value from admin.settings where tenant_id = $1 order by key',
      [TENANT],
    );
    for (const body of [
      { globalMarkup: 11, vatRatePercent: 'x' },
      { globalMarkup: 2.55, vatRatePercent: 101 },
      { globalMarkup: null, vatRatePercent: null },
      {},
    ]) {
      const answer = await admin
        .with({ 'x-language-code': 'sv' })
        .put<Envelope<null>>('/api/admin/pricing-settings', body);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['globalMarkup', 'vatRatePercent']);
    }
    const refused = await admin
      .with({ 'x-language-code': 'sv' })
      .put<Envelope<null>>('/api/admin/pricing-settings', {
        globalMarkup: 2.55,
        vatRatePercent: 20,
      });
    expect(refused.body.errors?.globalMarkup?.[0]).toBeTruthy();
    const vat = await admin
      .with({ 'x-language-code': 'sv' })
      .put<Envelope<null>>('/api/admin/pricing-settings', {
        globalMarkup: 2,
        vatRatePercent: 101,
      });
    expect(vat.body.errors?.vatRatePercent?.[0]).toContain('momssats');
    expect(
      await sql(database, 'select key, value from admin.settings where tenant_id = $1 order by key', [
        TENANT,
      ]),
    ).toEqual(before);
  });

  it('saves the figures and the storefront prices RRP with them at once', async () => {
    const noCustomer = rrp.api.with({ 'x-customer-id': '' });
    const first = await admin.put<Envelope<{ globalMarkup: number }>>('/api/admin/pricing-settings', {
      globalMarkup: 2,
      vatRatePercent: 0,
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Markup and VAT rate saved.');
    await waitFor(async () => ((await card(noCustomer))?.price === 1000 ? true : null));
    const second = await admin.put('/api/admin/pricing-settings', { globalMarkup: 3, vatRatePercent: 20 });
    expect(second.status).toBe(200);
    expect(
      (await admin.get<Envelope<{ globalMarkup: number }>>('/api/admin/pricing-settings')).body.data,
    ).toEqual({
      globalMarkup: 3,
      vatRatePercent: 20,
    });
    // 500 trade x 3 x 1.20
    await waitFor(async () => ((await card(noCustomer))?.price === 1800 ? true : null));
    expect((await card(noCustomer))?.price_type).toBe('rrp');
  });
});

describe('set-discount: operations and bad input', () => {
  it('refuses bad terms naming each field, and writes nothing', async () => {
    const before = await discountCount();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{}, ['endsOn', 'kind', 'startsOn', 'value']],
      [{ kind: 'half', value: 'x', startsOn: 'soon', endsOn: day(1) }, ['kind', 'startsOn', 'value']],
      [{ kind: 'percent', value: 100, startsOn: day(0), endsOn: day(1) }, ['value']],
      [{ kind: 'percent', value: 0, startsOn: day(0), endsOn: day(1) }, ['value']],
      [{ kind: 'fixed_price', value: 1.234, startsOn: day(0), endsOn: day(1) }, ['value']],
      [{ kind: 'percent', value: 5, startsOn: day(3), endsOn: day(1) }, ['endsOn']],
      [{ kind: 'percent', value: 5, startsOn: day(-9), endsOn: day(-2) }, ['endsOn']],
      [{ kind: 'percent', value: 5, startsOn: day(0), endsOn: day(1), customerId: 'nope' }, ['customerId']],
      [
        {
          kind: 'percent',
          value: 5,
          startsOn: day(0),
          endsOn: day(1),
          customerId: '00000000-0000-4000-8000-000000000999',
        },
        ['customerId'],
      ],
      [
        { kind: 'percent', value: 5, startsOn: day(0), endsOn: day(1), designNumber: 'NO-SUCH-DESIGN' },
        ['designNumber'],
      ],
      [{ kind: 'percent', value: 5, startsOn: day(0), endsOn: day(1), designNumber: '' }, ['designNumber']],
      [
        {
          kind: 'percent',
          value: 5,
          startsOn: day(0),
          endsOn: day(1),
          designNumber: design.number,
          mainGroupId: design.mainGroupId,
        },
        ['mainGroupId'],
      ],
      [
        { kind: 'percent', value: 5, startsOn: day(0), endsOn: day(1), mainGroupId: 2_000_000_000 },
        ['mainGroupId'],
      ],
      [
        { kind: 'percent', value: 5, startsOn: day(0), endsOn: day(1), mainGroupId: 'rings' },
        ['mainGroupId'],
      ],
    ];
    for (const [body, fields] of cases) {
      const answer = await admin.post<Envelope<null>>('/api/admin/discounts', body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect({ body, fields: Object.keys(answer.body.errors ?? {}).sort() }).toEqual({ body, fields });
    }
    const badKind = await admin
      .with({ 'x-language-code': 'sv' })
      .post<Envelope<null>>('/api/admin/discounts', cases[1][0]);
    expect(badKind.body.errors?.kind?.[0]).toBe('Rabattens typ måste vara en av: percent, fixed_price.');
    const unknown = await admin.post<Envelope<null>>('/api/admin/discounts', cases[9][0]);
    expect(unknown.body.errors?.designNumber?.[0]).toContain('NO-SUCH-DESIGN');
    expect(await discountCount()).toBe(before);
  });

  it('creates, lists page by page, edits, ends and deletes a discount', async () => {
    const created = await createDiscount({
      customerId: DEMO_CUSTOMER_IDS.harbourGems,
      designNumber: design.number,
      kind: 'percent',
      value: 7.5,
      startsOn: day(2),
      endsOn: day(9),
    });
    expect(created).toMatchObject({
      status: 'scheduled',
      customerId: DEMO_CUSTOMER_IDS.harbourGems,
      designNumber: design.number,
      kind: 'percent',
      value: 7.5,
      startsOn: day(2),
      endsOn: day(9),
      version: 1,
    });
    expect(created.customerLabel).toContain('Harbour');
    const listed = await admin.get<Envelope<{ rows: Discount[]; count: number; limit: number }>>(
      `/api/admin/discounts?status=scheduled&search=${design.number}&limit=1`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.limit).toBe(1);
    expect(listed.body.data.rows.map((row) => row.id)).toEqual([created.id]);
    const badList = await admin.get<Envelope<null>>('/api/admin/discounts?status=soon&limit=0');
    expect(badList.status).toBe(400);
    expect(Object.keys(badList.body.errors ?? {}).sort()).toEqual(['limit', 'status']);

    const edited = await admin.put<Envelope<Discount>>(`/api/admin/discounts/${created.id}`, {
      customerId: DEMO_CUSTOMER_IDS.harbourGems,
      mainGroupId: design.mainGroupId,
      kind: 'fixed_price',
      value: 450,
      startsOn: day(0),
      endsOn: day(9),
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      status: 'active',
      designNumber: null,
      mainGroupId: design.mainGroupId,
      kind: 'fixed_price',
      value: 450,
      version: 2,
    });
    const stale = await admin.put<Envelope<null>>(`/api/admin/discounts/${created.id}`, {
      kind: 'percent',
      value: 1,
      startsOn: day(0),
      endsOn: day(9),
      version: 1,
    });
    expect(stale.status).toBe(409);
    const badEdit = await admin.put<Envelope<null>>(`/api/admin/discounts/${created.id}`, {
      kind: 'percent',
      value: 150,
      startsOn: day(0),
      endsOn: day(9),
      version: 2,
    });
    expect(badEdit.status).toBe(400);
    expect(Object.keys(badEdit.body.errors ?? {})).toEqual(['value']);
    const unchanged = await one<{ kind: string; version: number }>(
      'select kind, version from catalogue.discounts where id = $1',
      [created.id],
    );
    expect(unchanged).toEqual({ kind: 'fixed_price', version: 2 });

    const ended = await admin.post<Envelope<Discount>>(`/api/admin/discounts/${created.id}/end`, {
      version: 2,
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data.status).toBe('ended');
    const again = await admin.post<Envelope<null>>(`/api/admin/discounts/${created.id}/end`, { version: 3 });
    expect(again.status).toBe(409);
    const removed = await admin.delete<Envelope<{ deleted: boolean }>>(`/api/admin/discounts/${created.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.deleted).toBe(true);
    expect(
      (await sql(database, 'select 1 from catalogue.discounts where id = $1', [created.id])).length,
    ).toBe(0);
    const goneAgain = await admin.delete<Envelope<null>>(`/api/admin/discounts/${created.id}`);
    expect(goneAgain.status).toBe(404);
    const gone = await admin.put<Envelope<null>>(`/api/admin/discounts/${created.id}`, {
      kind: 'percent',
      value: 1,
      startsOn: day(0),
      endsOn: day(9),
      version: 3,
    });
    expect(gone.status).toBe(404);
  });
});

describe('security', () => {
  it('refuses buyers (403) and strangers (401) on every price operation', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/admin/pricing-settings', undefined],
      ['PUT', '/api/admin/pricing-settings', { globalMarkup: 9, vatRatePercent: 1 }],
      ['GET', '/api/admin/discounts', undefined],
      ['POST', '/api/admin/discounts', { kind: 'percent', value: 50, startsOn: day(0), endsOn: day(2) }],
    ];
    const before = await discountCount();
    for (const [method, path, body] of calls) {
      const asBuyer = await trade.api.request(method, path, { json: body });
      expect({ path, method, status: asBuyer.status }).toEqual({ path, method, status: 403 });
      const asStranger = await api.request(method, path, { json: body });
      expect({ path, method, status: asStranger.status }).toEqual({ path, method, status: 401 });
    }
    expect(await discountCount()).toBe(before);
    expect(
      (await admin.get<Envelope<{ globalMarkup: number }>>('/api/admin/pricing-settings')).body.data
        .globalMarkup,
    ).not.toBe(9);
  });
});

describe('discounts in the storefront', () => {
  it("shows a customer's discount as was/now in search and on the design page, to that customer only", async () => {
    expect((await card(trade.api))?.was_price).toBeUndefined();
    const discount = await createDiscount({
      customerId: DEMO_CUSTOMER_IDS.goldsmiths,
      designNumber: design.number,
      kind: 'percent',
      value: 10,
      startsOn: day(0),
      endsOn: day(5),
    });
    await waitFor(async () => ((await card(trade.api))?.price === 450 ? true : null));
    expect(await card(trade.api)).toMatchObject({ price: 450, was_price: 500, price_type: 'trade' });
    expect(await pageVariant(trade.api)).toMatchObject({ price: 450, was_price: 500 });
    // RRP follows the discounted trade price with the customer's markup.
    const rrpCard = await card(rrp.api);
    expect(rrpCard?.price_type).toBe('rrp');
    expect(rrpCard?.was_price).toBeGreaterThan(rrpCard?.price ?? Infinity);
    expect((rrpCard?.price ?? 0) / (rrpCard?.was_price ?? 1)).toBeCloseTo(0.9, 2);
    // Another customer sees the regular price.
    const theirs = await card(other.api);
    expect(theirs).toMatchObject({ price: 500 });
    expect(theirs?.was_price).toBeUndefined();
    expect((await pageVariant(other.api)).was_price).toBeUndefined();
    // A better discount for everyone on the group wins for both (the lowest price).
    const everyone = await createDiscount({
      mainGroupId: design.mainGroupId,
      kind: 'fixed_price',
      value: 400,
      startsOn: day(0),
      endsOn: day(5),
    });
    await waitFor(async () => ((await card(other.api))?.price === 400 ? true : null));
    expect(await card(trade.api)).toMatchObject({ price: 400, was_price: 500 });
    // Ended: the regular price is back at once.
    const ended = await admin.post(`/api/admin/discounts/${everyone.id}/end`, { version: 1 });
    expect(ended.status).toBe(200);
    expect((await card(other.api))?.price).toBe(500);
    expect(await card(trade.api)).toMatchObject({ price: 450, was_price: 500 });
    const endedOwn = await admin.post(`/api/admin/discounts/${discount.id}/end`, { version: 1 });
    expect(endedOwn.status).toBe(200);
    expect((await card(trade.api))?.was_price).toBeUndefined();
  });
});

describe('discounts in the cart and in orders', () => {
  it('shows was/now in the cart for the customer, and the order keeps the discount it got', async () => {
    await setStock(admin, design.variantId, 5);
    const discount = await createDiscount({
      customerId: DEMO_CUSTOMER_IDS.goldsmiths,
      designNumber: design.number,
      kind: 'percent',
      value: 10,
      startsOn: day(0),
      endsOn: day(5),
    });
    await waitFor(async () => ((await card(trade.api))?.price === 450 ? true : null));
    expect((await addToCart(trade, { variantId: design.variantId, quantity: 2 })).status).toBe(200);
    const line = (await cartOf(trade)).order_detail.find((row) => row.variant_id === design.variantId);
    expect(line).toMatchObject({ price: 450, was_price: 500, total_price: 900 });
    // The same cart seen at RRP: was/now in the RRP kind.
    const rrpLine = (await cartOf({ ...trade, api: trade.api.with({ 'x-price-status': '1' }) }))
      .order_detail[0];
    expect(rrpLine?.['price_type']).toBe('rrp');
    expect(Number(rrpLine?.['was_price'])).toBeGreaterThan(Number(rrpLine?.['price']));
    // Another customer's cart line has the regular price and no was price.
    expect((await addToCart(other, { variantId: design.variantId, quantity: 1 })).status).toBe(200);
    const theirs = (await cartOf(other)).order_detail[0];
    expect(theirs).toMatchObject({ price: 500 });
    expect(theirs?.['was_price']).toBeUndefined();

    const placed = await placeOrder(trade);
    expect(placed.status).toBe(200);
    // Ending the discount afterwards does not change what the order got.
    expect((await admin.post(`/api/admin/discounts/${discount.id}/end`, { version: 1 })).status).toBe(200);
    const [ordered] = await sql<{
      unit_pence: number;
      regular_unit_pence: number;
      discount_id: string;
      discount_kind: string;
      discount_value: string;
    }>(
      database,
      `select l.unit_pence, l.regular_unit_pence, l.discount_id, l.discount_kind, l.discount_value
         from orders.order_lines l join orders.orders o on o.id = l.order_id
        where o.tenant_id = $1 and o.user_id = $2`,
      [TENANT, trade.userId],
    );
    expect(ordered).toEqual({
      unit_pence: 45_000,
      regular_unit_pence: 50_000,
      discount_id: discount.id,
      discount_kind: 'percent',
      discount_value: '10.00',
    });
  });
});
