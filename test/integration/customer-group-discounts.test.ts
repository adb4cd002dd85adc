import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { randomBytes } from 'node:crypto';
import { removeUsers, sql } from '../support/accounts';
import type { Api } from '../support/api';
import { createTestRing, removeDesignsLike } from '../support/catalogue-admin';
import {
  addToCart,
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
const PREFIX = `IT12G-${randomBytes(3).toString('hex').toUpperCase()}`;
const MEMBER = DEMO_CUSTOMER_IDS.goldsmiths;

interface Envelope<T> {
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
}

interface Group {
  _id: string;
  name: string;
  customerCount: number;
}

interface Card {
  design_id: string;
  price?: number;
  was_price?: number;
  price_type?: string;
}

interface LineDiscount {
  kind: string;
  value: number;
  was_price: number;
}

let admin: Api;
let trade: TestBuyer;
let rrp: TestBuyer;
let outsider: TestBuyer;
const users: string[] = [];
const groups: string[] = [];
const discounts: string[] = [];
let design: { id: string; number: string; variantId: string };
let memberGroupBefore: string | null = null;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function one<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await sql<T>(database, text, params);
  if (!row) throw new Error(`nothing for ${text}`);
  return row;
}

async function card(buyer: Api): Promise<Card | undefined> {
  const found = await buyer.post<Envelope<{ rows: Card[] }>>('/api/products/search-designs', {
    q: design.number,
  });
  expect(found.status).toBe(200);
  return found.body.data.rows.find((row) => row.design_id === design.id);
}

async function createGroup(name: string): Promise<Group> {
  const created = await admin.post<Envelope<Group>>('/api/admin/customer-groups', { name });
  if (created.status !== 201) throw new Error(`group not made: ${JSON.stringify(created.body)}`);
  groups.push(created.body.data._id);
  return created.body.data;
}

async function setGroup(groupId: string | null) {
  return admin.put<Envelope<{ groupId: string | null; groupName: string | null }>>(
    `/api/customers/${MEMBER}`,
    { groupId },
  );
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api.with({ 'x-language-code': 'en' });
  memberGroupBefore = (
    await one<{ group_id: string | null }>('select group_id from identity.customers where id = $1', [MEMBER])
  ).group_id;
  design = await createTestRing(database, admin, TENANT, `${PREFIX}D`, `Group ring ${PREFIX}D`);
  trade = await newBuyer(api, admin, MEMBER, '2');
  rrp = await newBuyer(api, admin, MEMBER, '1');
  outsider = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.northernLights, '2');
  users.push(trade.userId, rrp.userId, outsider.userId);
  await waitFor(async () => ((await card(trade.api)) ? true : null));
});

afterAll(async () => {
  await sql(database, 'update identity.customers set group_id = $2 where id = $1', [
    MEMBER,
    memberGroupBefore,
  ]);
  await sql(database, 'delete from catalogue.discounts where id = any($1::uuid[])', [discounts]);
  await sql(database, 'delete from identity.customer_groups where id = any($1::uuid[])', [groups]);
  await removeOrderData(database, users);
  await removeUsers(database, users);
  await removeDesignsLike(database, databaseUrl, TENANT, PREFIX);
});

describe('customer groups', () => {
  it('creates and lists groups, refusing a blank or taken name on its field', async () => {
    const name = `${PREFIX} trade partners`;
    const group = await createGroup(name);
    expect(group).toMatchObject({ name, customerCount: 0 });
    const listed = await admin.get<Envelope<Group[]>>('/api/admin/customer-groups');
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((row) => row._id === group._id)).toMatchObject({ name });
    const taken = await admin
      .with({ 'x-language-code': 'sv' })
      .post<Envelope<null>>('/api/admin/customer-groups', { name: name.toUpperCase() });
    expect(taken.status).toBe(400);
    expect(taken.body.errors?.name?.[0]).toContain('kundgrupp');
    const blank = await admin.post<Envelope<null>>('/api/admin/customer-groups', { name: '' });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.errors ?? {})).toEqual(['name']);
    const asBuyer = await trade.api.post('/api/admin/customer-groups', { name: `${PREFIX} x` });
    expect(asBuyer.status).toBe(403);
    expect(
      (await sql(database, 'select 1 from identity.customer_groups where name like $1', [`${PREFIX}%`]))
        .length,
    ).toBe(1);
  });

  it('refuses an unknown group on the customer, and a discount for a customer and a group at once', async () => {
    const group = await createGroup(`${PREFIX} refusals`);
    const unknown = await setGroup('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['groupId']);
    const both = await admin.post<Envelope<null>>('/api/admin/discounts', {
      customerId: MEMBER,
      customerGroupId: group._id,
      kind: 'percent',
      value: 10,
      startsOn: day(0),
      endsOn: day(3),
    });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.errors ?? {})).toEqual(['customerGroupId']);
    const noGroup = await admin.post<Envelope<null>>('/api/admin/discounts', {
      customerGroupId: '00000000-0000-4000-8000-000000000000',
      kind: 'percent',
      value: 10,
      startsOn: day(0),
      endsOn: day(3),
    });
    expect(noGroup.status).toBe(400);
    expect(Object.keys(noGroup.body.errors ?? {})).toEqual(['customerGroupId']);
  });
});

