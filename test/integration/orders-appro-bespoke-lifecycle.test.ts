import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import { randomUUID } from 'node:crypto';
import { sql } from '../support/accounts';
import type { Api } from '../support/api';
import { readMails, waitForMail } from '../support/mail';
import {
  newBuyer,
  pickVariants,
  removeOrderData,
  type TestBuyer,
  type TestVariant,
  waitFor,
} from './orders-support';
import { buyerHeaders, postMultipart, requestBespoke, sketchPng } from './bespoke-support';
import { system } from './state';

jest.setTimeout(120_000);

const { api, database, mailDir } = system();
const users: string[] = [];
const appros: string[] = [];
const bespoke: string[] = [];
const reportOrders: string[] = [];
const stock: Array<{ variantId: string; onHand: number }> = [];
let admin: Api;
let buyer: TestBuyer;

interface Stock {
  on_hand: number;
  reserved: number;
  available: number;
}
interface Appro {
  _id: string;
  appro_number: string;
  status: string;
  overdue: boolean;
  reminded_due_at: string | null;
  lines: Array<{ _id: string; quantity_outstanding: number }>;
}

function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

async function stockOf(variant: TestVariant): Promise<Stock> {
  return (await admin.get<{ data: Stock }>(`/api/admin/inventory/${variant.id}`)).body.data;
}

/** Gives the variant a known stock to lend from (put back as it was after the suite). */
async function holdStock(variant: TestVariant, onHand: number): Promise<void> {
  const before = await stockOf(variant);
  stock.push({ variantId: variant.id, onHand: before.on_hand });
  const set = await admin.put(`/api/admin/inventory/${variant.id}`, { onHand });
  expect(set.status).toBe(200);
}

async function createAppro(lines: Array<{ variantId: string; quantity: number }>, dueDate: string) {
  const created = await admin.post<{ data: Appro }>('/api/admin/appros', {
    customerId: DEMO_CUSTOMER_IDS.goldsmiths,
    lines,
    dueDate,
  });
  if (created.status === 200) appros.push(created.body.data._id);
  return created;
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
  buyer = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
  users.push(buyer.userId);
});

afterAll(async () => {
  await sql(database, 'delete from orders.invoices where appro_id = any($1::uuid[])', [appros]);
  // Settle what the suite left out, so the stock it reserved is released before the stock is put back.
  await sql(
    database,
    `update orders.inventory i set reserved = i.reserved - h.held
       from (select variant_id, sum(stock_held)::int as held from orders.appro_lines
              where appro_id = any($1::uuid[]) group by variant_id) h
      where i.variant_id = h.variant_id`,
    [appros],
  );
  await sql(database, 'delete from orders.appros where id = any($1::uuid[])', [appros]);
  await sql(database, 'delete from orders.bespoke_orders where id = any($1::uuid[])', [bespoke]);
  for (const { variantId, onHand } of stock.reverse())
    await admin.put(`/api/admin/inventory/${variantId}`, { onHand });
  await removeOrderData(database, users);
  await sql(database, 'delete from admin.report_order_lines where order_id = any($1::uuid[])', [
    reportOrders,
  ]);
  await sql(database, 'delete from admin.report_orders where order_id = any($1::uuid[])', [reportOrders]);
});

