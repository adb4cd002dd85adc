import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import { randomUUID } from 'node:crypto';
import { sql } from '../support/accounts';
import type { Api } from '../support/api';
import { findPriceKeys } from '../support/catalogue';
import {
  addToCart,
  CHECKOUT,
  newBuyer,
  pickVariants,
  placeOrder,
  removeOrderData,
  restoreVariants,
  setStock,
  snapshotVariants,
  type TestBuyer,
  type TestVariant,
  waitFor,
} from './orders-support';
import { system } from './state';

jest.setTimeout(180_000);

const { api, database } = system();
const users: string[] = [];
let admin: Api;
let variants: TestVariant[];
let snapshot: Awaited<ReturnType<typeof snapshotVariants>>;

async function buyer(customerId: string = DEMO_CUSTOMER_IDS.goldsmiths, status: '0' | '1' | '2' = '2') {
  const created = await newBuyer(api, admin, customerId, status);
  users.push(created.userId);
  return created;
}

async function outboxDrained(): Promise<void> {
  await waitFor(async () => {
    const [row] = await sql<{ n: string }>(
      database,
      'select count(*) as n from orders.outbox where sent_at is null',
    );
    return Number(row.n) === 0;
  }, 60_000);
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
  variants = await pickVariants(database, 4, { offset: 60 });
  snapshot = await snapshotVariants(
    database,
    variants.map((v) => v.id),
  );
});

afterAll(async () => {
  await outboxDrained().catch(() => undefined);
  await removeOrderData(database, users);
  await restoreVariants(database, snapshot);
});

describe('placement never oversells (issue 5, part 4)', () => {
  it('20 concurrent orders for the last 5 pieces: exactly 5 stock orders, the rest special, stock never negative', async () => {
    const [variant] = variants;
    await setStock(admin, variant.id, 5);
    const buyers: TestBuyer[] = [];
    for (let i = 0; i < 20; i += 1) buyers.push(await buyer());
    for (const b of buyers)
      expect((await addToCart(b, { variantId: variant.id, quantity: 1 })).status).toBe(200);

    const results = await Promise.all(buyers.map((b) => placeOrder(b)));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const placed = results.filter((r) => r.status === 200).map((r) => r.body.data);
    const stockOrders = placed.filter((p) => p.order_type === 'stock');
    const specialOrders = placed.filter((p) => p.order_type === 'special');
    expect(stockOrders).toHaveLength(5);
    expect(stockOrders.every((p) => p.status === 1 && p.se_order_number === null)).toBe(true);
    expect(specialOrders).toHaveLength(placed.length - 5);
    expect(specialOrders.every((p) => p.status === 7 && p.special_order_lines === 1)).toBe(true);

    const [stock] = await sql<{ on_hand: number; reserved: number }>(
      database,
      'select on_hand, reserved from orders.inventory where variant_id = $1',
      [variant.id],
    );
    expect(stock).toEqual({ on_hand: 5, reserved: 5 });
    const [lines] = await sql<{ stock: string; special: string }>(
      database,
      `select coalesce(sum(quantity) filter (where order_type = 'stock'), 0) as stock,
              coalesce(sum(quantity) filter (where order_type = 'special'), 0) as special
         from orders.order_lines where variant_id = $1 and order_id in (select id from orders.orders where user_id = any($2::uuid[]))`,
      [variant.id, buyers.map((b) => b.userId)],
    );
    expect(Number(lines.stock)).toBe(5);
    expect(Number(lines.special)).toBe(placed.length - 5);

    // The catalogue follows orders' stock through orders.stock.changed.
    await outboxDrained();
    const shown = await waitFor(async () => {
      const [row] = await sql<{ stock_quantity: number }>(
        database,
        'select stock_quantity from catalogue.variants where id = $1',
        [variant.id],
      );
      return row.stock_quantity === 0 ? row : null;
    });
    expect(shown.stock_quantity).toBe(0);
  });

  it('the same Idempotency-Key sent 10 times at once gives one order, the same answer every time', async () => {
    const b = await buyer();
    await setStock(admin, variants[1].id, 10);
    await addToCart(b, { variantId: variants[1].id, quantity: 2 });
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => placeOrder(b, key)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.body.data.order_id)).size).toBe(1);
    for (const r of results) expect(r.body.data).toEqual(results[0].body.data);
    const orders = await sql<{ id: string }>(database, 'select id from orders.orders where user_id = $1', [
      b.userId,
    ]);
    expect(orders.map((o) => o.id)).toEqual([results[0].body.data.order_id]);
    const [stock] = await sql<{ reserved: number }>(
      database,
      'select reserved from orders.inventory where variant_id = $1',
      [variants[1].id],
    );
    expect(stock.reserved).toBe(2);

    // A retry later answers the same; the same key with another body is refused, naming the header.
    const retry = await placeOrder(b, key);
    expect(retry.body.data).toEqual(results[0].body.data);
    const other = await placeOrder(b, key, { ...CHECKOUT, shippingOption: 'express' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'ORDERS_IDEMPOTENCY_KEY_REUSED' });
    expect(String(other.body.message)).toContain('Idempotency-Key');
  });
});

