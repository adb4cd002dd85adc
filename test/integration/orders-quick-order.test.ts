import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import type {
  OrderListDetail,
  OrderListImported,
  QuickOrderAdded,
  QuickOrderCheck,
} from '@atelier/contracts/orders';
import { sql } from '../support/accounts';
import type { Api } from '../support/api';
import {
  cartOf,
  newBuyer,
  pickVariants,
  removeOrderData,
  restoreVariants,
  setStock,
  snapshotVariants,
  type TestBuyer,
  type TestVariant,
} from './orders-support';
import { system } from './state';

jest.setTimeout(120_000);

const { api, database } = system();
const users: string[] = [];
let admin: Api;
let plain: TestVariant[];
let offer: TestVariant;
let snapshot: Awaited<ReturnType<typeof snapshotVariants>>;

async function buyer(customerId: string = DEMO_CUSTOMER_IDS.goldsmiths): Promise<TestBuyer> {
  const created = await newBuyer(api, admin, customerId);
  users.push(created.userId);
  return created;
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
  plain = await pickVariants(database, 3, { offset: 60 });
  [offer] = await pickVariants(database, 1, { specialOffer: true, offset: 8 });
  snapshot = await snapshotVariants(
    database,
    [...plain, offer].map((v) => v.id),
  );
  for (const variant of plain) await setStock(admin, variant.id, 10);
  await setStock(admin, offer.id, 2);
});

afterAll(async () => {
  await sql(database, 'delete from orders.order_lists where created_by_user_id = any($1::uuid[])', [users]);
  await removeOrderData(database, users);
  await restoreVariants(database, snapshot);
});

