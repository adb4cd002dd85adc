import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { connect } from 'amqplib';
import { randomBytes, randomUUID } from 'node:crypto';
import { removeUsers, sql } from '../support/accounts';
import type { Api } from '../support/api';
import { LOCAL } from '../support/system';
import { adminWith, removeDesignsLike } from '../support/catalogue-admin';
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

const { api, amqpPrefix, database, databaseUrl } = system();
const sentIds: string[] = [];
const TENANT = DEMO_TENANT.id;
const PREFIX = `IT15M-${randomBytes(3).toString('hex').toUpperCase()}`;

interface Envelope<T> {
  data: T;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

interface RateView {
  metalId: number;
  karatId: number;
  ratePerGram: number | null;
}

interface Priced {
  price?: number;
  price_type?: string;
}

let admin: Api;
let trade: TestBuyer;
let rrp: TestBuyer;
let later: TestBuyer;
let stranger: { client: Api; userId: string };
const users: string[] = [];
let karat: { id: number; metal_id: number };
let otherKarat: { id: number; metal_id: number } | undefined;
let previousRate: Array<{ rate_per_gram: string; metal_id: number }>;
let historyBefore: number;
let design: { id: string; number: string; variantId: string };
let fixedVariant: { id: string; trade_price: string };

async function one<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await sql<T>(database, text, params);
  if (!row) throw new Error(`nothing for ${text}`);
  return row;
}

async function setRate(ratePerGram: number) {
  return admin.put<Envelope<{ changed: number; repricedDesigns: number; rates: RateView[] }>>(
    '/api/admin/metal-rates',
    { rates: [{ metalId: karat.metal_id, karatId: karat.id, ratePerGram }] },
  );
}

/** The variant's price on the design page as the buyer sees it (trade or RRP by their price status). */
async function pagePrice(buyer: Api): Promise<Priced> {
  const page = await buyer.get<Envelope<{ variants: Array<Priced & { _id: string }> }>>(
    `/api/designs/${design.id}`,
  );
  expect(page.status).toBe(200);
  const variant = page.body.data.variants.find((row) => row._id === design.variantId);
  if (!variant) throw new Error('variant missing');
  return variant;
}

async function cardPrice(buyer: Api): Promise<Priced | undefined> {
  const found = await buyer.post<Envelope<{ rows: Array<Priced & { design_id: string }> }>>(
    '/api/products/search-designs',
    { q: design.number },
  );
  expect(found.status).toBe(200);
  return found.body.data.rows.find((row) => row.design_id === design.id);
}