describe('orders: lists, details, actions (issue 5, part 5)', () => {
  let b: TestBuyer;
  let orderId: string;

  beforeAll(async () => {
    b = await buyer();
    await setStock(admin, variants[2].id, 1);
    await addToCart(b, { variantId: variants[2].id, quantity: 3, ringSize: 'M', engravingText: 'Always' });
    await addToCart(b, { variantId: variants[3].id, quantity: 1, orderType: 'special' });
    const placed = await placeOrder(b, randomUUID(), {
      ...CHECKOUT,
      postage: 2.5,
      specialInstructions: 'Call first',
    });
    expect(placed.status).toBe(200);
    orderId = placed.body.data.order_id;
    expect(placed.body.data).toMatchObject({ status: 5, order_type: 'mixed', special_order_lines: 2 });
  });

  it('answers every field of spec §3 Order and Order line, with references padded and dates as DD MMM, YYYY', async () => {
    const { status, body } = await b.api.get<{
      data: Record<string, unknown> & { lines: Array<Record<string, unknown>> };
    }>(`/api/orders/${orderId}`);
    expect(status).toBe(200);
    const order = body.data;
    expect(order).toMatchObject({
      order_number: expect.stringMatching(/^AT\d{5,}$/),
      reference_number: expect.stringMatching(/^\d{5}$/),
      se_order_number: expect.stringMatching(/^SE\d{5,}$/),
      order_type: 'mixed',
      order_date: expect.stringMatching(/^\d{2} [A-Z][a-z]{2}, \d{4}$/),
      placed_by: 'Olga',
      status: 5,
      status_label: 'Partial SO for approval',
      shipping_address: expect.objectContaining({ address_field1: '14 Hatton Garden' }),
      shipping_option: expect.objectContaining({ code: 'standard', carriage: 10 }),
      special_instructions: 'Call first',
      postage: 2.5,
      vat_rate_percent: 20,
      actions: expect.arrayContaining(['approve_pricing', 'reject_pricing', 'reorder']),
    });
    for (const key of ['carriage', 'total_vat', 'grand_total', 'net_total', 'total_engraving_cost']) {
      expect(typeof order[key]).toBe('number');
    }
    // 3 pieces of a variant with 1 in stock: one stock line and one special line for the rest.
    const lines = order.lines;
    expect(lines.map((l) => [l['order_type'], l['quantity']])).toEqual([
      ['stock', 1],
      ['special', 2],
      ['special', 1],
    ]);
    for (const key of [
      'design_name',
      'description',
      'image_url',
      'size',
      'metal',
      'shade',
      'karat',
      'engraving',
      'ring_size',
      'order_type',
      'quantity',
      'invoice_qty',
      'pending_qty',
      'canceled_qty',
      'processed_qty',
      'net_unit_price',
      'updated_price',
      'item_vat',
      'item_total',
      'engrave_cost',
      'net_total_price',
      'certificate_number',
    ]) {
      expect([key, key in lines[0]]).toEqual([key, true]);
    }
    expect(lines[0]).toMatchObject({
      engraving: 'Always',
      ring_size: 'M',
      engrave_cost: 10,
      delivery: '24-72 hours',
    });
    expect(lines[1]).toMatchObject({ delivery: '4-5 weeks' });
  });

  it('order history is Trade only (403 otherwise); the order list hides money at status 0', async () => {
    const history = await b.api.get<{ data: { rows: Array<{ _id: string }> } }>('/api/orders/order-history');
    expect(history.status).toBe(200);
    expect(history.body.data.rows.map((r) => r._id)).toContain(orderId);
    for (const status of ['0', '1']) {
      const refused = await b.api.with({ 'x-price-status': status }).get('/api/orders/order-history');
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'ORDERS_TRADE_PRICES_ONLY' });
    }
    const hidden = b.api.with({ 'x-price-status': '0' });
    const list = await hidden.get('/api/orders/order-list?type=special');
    expect(list.status).toBe(200);
    expect(findPriceKeys(list.body)).toEqual([]);
    expect(findPriceKeys((await hidden.get(`/api/orders/${orderId}`)).body)).toEqual([]);
    const found = await b.api.get<{ data: { rows: Array<{ _id: string }> } }>(
      `/api/orders/order-list?search=${variants[3].designNumber}`,
    );
    expect(found.body.data.rows.map((r) => r._id)).toEqual([orderId]);
  });

  it('approve pricing after the back office re-prices, then convert, reorder and ask for a change', async () => {
    const detail = await admin.get<{ data: { lines: Array<{ _id: string; order_type: string }> } }>(
      `/api/admin/orders/${orderId}`,
    );
    const special = detail.body.data.lines.filter((l) => l.order_type === 'special');
    const priced = await admin.post<{ data: { order: { awaiting_customer_approval: boolean } } }>(
      `/api/admin/orders/${orderId}/pricing`,
      { lines: special.map((l) => ({ lineId: l._id, unitPrice: 999.99 })) },
    );
    expect(priced.status).toBe(200);
    const approved = await b.api.post<{
      message: string;
      data: { order: { status: number; lines: Array<{ net_unit_price: number; order_type: string }> } };
    }>(`/api/orders/${orderId}/approve-pricing`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('The order pricing has been approved.');
    expect(approved.body.data.order.status).toBe(6);
    expect(
      approved.body.data.order.lines.filter((l) => l.order_type === 'special').map((l) => l.net_unit_price),
    ).toEqual([999.99, 999.99]);
    const again = await b.api.post(`/api/orders/${orderId}/approve-pricing`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ORDERS_ACTION_NOT_ALLOWED' });

    const converted = await b.api.post<{ data: { order: { status: number } } }>(
      `/api/orders/${orderId}/convert-to-special`,
      {},
    );
    expect(converted.status).toBe(200);
    expect(converted.body.data.order.status).toBe(7);
    const [stock] = await sql<{ reserved: number }>(
      database,
      'select reserved from orders.inventory where variant_id = $1',
      [variants[2].id],
    );
    expect(stock.reserved).toBe(0);

    const change = await b.api.post<{ data: { status: string; order_id: string } }>(
      `/api/orders/${orderId}/change-requests`,
      { message: 'Please make the ring size N.' },
    );
    expect(change.status).toBe(200);
    expect(change.body.data).toMatchObject({ status: 'open', order_id: orderId });
    const requests = await b.api.get<{ data: { rows: Array<{ order_id: string }> } }>(
      '/api/orders/change-requests',
    );
    expect(requests.body.data.rows.map((r) => r.order_id)).toContain(orderId);

    const reordered = await b.api.post<{ data: { cart: { data: Array<{ cart_count: number }> } } }>(
      `/api/orders/${orderId}/reorder`,
      {},
    );
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.cart.data[0].cart_count).toBe(4);
  });

  it('rejecting the order pricing cancels the special order', async () => {
    const rejected = await b.api.post<{ data: { order: { status: number; status_label: string } } }>(
      `/api/orders/${orderId}/reject-pricing`,
      {},
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.order).toMatchObject({ status: 0, status_label: 'Cancelled' });
  });
});

