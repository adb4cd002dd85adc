import { DEMO_CUSTOMER_IDS } from '@atelier/contracts/common';
import { connect } from 'amqplib';
import { sql } from '../support/accounts';
import type { Api } from '../support/api';
import { LOCAL } from '../support/system';
import {
  addToCart,
  newBuyer,
  pickVariants,
  placeOrder,
  removeOrderData,
  restoreVariants,
  setStock,
  snapshotVariants,
  type TestBuyer,
  waitFor,
} from './orders-support';
import { system } from './state';

jest.setTimeout(180_000);

const { api, database, amqpPrefix } = system();
const users: string[] = [];
let admin: Api;
let buyer: TestBuyer;
let snapshot: Awaited<ReturnType<typeof snapshotVariants>>;
const orderIds: string[] = [];

interface SalesTotals {
  orders: number;
  lines: number;
  pieces: number;
  netPence: number;
}

async function reportLines(orderId: string): Promise<number> {
  const [row] = await sql<{ n: string }>(
    database,
    'select count(*) as n from admin.report_order_lines where order_id = $1',
    [orderId],
  );
  return Number(row.n);
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
  const variants = await pickVariants(database, 2, { offset: 90 });
  snapshot = await snapshotVariants(
    database,
    variants.map((v) => v.id),
  );
  for (const v of variants) await setStock(admin, v.id, 50);
  buyer = await newBuyer(api, admin, DEMO_CUSTOMER_IDS.goldsmiths);
  users.push(buyer.userId);
  for (const [i, v] of variants.entries()) {
    expect((await addToCart(buyer, { variantId: v.id, quantity: i + 2 })).status).toBe(200);
    const placed = await placeOrder(buyer);
    expect(placed.status).toBe(200);
    orderIds.push(placed.body.data.order_id);
  }
  for (const id of orderIds) await waitFor(async () => (await reportLines(id)) > 0);
});

afterAll(async () => {
  await sql(database, 'delete from admin.report_order_lines where order_id = any($1::uuid[])', [orderIds]);
  await sql(database, 'delete from admin.report_orders where order_id = any($1::uuid[])', [orderIds]);
  await removeOrderData(database, users);
  await restoreVariants(database, snapshot);
});