beforeAll(async () => {
  const login = await api.loginAdmin();
  admin = login.api.with({ 'x-language-code': 'en' });
  karat = await one<{ id: number; metal_id: number }>(
    'select id, metal_id from catalogue.karates where tenant_id = $1 order by id limit 1',
    [TENANT],
  );
  [otherKarat] = await sql<{ id: number; metal_id: number }>(
    database,
    'select id, metal_id from catalogue.karates where tenant_id = $1 and metal_id <> $2 order by id limit 1',
    [TENANT, karat.metal_id],
  );
  previousRate = await sql(
    database,
    'select rate_per_gram, metal_id from catalogue.metal_rates where tenant_id = $1 and karat_id = $2',
    [TENANT, karat.id],
  );
  historyBefore = (
    await one<{ n: number }>('select coalesce(max(id), 0)::int as n from catalogue.metal_rate_history')
  ).n;
  const group = await one<{ id: number; main_group_id: number }>(
    `select s.id, s.main_group_id from catalogue.sub_groups s join catalogue.main_groups g on g.id = s.main_group_id
      where s.tenant_id = $1 and g.url_path = 'rings' order by s.id limit 1`,
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
  const quality = await one<{ id: number }>(
    'select id from catalogue.qualities where tenant_id = $1 and lab_grown = false limit 1',
    [TENANT],
  );
  fixedVariant = await one<{ id: string; trade_price: string }>(
    `select v.id, v.trade_price from catalogue.variants v join catalogue.designs d on d.id = v.design_id
      where v.tenant_id = $1 and v.karat_id = $2 and d.pricing = 'fixed' limit 1`,
    [TENANT, karat.id],
  );
  const set = await setRate(50);
  expect(set.status).toBe(200);
  const number = `${PREFIX}D`;
  const created = await admin.post<
    Envelope<{ id: string; pricing: string; variants: Array<{ id: string; tradePrice: number }> }>
  >('/api/admin/designs', {
    designNumber: number,
    texts: { en: { name: `Metal ring ${number}`, description: 'A ring priced by the gold rate' } },
    itemId: item.id,
    mainGroupId: group.main_group_id,
    subGroupIds: [group.id],
    stones: [],
    metalWeight: 2.5,
    pricing: 'metal',
    makingCharge: 40,
    flags: { labGrown: false },
    variants: [
      {
        sku: `${number}-A`,
        karatId: karat.id,
        shadeId: shade.id,
        qualityId: quality.id,
        totalCarat: 0.25,
        tradePrice: 999,
        weight: 2.5,
        stonesValue: 60,
        stock: 5,
        isDefault: true,
      },
    ],
  });
  if (created.status !== 200) throw new Error(`design not made: ${JSON.stringify(created.body)}`);
  // 2.5 g x 50.00 + 40 making + 60 stones, whatever price the form sent.
  expect(created.body.data.pricing).toBe('metal');
  expect(created.body.data.variants[0].tradePrice).toBe(225);
  design = { id: created.body.data.id, number, variantId: created.body.data.variants[0].id };
  await setStock(admin, design.variantId, 5);
  trade = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths, '2');
  rrp = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths, '1');
  later = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths, '2');
  stranger = await adminWith(api, admin, ['designs']);
  users.push(trade.userId, rrp.userId, later.userId, stranger.userId);
  await waitFor(async () => ((await cardPrice(trade.api))?.price === 225 ? true : null));
});