describe('one customer never sees another one’s orders (404)', () => {
  it('answers 404 for an order of another customer, of another tenant, or of nobody', async () => {
    const owner = await buyer();
    // The same user buying for a second customer must not see the first one's orders either.
    const access = await admin.request('PUT', `/api/customer-users/${owner.userId}/customers`, {
      json: { customerIds: [DEMO_CUSTOMER_IDS.goldsmiths, DEMO_CUSTOMER_IDS.northernLights] },
    });
    expect(access.status).toBe(200);
    await setStock(admin, variants[1].id, 10);
    await addToCart(owner, { variantId: variants[1].id, quantity: 1 });
    const { body } = await placeOrder(owner);
    const orderId = body.data.order_id;
    const stranger = await buyer(DEMO_CUSTOMER_IDS.northernLights);
    const sameUserOtherCustomer = owner.api.with({ 'x-customer-id': DEMO_CUSTOMER_IDS.northernLights });
    for (const client of [stranger.api, sameUserOtherCustomer]) {
      for (const path of [`/api/orders/${orderId}`, `/api/orders/${orderId}/reorder`]) {
        const res = path.endsWith('reorder') ? await client.post(path, {}) : await client.get(path);
        expect([path, res.status, res.body['code']]).toEqual([path, 404, 'ORDERS_ORDER_NOT_FOUND']);
      }
    }
    // An order of another tenant, under the same customer id: still not there.
    const otherTenant = randomUUID();
    const [foreign] = await sql<{ id: string }>(
      database,
      `insert into orders.orders (tenant_id, customer_id, user_id, order_number, reference_number, order_type, status,
         placed_by_name, placed_by_email, customer_name, customer_ac_no, shipping_address, shipping_option,
         is_vat_applicable, vat_basis_points, carriage_pence, net_pence, engraving_pence, vat_pence, grand_pence)
       values ($1, $2, $3, nextval('orders.order_number_seq'), 1, 'stock', 1, 'x', 'x@x', 'x', 'x', '{}', 'standard',
         false, 0, 0, 0, 0, 0, 0) returning id`,
      [otherTenant, DEMO_CUSTOMER_IDS.goldsmiths, owner.userId],
    );
    expect((await owner.api.get(`/api/orders/${foreign.id}`)).status).toBe(404);
    expect((await owner.api.get(`/api/orders/${randomUUID()}`)).status).toBe(404);
    expect((await owner.api.get('/api/orders/not-an-id')).status).toBe(400);
    expect((await admin.get(`/api/admin/orders/${foreign.id}`)).status).toBe(404);
    await sql(database, 'delete from orders.orders where id = $1', [foreign.id]);
  });
});