describe('quick order (issue 15, part 1)', () => {
  it('checks every row in one call: bad rows come back with their row number and reason', async () => {
    const b = await buyer();
    const { status, body } = await b.api.post<{ data: QuickOrderCheck }>('/api/quick-order/check', {
      rows: [
        { code: plain[0].sku, quantity: '2' },
        { code: 'NO-SUCH-CODE-15', quantity: '1' },
        { code: plain[1].sku.toLowerCase(), quantity: 'two' },
        { code: '', quantity: '1' },
        { code: offer.sku, quantity: '5' },
      ],
    });
    expect(status).toBe(200);
    const rows = body.data.rows;
    expect(rows.map((r) => [r.row, r.ok, r.problem])).toEqual([
      [1, true, null],
      [2, false, 'unknown'],
      [3, false, 'quantity'],
      [4, false, 'code_required'],
      [5, false, 'offer_limit'],
    ]);
    expect(rows[0].variant?.variant_id).toBe(plain[0].id);
    expect(rows[1].reason).toBe('There is no design or SKU NO-SUCH-CODE-15.');
    expect(rows[2].field).toBe('quantity');
    expect(rows[4].reason).toBe('Special offer max available quantity = 2');
    expect(body.data).toMatchObject({ valid: 1, invalid: 4 });
    // Checking writes nothing.
    expect((await cartOf(b)).order_detail).toHaveLength(0);
  });

  it("answers the reasons in the buyer's language", async () => {
    const b = await buyer();
    const { body } = await b.api
      .with({ 'x-language-code': 'de' })
      .post<{ data: QuickOrderCheck }>('/api/quick-order/check', {
        rows: [{ code: 'NO-SUCH-15', quantity: '1' }],
      });
    expect(body.data.rows[0].reason).toBe('Es gibt kein Design und keine SKU NO-SUCH-15.');
  });

  it('resolves a design number by karat, shade, quality and carat, or asks for the choice', async () => {
    const b = await buyer();
    const [design] = await sql<{ design_number: string; n: string }>(
      database,
      `select d.design_number, count(*) as n from catalogue.variants v join catalogue.designs d on d.id = v.design_id
        where not d.retired and d.is_special_offer = false group by d.design_number having count(*) > 1 limit 1`,
    );
    const { body } = await b.api.post<{ data: QuickOrderCheck }>('/api/quick-order/check', {
      rows: [{ code: design.design_number, quantity: '1' }],
    });
    const [row] = body.data.rows;
    expect(row.problem).toBe('choose_variant');
    expect(row.options.length).toBe(Number(design.n));
    const pick = row.options[row.options.length - 1];
    const chosen = await b.api.post<{ data: QuickOrderCheck }>('/api/quick-order/check', {
      rows: [
        { code: design.design_number, quantity: '1', variantId: pick.variant_id },
        { code: design.design_number, quantity: '1', karat: 'No such karat' },
      ],
    });
    expect(chosen.body.data.rows[0]).toMatchObject({ ok: true, variant: { variant_id: pick.variant_id } });
    expect(chosen.body.data.rows[1].problem).toBe('no_such_variant');
  });

  it('adds all valid rows in one step and reports the others', async () => {
    const b = await buyer();
    const { status, body } = await b.api.post<{ data: QuickOrderAdded; message: string }>(
      '/api/quick-order/add',
      {
        rows: [
          { code: plain[0].sku, quantity: '2' },
          { code: plain[1].sku, quantity: '1' },
          { code: plain[0].sku, quantity: '3' },
          { code: 'NOPE-15', quantity: '1' },
          { code: plain[2].sku, quantity: '0' },
        ],
      },
    );
    expect(status).toBe(200);
    expect(body.data.added).toBe(3);
    expect(body.message).toBe('3 rows have been added to your cart.');
    expect(body.data.rows.filter((r) => !r.ok).map((r) => r.row)).toEqual([4, 5]);
    const lines = (await cartOf(b)).order_detail;
    expect(lines.map((l) => [l.variant_id, l.order_quantity]).sort()).toEqual(
      [
        [plain[0].id, 5],
        [plain[1].id, 1],
      ].sort(),
    );
  });

  it('refuses a malformed request (no rows) with 400 naming the field', async () => {
    const b = await buyer();
    const { status, body } = await b.api.post<{ errors: Record<string, string[]> }>('/api/quick-order/add', {
      rows: [],
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toContain('rows');
  });
});

describe('order lists (issue 15, part 2)', () => {
  it("is shared by the customer's users and refused to another customer", async () => {
    const owner = await buyer();
    const colleague = await buyer();
    const stranger = await buyer(DEMO_CUSTOMER_IDS.northernLights);
    const created = await owner.api.post<{ data: OrderListDetail }>('/api/order-lists', {
      name: 'Weekly reorder',
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const added = await owner.api.post<{ data: OrderListDetail }>(`/api/order-lists/${id}/lines`, {
      items: [
        { variantId: plain[0].id, quantity: 2 },
        { variantId: plain[1].id, quantity: 1 },
      ],
    });
    expect(added.body.data.lines).toHaveLength(2);
    const seen = await colleague.api.get<{ data: { rows: Array<{ id: string; line_count: number }> } }>(
      '/api/order-lists',
    );
    expect(seen.body.data.rows.find((r) => r.id === id)?.line_count).toBe(2);
    expect((await stranger.api.get(`/api/order-lists/${id}`)).status).toBe(404);
    expect((await stranger.api.post(`/api/order-lists/${id}/to-cart`, {})).status).toBe(404);
    expect((await stranger.api.request('DELETE', `/api/order-lists/${id}`)).status).toBe(404);
    const strangerList = await stranger.api.get<{ data: { rows: Array<{ id: string }> } }>(
      '/api/order-lists',
    );
    expect(strangerList.body.data.rows.map((r) => r.id)).not.toContain(id);
    // Still there for the owner's customer.
    expect((await colleague.api.get(`/api/order-lists/${id}`)).status).toBe(200);
  });

  it('adds a selection or the whole list to the cart', async () => {
    const b = await buyer();
    const { body } = await b.api.post<{ data: OrderListDetail }>('/api/order-lists', { name: 'Selection' });
    const list = await b.api.post<{ data: OrderListDetail }>(`/api/order-lists/${body.data.id}/lines`, {
      items: [
        { variantId: plain[0].id, quantity: 2 },
        { variantId: plain[2].id, quantity: 4 },
      ],
    });
    const second = list.body.data.lines.find((l) => l.variant_id === plain[2].id);
    const some = await b.api.post<{ data: QuickOrderAdded }>(`/api/order-lists/${body.data.id}/to-cart`, {
      lineIds: [second?.id],
    });
    expect(some.body.data.added).toBe(1);
    expect((await cartOf(b)).order_detail.map((l) => [l.variant_id, l.order_quantity])).toEqual([
      [plain[2].id, 4],
    ]);
    const all = await b.api.post<{ data: QuickOrderAdded }>(`/api/order-lists/${body.data.id}/to-cart`, {});
    expect(all.body.data.added).toBe(2);
    const lines = (await cartOf(b)).order_detail;
    expect(lines.find((l) => l.variant_id === plain[2].id)?.order_quantity).toBe(8);
    expect(lines.find((l) => l.variant_id === plain[0].id)?.order_quantity).toBe(2);
  });

  it('exports as CSV and imports it back (round trip), reporting bad rows by line', async () => {
    const b = await buyer();
    const source = await b.api.post<{ data: OrderListDetail }>('/api/order-lists', { name: 'Source' });
    await b.api.post(`/api/order-lists/${source.body.data.id}/lines`, {
      items: [
        { variantId: plain[0].id, quantity: 3 },
        { variantId: plain[1].id, quantity: 7 },
      ],
    });
    const exported = await b.api.request<string>('GET', `/api/order-lists/${source.body.data.id}/export`);
    expect(exported.status).toBe(200);
    const csv = String(exported.body);
    expect(csv.split('\n')[0].trim()).toBe('sku,design_number,design_name,lab_grown,description,quantity');
    const target = await b.api.post<{ data: OrderListDetail }>('/api/order-lists', { name: 'Target' });
    const imported = await b.api.post<{ data: OrderListImported }>(
      `/api/order-lists/${target.body.data.id}/import`,
      {
        csv: `${csv.trimEnd()}\nNOPE-15,x,y,z,1\n`,
      },
    );
    expect(imported.status).toBe(200);
    expect(imported.body.data.added).toBe(2);
    expect(imported.body.data.rows.filter((r) => !r.ok).map((r) => [r.row, r.problem])).toEqual([
      [4, 'unknown'],
    ]);
    expect(imported.body.data.list.lines.map((l) => [l.variant_id, l.quantity]).sort()).toEqual(
      [
        [plain[0].id, 3],
        [plain[1].id, 7],
      ].sort(),
    );
    const bad = await b.api.post<{ code: string }>(`/api/order-lists/${target.body.data.id}/import`, {
      csv: 'foo,bar\n1,2\n',
    });
    expect(bad.status).toBe(400);
  });
});