/** Plays Sellease: one message on the sync service's inbound queue, in Sellease's own format. */
async function publishFromSellease(type: string, body: unknown): Promise<string> {
  const connection = await connect(LOCAL.amqp);
  const messageId = `SE-${randomUUID()}`;
  sentIds.push(messageId);
  try {
    const channel = await connection.createConfirmChannel();
    channel.sendToQueue(`${amqpPrefix}.sellease.inbound`, Buffer.from(JSON.stringify(body)), {
      persistent: true,
      messageId,
      type,
      contentType: 'application/json',
      headers: { 'x-tenant-id': TENANT },
    });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
  return messageId;
}

afterAll(async () => {
  await sql(database, 'delete from sync.sync_errors where tenant_id = $1 and message_id = any($2)', [
    TENANT,
    sentIds,
  ]);
  await sql(database, 'delete from sync.sellease_messages where tenant_id = $1 and message_id = any($2)', [
    TENANT,
    sentIds,
  ]);
  await sql(database, `delete from sync.record_versions where tenant_id = $1 and kind = 'metal-rate'`, [
    TENANT,
  ]);
  await removeOrderData(database, users.slice(0, 3));
  await removeUsers(database, users);
  await removeDesignsLike(database, databaseUrl, TENANT, PREFIX);
  await sql(database, 'delete from catalogue.metal_rate_history where id > $1 and tenant_id = $2', [
    historyBefore,
    TENANT,
  ]);
  await sql(database, 'delete from catalogue.metal_rates where tenant_id = $1 and karat_id = $2', [
    TENANT,
    karat.id,
  ]);
  for (const row of previousRate) {
    await sql(
      database,
      'insert into catalogue.metal_rates (tenant_id, karat_id, metal_id, rate_per_gram) values ($1, $2, $3, $4)',
      [TENANT, karat.id, row.metal_id, row.rate_per_gram],
    );
  }
});

describe('metal rates: who may set them', () => {
  it('refuses buyers and admins without the prices permission (403)', async () => {
    const body = { rates: [{ metalId: karat.metal_id, karatId: karat.id, ratePerGram: 1 }] };
    for (const client of [trade.api, stranger.client]) {
      expect((await client.get('/api/admin/metal-rates')).status).toBe(403);
      expect((await client.put('/api/admin/metal-rates', body)).status).toBe(403);
      expect((await client.get('/api/admin/metal-rates/history')).status).toBe(403);
    }
    const rate = await one<{ rate_per_gram: string }>(
      'select rate_per_gram from catalogue.metal_rates where tenant_id = $1 and karat_id = $2',
      [TENANT, karat.id],
    );
    expect(Number(rate.rate_per_gram)).toBe(50);
  });

  it('refuses bad input naming the field, in the caller language, and writes nothing', async () => {
    const count = async () =>
      (await one<{ n: number }>('select count(*)::int as n from catalogue.metal_rate_history')).n;
    const before = await count();
    const line = { metalId: karat.metal_id, karatId: karat.id, ratePerGram: 55 };
    const cases: Array<[unknown, string]> = [
      [{ rates: [{ ...line, ratePerGram: -5 }] }, 'rates.0.ratePerGram'],
      [{ rates: [{ ...line, ratePerGram: 'lots' }] }, 'rates.0.ratePerGram'],
      [{ rates: [{ ...line, metalId: 2_000_000_000 }] }, 'rates.0.metalId'],
      [{ rates: [line, { ...line, karatId: 2_000_000_000 }] }, 'rates.1.karatId'],
      [{ rates: [] }, 'rates'],
      [{}, 'rates'],
    ];
    if (otherKarat) cases.push([{ rates: [{ ...line, karatId: otherKarat.id }] }, 'rates.0.karatId']);
    for (const [body, field] of cases) {
      const answer = await admin.put<Envelope<null>>('/api/admin/metal-rates', body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect({ body, fields: Object.keys(answer.body.errors ?? {}) }).toEqual({ body, fields: [field] });
    }
    const swedish = await admin
      .with({ 'x-language-code': 'sv' })
      .put<Envelope<null>>('/api/admin/metal-rates', { rates: [{ ...line, metalId: 2_000_000_000 }] });
    expect(swedish.body.errors?.['rates.0.metalId']?.[0]).toContain('okänt värde');
    expect(await count()).toBe(before);
  });
});

describe('metal rates: prices follow the gold rate', () => {
  let orderId: string;

  it('a placed order keeps its price and shows the rate; the cart warns when the rate moves; storefront follows', async () => {
    const rrpBefore = (await pagePrice(rrp.api)).price ?? 0;
    expect((await pagePrice(trade.api)).price).toBe(225);
    expect(rrpBefore).toBeGreaterThan(225);

    // One buyer orders at today's rate; another has the piece in the cart.
    expect((await addToCart(trade, { variantId: design.variantId, quantity: 1 })).status).toBe(200);
    const placed = await placeOrder(trade);
    expect(placed.status).toBe(200);
    orderId = placed.body.data.order_id;
    expect((await addToCart(later, { variantId: design.variantId, quantity: 1 })).status).toBe(200);
    expect((await cartOf(later)).order_detail[0].messages).toEqual([]);

    // The gold rate rises from 50.00 to 60.00 a gram.
    const raised = await setRate(60);
    expect(raised.status).toBe(200);
    expect(raised.body.message).toBe('Metal rates saved; metal-priced designs follow them now.');
    expect(raised.body.data).toMatchObject({ changed: 1 });
    expect(raised.body.data.repricedDesigns).toBeGreaterThanOrEqual(1);
    expect(raised.body.data.rates.find((rate) => rate.karatId === karat.id)?.ratePerGram).toBe(60);

    // 2.5 g x 60.00 + 40 + 60: the design page, the search card and RRP follow.
    expect((await pagePrice(trade.api)).price).toBe(250);
    const rrpAfter = (await pagePrice(rrp.api)).price ?? 0;
    expect(rrpAfter).toBeGreaterThan(rrpBefore);
    // RRP is trade x markup x VAT, floored to the penny: it moves in the trade price's proportion.
    expect(Math.abs(rrpAfter - (rrpBefore * 250) / 225)).toBeLessThan(0.05);
    await waitFor(async () => ((await cardPrice(trade.api))?.price === 250 ? true : null));
    await waitFor(async () => ((await cardPrice(rrp.api))?.price === rrpAfter ? true : null));

    // The cart line added at 225 now warns.
    const cart = await cartOf(later);
    expect(cart.order_detail[0].messages).toEqual([
      { code: 'PRICE_CHANGED', message: 'Price is changed, please verify before ordering', blocking: true },
    ]);
    expect(cart.can_place_order).toBe(false);

    // The order placed before keeps its price and the rate it was placed at.
    const order = await trade.api.get<Envelope<{ lines: Array<Record<string, unknown>> }>>(
      `/api/orders/${orderId}`,
    );
    expect(order.status).toBe(200);
    expect(order.body.data.lines[0]).toMatchObject({
      net_unit_price: 225,
      metal_rate_per_gram: 50,
      metal_weight: 2.5,
    });

    // A fixed-price design of the same gold stays fixed.
    const fixed = await one<{ trade_price: string }>(
      'select trade_price from catalogue.variants where id = $1',
      [fixedVariant.id],
    );
    expect(fixed.trade_price).toBe(fixedVariant.trade_price);
  });

  it('keeps the history: which rate, old and new, who and when', async () => {
    const history = await admin.get<
      Envelope<{
        rows: Array<{
          karatId: number;
          oldRate: number | null;
          newRate: number;
          source: string;
          userId: string;
          userName: string | null;
          at: string;
        }>;
        count: number;
      }>
    >('/api/admin/metal-rates/history?limit=10');
    expect(history.status).toBe(200);
    const ours = history.body.data.rows.filter((row) => row.karatId === karat.id);
    expect(ours[0]).toMatchObject({ oldRate: 50, newRate: 60, source: 'back_office' });
    expect(ours[0].userId).toMatch(/^[0-9a-f-]{36}$/);
    // The demo super-admin who raised it, by name.
    expect(ours[0].userName).toBeTruthy();
    expect(Date.parse(ours[0].at)).not.toBeNaN();
    const rates = await admin.get<Envelope<{ rates: RateView[] }>>('/api/admin/metal-rates');
    expect(rates.body.data.rates.find((rate) => rate.karatId === karat.id)?.ratePerGram).toBe(60);
  });

  it('applies a rate Sellease sends through the catalogue, recorded as Sellease', async () => {
    const names = await one<{ metal: string; karat: string }>(
      `select m.url_path as metal, k.url_path as karat from catalogue.karates k
        join catalogue.metals m on m.id = k.metal_id where k.id = $1`,
      [karat.id],
    );
    await publishFromSellease('metal-rate.updated', {
      metal: names.metal,
      karat: names.karat,
      ratePerGram: 64,
      version: Date.now(),
    });
    // 2.5 g x 64.00 + 40 + 60.
    await waitFor(async () => ((await pagePrice(trade.api)).price === 260 ? true : null));
    const [latest] = await sql<{
      old_rate: string;
      new_rate: string;
      source: string;
      user_id: string | null;
    }>(
      database,
      `select old_rate, new_rate, source, user_id from catalogue.metal_rate_history
        where tenant_id = $1 and karat_id = $2 order by id desc limit 1`,
      [TENANT, karat.id],
    );
    expect(latest).toEqual({ old_rate: '60.00', new_rate: '64.00', source: 'sellease', user_id: null });
  });
});