describe('appro lifecycle: due dates, overdue, reminders and stock (issue 15, part 4)', () => {
  it('holds the stock out, shows an overdue appro, and mails its reminder once', async () => {
    const [a, b, c] = await pickVariants(database, 3, { offset: 140 });
    await holdStock(a, 5);
    await holdStock(b, 5);
    await holdStock(c, 5);

    const tooMany = await createAppro([{ variantId: a.id, quantity: 6 }], day(-2));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ errors: { 'lines.0.quantity': [expect.stringMatching(/5/)] } });

    const late = await createAppro(
      [
        { variantId: a.id, quantity: 2 },
        { variantId: b.id, quantity: 1 },
      ],
      day(-2),
    );
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ overdue: true, reminded_due_at: null });
    expect(await stockOf(a)).toMatchObject({ on_hand: 5, reserved: 2, available: 3 });

    // Overdue on the buyer's list and in the back office's overdue filter.
    const mine = await buyer.api.get<{ data: { rows: Appro[] } }>('/api/appros?limit=100');
    expect(mine.body.data.rows.find((r) => r._id === late.body.data._id)).toMatchObject({ overdue: true });
    const overdue = await admin.get<{ data: { rows: Appro[] } }>(
      '/api/admin/appros?status=overdue&limit=100',
    );
    expect(overdue.body.data.rows.map((r) => r._id)).toContain(late.body.data._id);
    expect(overdue.body.data.rows.every((r) => r.overdue)).toBe(true);

    const denied = await buyer.api.post('/api/admin/appros/reminders/run', {});
    expect(denied.status).toBe(403);

    const run = await admin.post<{ data: { raised: number } }>('/api/admin/appros/reminders/run', {});
    expect(run.status).toBe(200);
    expect(run.body.data.raised).toBeGreaterThanOrEqual(1);
    const subject = `Appro ${late.body.data.appro_number} is due back today`;
    const mail = await waitForMail(mailDir, buyer.email, subject);
    expect(mail.text).toContain(`/appros/${late.body.data._id}`);
    const reminded = await admin.get<{ data: Appro }>(`/api/admin/appros/${late.body.data._id}`);
    expect(reminded.body.data.reminded_due_at).not.toBeNull();

    // A second run raises nothing more for it; a later reminder arriving proves the run went through.
    await admin.post('/api/admin/appros/reminders/run', {});
    const soon = await createAppro([{ variantId: c.id, quantity: 1 }], day(2));
    expect(soon.status).toBe(200);
    await admin.post('/api/admin/appros/reminders/run', {});
    await waitForMail(
      mailDir,
      buyer.email,
      `Appro ${soon.body.data.appro_number} is due back on ${day(2).split('-').reverse().join('/')}`,
    );
    expect(
      readMails(mailDir).filter((m) => m.to.includes(buyer.email) && m.subject === subject),
    ).toHaveLength(1);
    const [events] = await sql<{ n: string }>(
      database,
      `select count(*) as n from orders.outbox where event = 'orders.appro.reminder-raised' and payload->>'approId' = $1`,
      [late.body.data._id],
    );
    expect(Number(events.n)).toBe(1);
    const again = await admin.get<{ data: Appro }>(`/api/admin/appros/${late.body.data._id}`);
    expect(again.body.data.reminded_due_at).toBe(reminded.body.data.reminded_due_at);
  });

  it('returns pieces to stock and invoices the kept ones, leaving the rest out', async () => {
    const [a, b] = await pickVariants(database, 2, { offset: 150 });
    await holdStock(a, 4);
    await holdStock(b, 4);
    const created = await createAppro(
      [
        { variantId: a.id, quantity: 3 },
        { variantId: b.id, quantity: 2 },
      ],
      day(10),
    );
    expect(created.body.data).toMatchObject({ overdue: false });
    const [first] = created.body.data.lines;
    const settled = await admin.post<{ data: Appro }>(`/api/admin/appros/${created.body.data._id}/returns`, {
      lines: [{ lineId: first._id, returned: 1, invoiced: 1 }],
    });
    expect(settled.status).toBe(200);
    expect(settled.body.data).toMatchObject({ status: 'partially_returned' });
    expect(settled.body.data.lines.map((l) => l.quantity_outstanding)).toEqual([1, 2]);
    // One back (available again), one kept (sold: gone from on hand), one still out (reserved).
    expect(await stockOf(a)).toMatchObject({ on_hand: 3, reserved: 1, available: 2 });
    expect(await stockOf(b)).toMatchObject({ on_hand: 4, reserved: 2, available: 2 });
    const invoices = await buyer.api.get<{
      data: { rows: Array<{ appro_id: string | null; net_total: number }> };
    }>('/api/invoices?limit=100');
    expect(invoices.body.data.rows.filter((i) => i.appro_id === created.body.data._id)).toEqual([
      expect.objectContaining({ net_total: Number(a.trade) }),
    ]);
    const bad = await admin.post(`/api/admin/appros/${created.body.data._id}/returns`, {
      lines: [{ lineId: first._id, returned: -1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { 'lines.0.returned': [expect.any(String)] } });
    expect(
      (await buyer.api.post(`/api/admin/appros/${created.body.data._id}/returns`, { lines: [] })).status,
    ).toBe(403);
  });
});