describe('a discount for a customer group', () => {
  it('prices the group members with was/now in trade and RRP, not others, and an order keeps it', async () => {
    const group = await createGroup(`${PREFIX} members`);
    const assigned = await setGroup(group._id);
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ groupId: group._id, groupName: group.name });
    const created = await admin.post<Envelope<{ id: string; customerGroupLabel: string }>>(
      '/api/admin/discounts',
      {
        customerGroupId: group._id,
        designNumber: design.number,
        kind: 'percent',
        value: 10,
        startsOn: day(0),
        endsOn: day(5),
      },
    );
    expect(created.status).toBe(201);
    discounts.push(created.body.data.id);
    expect(created.body.data.customerGroupLabel).toBe(group.name);

    await waitFor(async () => ((await card(trade.api))?.price === 450 ? true : null));
    expect(await card(trade.api)).toMatchObject({ price: 450, was_price: 500, price_type: 'trade' });
    const rrpCard = await card(rrp.api);
    expect(rrpCard?.price_type).toBe('rrp');
    expect(rrpCard?.was_price).toBeGreaterThan(rrpCard?.price ?? Infinity);
    expect((rrpCard?.price ?? 0) / (rrpCard?.was_price ?? 1)).toBeCloseTo(0.9, 2);
    const theirs = await card(outsider.api);
    expect(theirs).toMatchObject({ price: 500 });
    expect(theirs?.was_price).toBeUndefined();

    // An order placed with it records the discount, and both order views show it per line.
    await setStock(admin, design.variantId, 5);
    expect((await addToCart(trade, { variantId: design.variantId, quantity: 1 })).status).toBe(200);
    const placed = await placeOrder(trade);
    expect(placed.status).toBe(200);
    const orderId = placed.body.data.order_id;
    const ordered = await one<{ unit_pence: number; regular_unit_pence: number; discount_id: string }>(
      'select unit_pence, regular_unit_pence, discount_id from orders.order_lines where order_id = $1',
      [orderId],
    );
    expect(ordered).toEqual({
      unit_pence: 45_000,
      regular_unit_pence: 50_000,
      discount_id: created.body.data.id,
    });
    const expected: LineDiscount = { kind: 'percent', value: 10, was_price: 500 };
    const mine = await trade.api.get<
      Envelope<{ lines: Array<{ price?: number; discount?: LineDiscount | null }> }>
    >(`/api/orders/${orderId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.lines[0]?.discount).toEqual(expected);
    const staff = await admin.get<
      Envelope<{ lines: Array<{ net_unit_price?: number; discount?: LineDiscount | null }> }>
    >(`/api/admin/orders/${orderId}`);
    expect(staff.body.data.lines[0]).toMatchObject({ net_unit_price: 450, discount: expected });

    // Out of the group: the member's prices go back at once (identity's event drops the cached group).
    const removed = await setGroup(null);
    expect(removed.status).toBe(200);
    expect(removed.body.data.groupId).toBeNull();
    await waitFor(async () => ((await card(trade.api))?.price === 500 ? true : null));
    expect((await card(trade.api))?.was_price).toBeUndefined();
    expect((await card(rrp.api))?.was_price).toBeUndefined();
    // The order keeps the discount it got.
    const after = await trade.api.get<Envelope<{ lines: Array<{ discount?: LineDiscount | null }> }>>(
      `/api/orders/${orderId}`,
    );
    expect(after.body.data.lines[0]?.discount).toEqual(expected);
  });
});