describe('back office: order list, invoicing, invoice PDF', () => {
  it('lists with filters, invoices the pending pieces (stock leaves) and prints the invoice', async () => {
    const b = await buyer();
    await setStock(admin, variants[1].id, 10);
    await addToCart(b, { variantId: variants[1].id, quantity: 2 });
    const [before] = await sql<{ on_hand: number; reserved: number }>(
      database,
      'select on_hand, reserved from orders.inventory where variant_id = $1',
      [variants[1].id],
    );
    const { body } = await placeOrder(b);
    const orderId = body.data.order_id;
    const list = await admin.get<{ data: { rows: Array<{ _id: string; customer_ac_no: string }> } }>(
      `/api/admin/orders?customerId=${DEMO_CUSTOMER_IDS.goldsmiths}&status=1&search=${body.data.order_number}`,
    );
    expect(list.body.data.rows).toEqual([
      expect.objectContaining({ _id: orderId, customer_ac_no: 'LND0042' }),
    ]);
    expect((await b.api.get('/api/admin/orders')).status).toBe(403);

    const invoiced = await admin.request<{
      data: {
        order: { status: number };
        invoice: { _id: string; invoice_number: string; grand_total: number };
      };
    }>('PUT', `/api/admin/orders/${orderId}/status`, { json: { status: 2 } });
    expect(invoiced.status).toBe(200);
    expect(invoiced.body.data.order.status).toBe(2);
    const [stock] = await sql<{ on_hand: number; reserved: number }>(
      database,
      'select on_hand, reserved from orders.inventory where variant_id = $1',
      [variants[1].id],
    );
    // Invoiced pieces leave the warehouse: on hand and reserved both go down by 2.
    expect(stock).toEqual({ on_hand: before.on_hand - 2, reserved: before.reserved });

    const invoice = invoiced.body.data.invoice;
    expect(invoice.invoice_number).toMatch(/^INV\d{5,}$/);
    const mine = await b.api.get<{ data: { grand_total: number } }>(`/api/invoices/${invoice._id}`);
    expect(mine.body.data.grand_total).toBe(invoice.grand_total);
    expect((await b.api.with({ 'x-price-status': '1' }).get(`/api/invoices/${invoice._id}`)).status).toBe(
      403,
    );
    const pdf = await fetch(`${api.baseUrl}/api/invoices/${invoice._id}/pdf`, {
      headers: {
        'x-tenant': 'demo',
        'x-access-token': b.token,
        'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths,
        'x-price-status': '2',
      },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${invoice.invoice_number}.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const stranger = await buyer(DEMO_CUSTOMER_IDS.northernLights);
    expect((await stranger.api.get(`/api/invoices/${invoice._id}`)).status).toBe(404);
  });

  it('re-prices a pending order for the customer to approve or reject; cancels pieces; answers change requests', async () => {
    const b = await buyer();
    await setStock(admin, variants[1].id, 10);
    await addToCart(b, { variantId: variants[1].id, quantity: 3 });
    const { body } = await placeOrder(b);
    const orderId = body.data.order_id;
    type Detail = {
      data: {
        order: {
          status: number;
          awaiting_customer_approval: boolean;
          lines: Array<{
            _id: string;
            net_unit_price: number;
            updated_price: number | null;
            canceled_qty: number;
            pending_qty: number;
          }>;
        };
      };
    };
    const first = (
      await admin.get<{ data: { lines: Array<{ _id: string }> } }>(`/api/admin/orders/${orderId}`)
    ).body.data.lines[0];
    const priced = await admin.post<Detail>(`/api/admin/orders/${orderId}/pricing`, {
      lines: [{ lineId: first._id, unitPrice: '12.34' }],
    });
    expect(priced.body.data.order).toMatchObject({ status: 1, awaiting_customer_approval: true });
    expect(priced.body.data.order.lines[0].updated_price).toBe(12.34);
    const seen = await b.api.get<{ data: { actions: string[] } }>(`/api/orders/${orderId}`);
    expect(seen.body.data.actions).toEqual(
      expect.arrayContaining(['approve_updated_pricing', 'reject_updated_pricing']),
    );
    const approved = await b.api.post<Detail>(`/api/orders/${orderId}/approve-updated-pricing`, {});
    expect(approved.body.data.order.lines[0]).toMatchObject({ net_unit_price: 12.34, updated_price: null });
    expect(approved.body.data.order.awaiting_customer_approval).toBe(false);
    expect((await b.api.post(`/api/orders/${orderId}/reject-updated-pricing`, {})).status).toBe(409);

    const over = await admin.post(`/api/admin/orders/${orderId}/cancel-lines`, {
      lines: [{ lineId: first._id, quantity: 4 }],
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ errors: { 'lines.0.quantity': [expect.stringContaining('3')] } });
    const cancelled = await admin.post<Detail>(`/api/admin/orders/${orderId}/cancel-lines`, {
      lines: [{ lineId: first._id, quantity: 1 }],
    });
    expect(cancelled.body.data.order).toMatchObject({ status: 4 });
    expect(cancelled.body.data.order.lines[0]).toMatchObject({ canceled_qty: 1, pending_qty: 2 });

    const request = await b.api.post<{ data: { _id: string } }>(`/api/orders/${orderId}/change-requests`, {
      message: 'Please send the rest next week.',
      lineId: first._id,
    });
    const answered = await admin.request<{ data: { status: string; response: string } }>(
      'PUT',
      `/api/admin/change-requests/${request.body.data._id}`,
      { json: { status: 'resolved', response: 'Done.' } },
    );
    expect(answered.body.data).toMatchObject({ status: 'resolved', response: 'Done.' });
  });

  it('seeds the demo buyer’s customers with orders, appros and invoices in several statuses', async () => {
    const demo = (await api.loginBuyer()).api.with({
      'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths,
      'x-price-status': '2',
    });
    // The demo data is seeded in the background once the other services answer; it is dated January and February 2026.
    const orders = await waitFor(async () => {
      const res = await demo.get<{ data: { rows: Array<{ status: number }> } }>(
        '/api/orders/order-list?limit=100&from=2026-01-01&to=2026-02-28',
      );
      return res.body.data.rows.length >= 5 ? res : null;
    }, 90_000);
    const statuses = new Set(orders.body.data.rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual([0, 1, 2, 5, 7]);
    const appros = await demo.get<{ data: { rows: Array<{ status: string; lines: unknown[] }> } }>(
      '/api/appros',
    );
    expect(appros.body.data.rows.map((a) => a.status).sort()).toEqual(['open', 'partially_returned']);
    const invoices = await demo.get<{ data: { count: number } }>('/api/invoices');
    expect(invoices.body.data.count).toBeGreaterThanOrEqual(2);
    const bespoke = await demo.get<{ data: { rows: Array<{ status: string }> } }>('/api/bespoke-orders');
    expect(bespoke.body.data.rows.map((r) => r.status)).toContain('quoted');
  });
});