describe('reporting read model', () => {
  it("reconciles the sales data's totals with the orders placed", async () => {
    const orders = await sql<{ id: string; net: string; pieces: string; lines: string }>(
      database,
      `select o.id, sum(l.unit_pence * (l.quantity - l.canceled_qty))::text as net,
              sum(l.quantity - l.canceled_qty)::text as pieces, count(*)::text as lines
         from orders.orders o join orders.order_lines l on l.order_id = o.id
        where o.user_id = $1 group by o.id`,
      [buyer.userId],
    );
    const today = new Date().toISOString().slice(0, 10);
    const { status, body } = await admin.get<{
      data: { totals: SalesTotals; rows: Array<{ orderId: string }> };
    }>(
      `/api/admin/reports/sales?customerId=${DEMO_CUSTOMER_IDS.goldsmiths}&from=${today}&to=${today}&limit=500`,
    );
    expect(status).toBe(200);
    const mine = body.data.rows.filter((r) => orderIds.includes(r.orderId));
    expect(mine.length).toBe(orders.reduce((n, o) => n + Number(o.lines), 0));
    const [model] = await sql<{ net: string; pieces: string; n: string }>(
      database,
      `select sum(net_pence)::text as net, sum(pieces)::text as pieces, count(*)::text as n
         from admin.report_orders where order_id = any($1::uuid[])`,
      [orderIds],
    );
    expect(Number(model.n)).toBe(orderIds.length);
    expect(Number(model.net)).toBe(orders.reduce((n, o) => n + Number(o.net), 0));
    expect(Number(model.pieces)).toBe(orders.reduce((n, o) => n + Number(o.pieces), 0));
    expect(body.data.totals.netPence).toBeGreaterThanOrEqual(Number(model.net));

    const dashboard = await admin.get<{ data: { periods: Array<{ period: string; current: SalesTotals }> } }>(
      '/api/admin/dashboard',
    );
    expect(dashboard.status).toBe(200);
    const todayFigures = dashboard.body.data.periods.find((p) => p.period === 'today');
    expect(todayFigures?.current.netPence).toBeGreaterThanOrEqual(Number(model.net));
  });

  it('counts an order placed event delivered twice (same message id) once', async () => {
    const [event] = await sql<{ message_id: string; ctx: object; payload: object }>(
      database,
      `select message_id, ctx, payload from orders.outbox where event = 'orders.order.placed' and payload->>'orderId' = $1`,
      [orderIds[0]],
    );
    const before = await sql<{ net_pence: string }>(
      database,
      'select net_pence from admin.report_orders where order_id = $1',
      [orderIds[0]],
    );
    const connection = await connect(LOCAL.amqp);
    try {
      const channel = await connection.createConfirmChannel();
      const envelope = { ctx: event.ctx, payload: event.payload, messageId: event.message_id };
      channel.publish(`${amqpPrefix}.events`, 'orders.order.placed', Buffer.from(JSON.stringify(envelope)), {
        persistent: true,
        messageId: event.message_id,
        type: 'event',
        contentType: 'application/json',
        headers: { 'x-pattern': 'orders.order.placed' },
      });
      await channel.waitForConfirms();
    } finally {
      await connection.close();
    }
    // Seen by the admin consumer (its ledger row was already there), with nothing counted again.
    await waitFor(async () => {
      const [queue] = await sql<{ n: string }>(
        database,
        `select count(*) as n from admin.processed_messages where consumer = 'admin.reports' and message_id = $1`,
        [event.message_id],
      );
      return Number(queue.n) === 1;
    });
    await waitFor(async () => {
      const connectionCheck = await connect(LOCAL.amqp);
      try {
        const channel = await connectionCheck.createChannel();
        const { messageCount } = await channel.checkQueue(`${amqpPrefix}.admin`);
        return messageCount === 0;
      } finally {
        await connectionCheck.close();
      }
    });
    const after = await sql<{ net_pence: string }>(
      database,
      'select net_pence from admin.report_orders where order_id = $1',
      [orderIds[0]],
    );
    expect(after).toEqual(before);
    expect(await reportLines(orderIds[0])).toBe(Number((event.payload as { lines: unknown[] }).lines.length));
  });

  it('rebuilds from the orders service to the same figures', async () => {
    const figures = async () =>
      sql<{ order_id: string; net_pence: string; pieces: number; lines: number }>(
        database,
        'select order_id, net_pence, pieces, lines from admin.report_orders where order_id = any($1::uuid[]) order by order_id',
        [orderIds],
      );
    const before = await figures();
    const { status, body } = await admin.post<{ data: { orders: number } }>('/api/admin/reports/rebuild', {});
    expect(status).toBe(200);
    expect(body.data.orders).toBeGreaterThanOrEqual(orderIds.length);
    expect(await figures()).toEqual(before);
  });

  it('refuses buyers and admins without the permission (403)', async () => {
    for (const path of [
      '/api/admin/dashboard',
      '/api/admin/reports/sales',
      '/api/admin/reports/sales/export?format=csv',
    ]) {
      expect((await buyer.api.get(path)).status).toBe(403);
    }
  });

  it('exports the filtered sales data as CSV', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { status, body: text } = await admin.get<string>(
      `/api/admin/reports/sales/export?format=csv&customerId=${DEMO_CUSTOMER_IDS.goldsmiths}&from=${today}&to=${today}`,
    );
    expect(status).toBe(200);
    const lines = text.trim().split('\n');
    expect(lines[0]).toContain('Order');
    expect(lines.length).toBeGreaterThan(1);
  });
});