interface Bespoke {
  _id: string;
  reference_number: string;
  status: string;
  open_quote_id: string | null;
  line: { status: string; unit_price: number; metal: string } | null;
  order: { _id: string; order_number: string; status: number; status_label: string } | null;
  thread: Array<
    | { kind: 'message'; message: { from: string; body: string } }
    | { kind: 'quote'; quote: { _id: string; version: number; status: string; image_url: string | null } }
  >;
}

function multipart(
  path: string,
  token: string,
  fields: Record<string, string>,
  image: Buffer | null,
  headers: Record<string, string> = {},
) {
  return postMultipart<Bespoke>(api, path, token, fields, image, headers);
}

describe('bespoke enquiry to special order in one history (issue 15, part 5)', () => {
  it('quotes in versions, takes a decline and an acceptance, and keeps the thread', async () => {
    const png = await sketchPng();
    const request = await requestBespoke<Bespoke>(api, buyer, {
      description: 'Signet ring with the family crest',
      quantity: '2',
    });
    expect(request.status).toBe(200);
    const id = request.body.data._id;
    bespoke.push(id);
    const adminToken = (await api.loginAdmin()).token;
    const quotePath = `/api/admin/bespoke-orders/${id}/quotes`;

    const missing = await multipart(
      quotePath,
      adminToken,
      { metal: '18K yellow gold', deliveryDate: 'soon' },
      null,
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors ?? {}).sort()).toEqual(['deliveryDate', 'price']);

    const v1 = await multipart(
      quotePath,
      adminToken,
      { price: '950', metal: '9K gold', deliveryDate: day(30) },
      png,
    );
    expect(v1.status).toBe(200);
    const v1Id = v1.body.data.open_quote_id ?? '';
    const v2 = await multipart(
      quotePath,
      adminToken,
      { price: '1250.50', metal: '18K gold', deliveryDate: day(40), note: 'Hand engraved' },
      null,
    );
    const v2Id = v2.body.data.open_quote_id ?? '';
    expect(
      v2.body.data.thread
        .filter((e) => e.kind === 'quote')
        .map((e) => (e.kind === 'quote' ? e.quote.status : '')),
    ).toEqual(['superseded', 'open']);

    expect((await buyer.api.post(`/api/bespoke-orders/${id}/quotes/${v1Id}/accept`, {})).status).toBe(409);
    const sketch = await fetch(`${api.baseUrl}/api/bespoke-orders/${id}/quotes/${v1Id}/image`, {
      headers: { 'x-tenant': 'demo', 'x-access-token': buyer.token, ...buyerHeaders(buyer) },
    });
    expect([sketch.status, sketch.headers.get('content-type')]).toEqual([200, 'image/png']);

    const asked = await buyer.api.post<{ data: Bespoke }>(`/api/bespoke-orders/${id}/messages`, {
      body: 'Could it be in 9K at the second design?',
    });
    expect(asked.status).toBe(200);
    const empty = await buyer.api.post(`/api/bespoke-orders/${id}/messages`, { body: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errors: { body: [expect.any(String)] } });
    const declined = await buyer.api.post<{ data: Bespoke }>(
      `/api/bespoke-orders/${id}/quotes/${v2Id}/decline`,
      {},
    );
    expect(declined.body.data).toMatchObject({ open_quote_id: null, line: null });
    await admin.post(`/api/admin/bespoke-orders/${id}/messages`, { body: 'Yes: here is the new quote.' });
    const v3 = await multipart(
      quotePath,
      adminToken,
      { price: '1100', metal: '9K gold', deliveryDate: day(35) },
      null,
    );
    const v3Id = v3.body.data.open_quote_id ?? '';

    const accepted = await buyer.api.post<{ data: Bespoke }>(
      `/api/bespoke-orders/${id}/quotes/${v3Id}/accept`,
      {},
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.line).toMatchObject({ status: 'ordered', unit_price: 1100, metal: '9K gold' });
    expect(accepted.body.data.status).toBe('in_production');
    expect((await buyer.api.post(`/api/bespoke-orders/${id}/quotes/${v3Id}/decline`, {})).status).toBe(409);
    expect(
      (await multipart(quotePath, adminToken, { price: '1', metal: 'x', deliveryDate: day(5) }, null)).status,
    ).toBe(409);

    const progressed = await admin.put<{ data: Bespoke }>(`/api/admin/bespoke-orders/${id}/line-status`, {
      status: 'in_production',
    });
    expect(progressed.body.data.line).toMatchObject({ status: 'in_production' });
    const wrong = await admin.put(`/api/admin/bespoke-orders/${id}/line-status`, { status: 'shipped' });
    expect(wrong.body).toMatchObject({ errors: { status: [expect.any(String)] } });

    const history = await buyer.api.get<{ data: Bespoke }>(`/api/bespoke-orders/${id}`);
    expect(
      history.body.data.thread.map((e) =>
        e.kind === 'quote' ? `quote ${e.quote.version} ${e.quote.status}` : `message ${e.message.from}`,
      ),
    ).toEqual([
      'quote 1 superseded',
      'quote 2 declined',
      'message customer',
      'message staff',
      'quote 3 accepted',
    ]);

    // Not the stranger's; not the buyer's to quote.
    const stranger = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.northernLights);
    users.push(stranger.userId);
    expect((await stranger.api.post(`/api/bespoke-orders/${id}/messages`, { body: 'hello' })).status).toBe(
      404,
    );
    expect((await buyer.api.post(`/api/admin/bespoke-orders/${id}/messages`, { body: 'hello' })).status).toBe(
      403,
    );
  });

  it('accepting places a special order in the order history, published once, in one transaction', async () => {
    const request = await requestBespoke<Bespoke>(
      api,
      buyer,
      {
        description: 'Eternity band, channel set, to match the sketch',
        quantity: '2',
        karat: '18K',
        size: 'M',
      },
      await sketchPng('#a08040'),
    );
    expect(request.status).toBe(200);
    const id = request.body.data._id;
    bespoke.push(id);
    const adminToken = (await api.loginAdmin()).token;
    const quotePath = `/api/admin/bespoke-orders/${id}/quotes`;
    const quote = async (price: string) => {
      const quoted = await multipart(
        quotePath,
        adminToken,
        { price, metal: '18K white gold', deliveryDate: day(45) },
        null,
      );
      expect(quoted.status).toBe(200);
      return quoted.body.data.open_quote_id ?? '';
    };
    const ordersOfRequest = async () =>
      Number(
        (
          await sql<{ n: string }>(
            database,
            'select count(*) as n from orders.orders where bespoke_id = $1',
            [id],
          )
        )[0].n,
      );

    // A superseded and a declined quote are refused by name and reason, in the buyer's language.
    const v1 = await quote('900');
    const v2 = await quote('1234.56');
    const superseded = await buyer.api.post(`/api/bespoke-orders/${id}/quotes/${v1}/accept`, {});
    expect(superseded.status).toBe(409);
    expect(superseded.body).toMatchObject({
      code: 'ORDERS_ACTION_NOT_ALLOWED',
      message: 'Quote 1 was replaced by a newer quote: answer the newest one.',
      errors: { quoteId: ['Quote 1 was replaced by a newer quote: answer the newest one.'] },
    });
    expect((await buyer.api.post(`/api/bespoke-orders/${id}/quotes/${v2}/decline`, {})).status).toBe(200);
    const declined = await buyer.api
      .with({ 'x-language-code': 'de' })
      .post(`/api/bespoke-orders/${id}/quotes/${v2}/accept`, {});
    expect(declined.status).toBe(409);
    expect(JSON.stringify(declined.body)).toMatch(/Angebot 2 wurde abgelehnt/);
    expect(await ordersOfRequest()).toBe(0);

    // An unknown address names the field and writes nothing: the quote stays open.
    const v3 = await quote('1100');
    const badAddress = await buyer.api.post(`/api/bespoke-orders/${id}/quotes/${v3}/accept`, {
      shippingAddressId: 'elsewhere',
    });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body).toMatchObject({ errors: { shippingAddressId: [expect.any(String)] } });
    expect(await ordersOfRequest()).toBe(0);
    expect(
      (await buyer.api.get<{ data: Bespoke }>(`/api/bespoke-orders/${id}`)).body.data.open_quote_id,
    ).toBe(v3);

    const key = `bespoke-${randomUUID()}`;
    const accept = () =>
      buyer.api.request<{ data: Bespoke; message: string }>(
        'POST',
        `/api/bespoke-orders/${id}/quotes/${v3}/accept`,
        {
          json: { shippingAddressId: 'primary', shippingOption: 'express' },
          headers: { 'idempotency-key': key },
        },
      );
    const accepted = await accept();
    expect(accepted.status).toBe(200);
    const order = accepted.body.data.order;
    expect(order).toMatchObject({ order_number: expect.stringMatching(/^AT\d{5,}$/), status: 1 });
    expect(accepted.body.message).toBe(
      `You accepted the quote: it is now special order ${order?.order_number}.`,
    );
    const orderId = order?._id ?? '';
    reportOrders.push(orderId);
    // The same key again answers as the first time; without it, a second accept is refused and names the order.
    const replay = await accept();
    expect([replay.status, replay.body.data.order?._id]).toEqual([200, orderId]);
    const twice = await buyer.api.post(`/api/bespoke-orders/${id}/quotes/${v3}/accept`, {});
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      errors: {
        quoteId: [
          `Quote 3 can no longer be answered: this request's quote is already accepted, as order ${order?.order_number}.`,
        ],
      },
    });
    expect(await ordersOfRequest()).toBe(1);

    // In the buyer's order history with its number, SE number, VAT, the chosen delivery and the address.
    const history = await buyer.api.get<{ data: { rows: Array<{ _id: string; order_type: string }> } }>(
      '/api/orders/order-history?type=special',
    );
    expect(history.body.data.rows.find((r) => r._id === orderId)).toMatchObject({ order_type: 'special' });
    const options = await buyer.api.get<{
      data: {
        shipping_addresses: Array<{ _id: string; address_field1: string }>;
        vat_rate_percent: number;
        is_vat_applicable: boolean;
      };
    }>('/api/orders/checkout-options');
    const rate = options.body.data.is_vat_applicable ? options.body.data.vat_rate_percent : 0;
    const detail = await buyer.api.get<{
      data: {
        order_number: string;
        se_order_number: string | null;
        order_type: string;
        status: number;
        net_total: number;
        carriage: number;
        total_vat: number;
        grand_total: number;
        shipping_address: { _id: string; address_field1: string };
        shipping_option: { code: string };
        actions: string[];
        bespoke: { _id: string; reference_number: string; quote_version: number; line_status: string };
        lines: Array<{
          variant_id: string | null;
          design_number: string;
          design_name: string;
          description: string;
          metal: string;
          karat: string;
          size: string;
          order_type: string;
          quantity: number;
          net_unit_price: number;
          delivery: string;
        }>;
        history: Array<{ note: string | null }>;
      };
    }>(`/api/orders/${orderId}`);
    expect(detail.status).toBe(200);
    const placed = detail.body.data;
    expect(placed).toMatchObject({
      order_number: order?.order_number,
      se_order_number: expect.stringMatching(/^SE\d+/),
      order_type: 'special',
      status: 1,
      net_total: 2200,
      carriage: 20,
      shipping_option: { code: 'express' },
      shipping_address: options.body.data.shipping_addresses[0],
      bespoke: {
        _id: id,
        reference_number: request.body.data.reference_number,
        quote_version: 3,
        line_status: 'ordered',
      },
    });
    expect(placed.total_vat).toBeCloseTo(((2200 + 20) * rate) / 100, 2);
    expect(placed.grand_total).toBeCloseTo(2220 + placed.total_vat, 2);
    expect(placed.actions).not.toContain('reorder');
    expect(placed.lines).toEqual([
      expect.objectContaining({
        variant_id: null,
        design_number: request.body.data.reference_number,
        design_name: 'Eternity band, channel set, to match the sketch',
        metal: '18K white gold',
        karat: '18K',
        size: 'M',
        order_type: 'special',
        quantity: 2,
        net_unit_price: 1100,
      }),
    ]);
    expect(placed.history[0]?.note).toMatch(/quote 3 accepted/);
    // The back office sees it in its orders too.
    const backOffice = await admin.get<{ data: { rows: Array<{ _id: string }> } }>(
      `/api/admin/orders?search=${encodeURIComponent(order?.order_number ?? '')}`,
    );
    expect(backOffice.body.data.rows.map((r) => r._id)).toContain(orderId);

    // One OrderPlaced event; the orders consumer, the reporting read model and the Sellease export take it.
    const [events] = await sql<{ n: string }>(
      database,
      `select count(*) as n from orders.outbox where event = 'orders.order.placed' and payload->>'orderId' = $1`,
      [orderId],
    );
    expect(Number(events.n)).toBe(1);
    await waitFor(async () => {
      const [row] = await sql<{ handled: number }>(
        database,
        'select placed_event_handled as handled from orders.orders where id = $1',
        [orderId],
      );
      return row.handled === 1;
    });
    const reported = await waitFor(async () => {
      const rows = await sql<{
        category: string;
        design_number: string;
        pieces: number;
        net_pence: string;
        design_id: string | null;
      }>(
        database,
        'select category, design_number, pieces, net_pence::text as net_pence, design_id from admin.report_order_lines where order_id = $1',
        [orderId],
      );
      return rows.length > 0 ? rows : null;
    });
    expect(reported).toEqual([
      {
        category: 'Bespoke',
        design_number: request.body.data.reference_number,
        pieces: 2,
        net_pence: '220000',
        design_id: null,
      },
    ]);
    const sent = await waitFor(async () => {
      const rows = await sql<{
        body: { orderNumber: string; orderType: string; lines: Array<Record<string, unknown>> };
      }>(database, `select payload->'body' as body from sync.outbox where payload->'body'->>'orderId' = $1`, [
        orderId,
      ]);
      return rows.length > 0 ? rows : null;
    });
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      orderNumber: order?.order_number,
      orderType: 'special',
      lines: [
        {
          sku: null,
          designNumber: request.body.data.reference_number,
          quantity: 2,
          orderType: 'special',
          netTotal: 2200,
        },
      ],
    });

    // The line's status from the back office shows on the thread and the order; cancelled, the order is too.
    const produced = await admin.put<{ data: Bespoke }>(`/api/admin/bespoke-orders/${id}/line-status`, {
      status: 'in_production',
    });
    expect(produced.body.data.line).toMatchObject({ status: 'in_production' });
    const onOrder = await buyer.api.get<{
      data: { bespoke: { line_status: string; line_status_label: string } };
    }>(`/api/orders/${orderId}`);
    expect(onOrder.body.data.bespoke).toMatchObject({
      line_status: 'in_production',
      line_status_label: 'In production',
    });
    const cancelled = await admin.put<{ data: Bespoke }>(`/api/admin/bespoke-orders/${id}/line-status`, {
      status: 'cancelled',
    });
    expect(cancelled.body.data.order).toMatchObject({ _id: orderId, status: 0, status_label: 'Cancelled' });
    const adminOrder = await admin.get<{
      data: { status: number; grand_total: number; bespoke: { line_status: string } };
    }>(`/api/admin/orders/${orderId}`);
    expect(adminOrder.body.data).toMatchObject({
      status: 0,
      grand_total: 0,
      bespoke: { line_status: 'cancelled' },
    });
    const revived = await admin.put(`/api/admin/bespoke-orders/${id}/line-status`, { status: 'ordered' });
    expect(revived.status).toBe(409);
    expect(revived.body).toMatchObject({ errors: { status: [expect.stringMatching(/cancelled/)] } });
  });
});
