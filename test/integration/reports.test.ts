import { DEMO_CUSTOMER_IDS, DEMO_TENANT, DEMO_USERS } from '@atelier/contracts/common';
import { connect } from 'amqplib';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { type Applicant, register, removeApplicants, sql } from '../support/accounts';
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

const { api, database, amqpPrefix, baseUrl } = system();
const users: string[] = [];
let admin: Api;
let adminToken: string;
let buyer: TestBuyer;
let applicant: Applicant;
let snapshot: Awaited<ReturnType<typeof snapshotVariants>>;
const orderIds: string[] = [];

interface SeededOrder extends Record<string, unknown> {
  order_id: string;
  pieces: string;
  net: string;
}
let seeded: SeededOrder[] = [];
let seededInModel: SeededOrder[] = [];
let monthBeforeRebuild: Period;

interface Figures {
  orders: number;
  orderLines: number;
  pieces: number;
  netPence: number;
  specialOrderShare: number;
  averageOrderPence: number;
}

interface Period {
  period: string;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  current: Figures;
  previous: Figures;
}

interface SalesRowView {
  orderId: string;
  orderNumber: string;
  lineNumber: number;
  placedAt: string;
  customerId: string;
  customerName: string;
  orderType: string;
  designNumber: string;
  designName: string;
  category: string;
  metal: string;
  karat: string;
  pieces: number;
  canceledPieces: number;
  unitPence: number;
  netPence: number;
}

interface SalesView {
  rows: SalesRowView[];
  count: number;
  totals: { orders: number; lines: number; pieces: number; netPence: number };
}

/**
 * The demo tenant's order lines as the orders service holds them, with the category the catalogue
 * gives their design: what every expectation below is summed from.
 */
const LINES = `
  select o.id as order_id, o.customer_id, o.placed_at, l.line_number, l.order_type, l.design_number,
         coalesce(i.name, '') as category, coalesce(l.metal, '') as metal, coalesce(l.karat, '') as karat,
         l.unit_pence::bigint as unit_pence, l.canceled_qty,
         greatest(l.quantity - l.canceled_qty, 0) as pieces,
         l.unit_pence::bigint * greatest(l.quantity - l.canceled_qty, 0) as net
    from orders.orders o
    join orders.order_lines l on l.order_id = o.id
    left join catalogue.variants v on v.id = l.variant_id
    left join catalogue.designs d on d.id = v.design_id
    left join catalogue.items i on i.id = d.item_id
   where o.tenant_id = '${DEMO_TENANT.id}'`;

/** What the dashboard shows for [from, to), summed over the orders tables. */
async function expectedFigures(from: string, to: string): Promise<Figures> {
  const [row] = await sql<{ orders: string; lines: string; pieces: string; net: string; special: string }>(
    database,
    `with l as (${LINES} and o.placed_at >= $1 and o.placed_at < $2)
     select count(distinct order_id) filter (where pieces > 0) as orders,
            count(*) filter (where pieces > 0) as lines, coalesce(sum(pieces), 0) as pieces,
            coalesce(sum(net), 0) as net, coalesce(sum(net) filter (where order_type = 'special'), 0) as special
       from l`,
    [from, to],
  );
  const orders = Number(row.orders);
  const net = Number(row.net);
  return {
    orders,
    orderLines: Number(row.lines),
    pieces: Number(row.pieces),
    netPence: net,
    specialOrderShare: net > 0 ? Number(row.special) / net : 0,
    averageOrderPence: orders > 0 ? Math.round(net / orders) : 0,
  };
}

/** A line of a test order, by its number in the order. */
async function lineId(orderId: string, lineNumber: number): Promise<string> {
  const [row] = await sql<{ id: string }>(
    database,
    'select id from orders.order_lines where order_id = $1 and line_number = $2',
    [orderId, lineNumber],
  );
  return row.id;
}

async function reportLines(orderId: string): Promise<number> {
  const [row] = await sql<{ n: string }>(
    database,
    'select count(*) as n from admin.report_order_lines where order_id = $1',
    [orderId],
  );
  return Number(row.n);
}

/** The read model has caught up with every cancellation the orders service holds for the order. */
async function reportCaughtUp(orderId: string): Promise<boolean> {
  const [row] = await sql<{ behind: string }>(
    database,
    `select count(*) as behind from orders.order_lines l
       left join admin.report_order_lines r on r.order_id = l.order_id and r.line_number = l.line_number
      where l.order_id = $1 and (r.order_id is null or r.canceled_qty <> l.canceled_qty)`,
    [orderId],
  );
  return Number(row.behind) === 0 && (await reportLines(orderId)) > 0;
}

async function download(path: string): Promise<{ status: number; bytes: Buffer; type: string }> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { 'x-tenant': 'demo', 'x-access-token': adminToken },
  });
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? '',
  };
}

/** A CSV line split into its cells (the fields quoted when they hold a comma or a quote). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  const pattern = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    const raw = match[1];
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (match[2] === '') break;
  }
  return cells;
}

beforeAll(async () => {
  const login = await api.loginAdmin();
  admin = login.api;
  adminToken = login.token;
  // The demo's trading history is seeded in the background after start (written without events);
  // the admin service completes its read model from the orders calls. Taken before the rebuild below.
  await waitFor(async () => {
    const [marker] = await sql(
      database,
      `select 1 from orders.counters where tenant_id = $1 and name = 'demo-history'`,
      [DEMO_TENANT.id],
    );
    return marker !== undefined;
  }, 150_000);
  seeded = await sql<SeededOrder>(
    database,
    `select order_id, sum(pieces)::text as pieces, sum(net)::text as net
       from (${LINES} and o.user_id = $1) l group by order_id order by order_id`,
    [DEMO_USERS.buyer.id],
  );
  const modelOf = () =>
    sql<SeededOrder>(
      database,
      `select order_id, pieces::text as pieces, net_pence::text as net from admin.report_orders
        where order_id = any($1::uuid[]) order by order_id`,
      [seeded.map((o) => o.order_id)],
    );
  seededInModel = await waitFor(async () => {
    const rows = await modelOf();
    return rows.length === seeded.length ? rows : null;
  }, 60_000);
  const dashboard = await admin.get<{ data: { periods: Period[] } }>('/api/admin/dashboard');
  monthBeforeRebuild = dashboard.body.data.periods.find((p) => p.period === 'month') as Period;

  // Rows left behind by suites that delete their orders straight from the database go next, so the
  // figures below are compared with exactly what the orders service holds.
  expect((await admin.post('/api/admin/reports/rebuild', {})).status).toBe(200);

  // A customer of the test's own: its sales data covers the test's orders and nothing else.
  applicant = await register(api, database, {
    companyName: `Report, "Figures" ${randomBytes(3).toString('hex')}`,
  });
  const approved = await admin.post(`/api/customers/${applicant.customerId}/approve`, {
    markup: 2.5,
    isVatApplicable: true,
  });
  expect(approved.status).toBe(200);
  buyer = await newBuyer(api, admin, applicant.customerId);
  users.push(buyer.userId);

  const variants = await pickVariants(database, 3, { offset: 90 });
  snapshot = await snapshotVariants(
    database,
    variants.map((v) => v.id),
  );
  for (const v of variants) await setStock(admin, v.id, 50);
  const place = async (lines: Array<{ variantId: string; quantity: number; orderType?: string }>) => {
    for (const line of lines) expect((await addToCart(buyer, line)).status).toBe(200);
    const placed = await placeOrder(buyer);
    expect(placed.status).toBe(200);
    orderIds.push(placed.body.data.order_id);
    return placed.body.data.order_id;
  };
  const mixed = await place([
    { variantId: variants[0].id, quantity: 3 },
    { variantId: variants[1].id, quantity: 2, orderType: 'special' },
  ]);
  await place([{ variantId: variants[2].id, quantity: 2 }]);
  const cancelled = await place([{ variantId: variants[1].id, quantity: 1 }]);
  // One piece of a line, and a whole order: both must leave the figures.
  const partly = await admin.post(`/api/admin/orders/${mixed}/cancel-lines`, {
    lines: [{ lineId: await lineId(mixed, 1), quantity: 1 }],
  });
  expect(partly.status).toBe(200);
  const whole = await admin.post(`/api/admin/orders/${cancelled}/cancel-lines`, {
    lines: [{ lineId: await lineId(cancelled, 1), quantity: 1 }],
  });
  expect(whole.status).toBe(200);
  for (const id of orderIds) await waitFor(() => reportCaughtUp(id));
});

afterAll(async () => {
  await sql(database, 'delete from admin.report_order_lines where order_id = any($1::uuid[])', [orderIds]);
  await sql(database, 'delete from admin.report_orders where order_id = any($1::uuid[])', [orderIds]);
  if (applicant) {
    await sql(database, 'delete from admin.report_customers where customer_id = $1', [applicant.customerId]);
  }
  await removeOrderData(database, users);
  if (applicant) await removeApplicants(database, [applicant]);
  await restoreVariants(database, snapshot);
});

describe('reporting read model', () => {
  it("holds the demo's seeded trading history without a rebuild, so this month's figures are not empty", async () => {
    expect(seeded.length).toBeGreaterThan(60);
    expect(seededInModel).toEqual(seeded);
    const [spread] = await sql<{
      customers: string;
      categories: string;
      metals: string;
      types: string;
      months: string;
    }>(
      database,
      `select count(distinct customer_id) as customers, count(distinct category) as categories,
              count(distinct metal) as metals, count(distinct order_type) as types,
              count(distinct date_trunc('month', placed_at)) as months
         from admin.report_order_lines where customer_id = any($1::uuid[])`,
      [Object.values(DEMO_CUSTOMER_IDS)],
    );
    expect(Number(spread.customers)).toBe(3);
    expect(Number(spread.categories)).toBeGreaterThan(1);
    expect(Number(spread.metals)).toBeGreaterThan(1);
    expect(Number(spread.types)).toBe(2);
    expect(Number(spread.months)).toBeGreaterThanOrEqual(4);

    const month = monthBeforeRebuild;
    expect(month.current.netPence).toBeGreaterThan(0);
    expect(month.current.orders).toBeGreaterThan(0);
    // Equal to the sums over the orders tables: the next test, for every period, after the rebuild
    // that drops what other suites deleted behind the services' backs.
  });

  it('gives every dashboard figure equal to the sum over the orders of its period', async () => {
    const { status, body } = await admin.get<{ data: { periods: Period[] } }>('/api/admin/dashboard');
    expect(status).toBe(200);
    expect(body.data.periods.map((p) => p.period)).toEqual(['today', 'week', 'month']);
    for (const p of body.data.periods) {
      expect([p.period, p.current]).toEqual([
        p.period,
        expect.objectContaining(await expectedFigures(p.from, p.to)),
      ]);
      expect([p.period, p.previous]).toEqual([
        p.period,
        expect.objectContaining(await expectedFigures(p.previousFrom, p.previousTo)),
      ]);
    }
    // The test's own orders are in today's figures: the part-cancelled and the whole one included.
    const today = body.data.periods[0];
    expect(today.current.orders).toBeGreaterThanOrEqual(2);
  });

  it('gives chart series equal to the sums over the orders of the range', async () => {
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10);
    const { status, body } = await admin.get<{
      data: {
        from: string;
        to: string;
        salesPerDay: Array<{ day: string; orders: number; pieces: number; netPence: number }>;
        perCategory: Array<{ category: string; pieces: number; netPence: number }>;
        perMetalKarat: Array<{ metal: string; karat: string; pieces: number; netPence: number }>;
        topCustomers: Array<{ customerId: string; orders: number; netPence: number }>;
      };
    }>(`/api/admin/dashboard/series?from=${from}&to=${to}`);
    expect(status).toBe(200);
    const range = `with l as (${LINES} and o.placed_at >= $1 and o.placed_at < $2)`;
    const args = [body.data.from, body.data.to];
    const perDay = await sql<{ day: string; orders: string; pieces: string; net: string }>(
      database,
      `${range} select to_char(placed_at at time zone 'UTC', 'YYYY-MM-DD') as day,
              count(distinct order_id) filter (where pieces > 0) as orders, sum(pieces) as pieces, sum(net) as net
         from l group by 1 order by 1`,
      args,
    );
    expect(body.data.salesPerDay).toEqual(
      perDay.map((r) => ({
        day: r.day,
        orders: Number(r.orders),
        pieces: Number(r.pieces),
        netPence: Number(r.net),
      })),
    );
    const perCategory = await sql<{ category: string; pieces: string; net: string }>(
      database,
      `${range} select category, sum(pieces) as pieces, sum(net) as net from l group by 1`,
      args,
    );
    expect(new Map(body.data.perCategory.map((c) => [c.category, c]))).toEqual(
      new Map(
        perCategory.map((r) => [
          r.category,
          { category: r.category, pieces: Number(r.pieces), netPence: Number(r.net) },
        ]),
      ),
    );
    const perMetal = await sql<{ metal: string; karat: string; pieces: string; net: string }>(
      database,
      `${range} select metal, karat, sum(pieces) as pieces, sum(net) as net from l group by 1, 2`,
      args,
    );
    const key = (m: { metal: string; karat: string }) => `${m.metal}/${m.karat}`;
    expect(new Map(body.data.perMetalKarat.map((m) => [key(m), m]))).toEqual(
      new Map(
        perMetal.map((r) => [
          key(r),
          { metal: r.metal, karat: r.karat, pieces: Number(r.pieces), netPence: Number(r.net) },
        ]),
      ),
    );
    const total = perDay.reduce((n, r) => n + Number(r.net), 0);
    expect(total).toBeGreaterThan(0);
    expect(body.data.perCategory.reduce((n, c) => n + c.netPence, 0)).toBe(total);
    expect(body.data.perMetalKarat.reduce((n, c) => n + c.netPence, 0)).toBe(total);
  });

  it("gives the sales data of the test's customer equal to its order lines, row by row and in total", async () => {
    const { status, body } = await admin.get<{ data: SalesView }>(
      `/api/admin/reports/sales?customerId=${applicant.customerId}&limit=500&sort=orderNumber&direction=asc`,
    );
    expect(status).toBe(200);
    const expected = await sql<{
      order_id: string;
      line_number: number;
      order_type: string;
      design_number: string;
      category: string;
      metal: string;
      karat: string;
      unit_pence: string;
      canceled_qty: number;
      pieces: number;
      net: string;
    }>(database, `${LINES} and o.customer_id = $1 order by o.order_number, l.line_number`, [
      applicant.customerId,
    ]);
    expect(expected.length).toBe(4);
    // Every column the orders service holds too (the order number and date are formatted for display).
    const compared = body.data.rows.map((r) => ({
      orderId: r.orderId,
      lineNumber: r.lineNumber,
      customerId: r.customerId,
      customerName: r.customerName,
      orderType: r.orderType,
      designNumber: r.designNumber,
      category: r.category,
      metal: r.metal,
      karat: r.karat,
      pieces: r.pieces,
      canceledPieces: r.canceledPieces,
      unitPence: r.unitPence,
      netPence: r.netPence,
    }));
    expect(compared).toEqual(
      expected.map((e) => ({
        orderId: e.order_id,
        lineNumber: e.line_number,
        customerId: applicant.customerId,
        customerName: applicant.company,
        orderType: e.order_type,
        designNumber: e.design_number,
        category: e.category,
        metal: e.metal,
        karat: e.karat,
        pieces: Number(e.pieces),
        canceledPieces: e.canceled_qty,
        unitPence: Number(e.unit_pence),
        netPence: Number(e.net),
      })),
    );
    expect(body.data.count).toBe(expected.length);
    expect(body.data.totals).toEqual({
      orders: new Set(expected.map((e) => e.order_id)).size,
      lines: expected.length,
      pieces: expected.reduce((n, e) => n + Number(e.pieces), 0),
      netPence: expected.reduce((n, e) => n + Number(e.net), 0),
    });
    // A filter narrows the totals to exactly the rows it keeps.
    const special = await admin.get<{ data: SalesView }>(
      `/api/admin/reports/sales?customerId=${applicant.customerId}&orderType=special`,
    );
    const specials = expected.filter((e) => e.order_type === 'special');
    expect(special.body.data.totals).toEqual({
      orders: new Set(specials.map((e) => e.order_id)).size,
      lines: specials.length,
      pieces: specials.reduce((n, e) => n + Number(e.pieces), 0),
      netPence: specials.reduce((n, e) => n + Number(e.net), 0),
    });
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

  it('counts customers awaiting approval for staff holding "dashboard" without "customers"; refuses buyers', async () => {
    const email = `dash-${randomBytes(4).toString('hex')}@demo.test`;
    const password = 'Dash#2027';
    const created = await admin.post<{ data: { _id: string } }>('/api/admin-users', {
      firstName: 'Dag',
      lastName: 'Board',
      email,
      password,
      confirmPassword: password,
      role: 'admin',
      permissions: ['dashboard'],
    });
    expect(created.status).toBe(200);
    users.push(created.body.data._id);
    const { api: staff } = await api.login(email, password);
    const pending = await register(api, database);
    const syncErrorMessage = `dash-${randomBytes(4).toString('hex')}`;
    await sql(
      database,
      `insert into sync.sync_errors (tenant_id, message_id, type, payload, reason_key)
       values ($1, $2, 'stock.updated', '{}'::jsonb, 'sync.reason.unavailable')`,
      [DEMO_TENANT.id, syncErrorMessage],
    );
    try {
      const { status, body } = await staff.get<{
        data: { pending: Array<{ key: string; count: number | null; route: string }> };
      }>('/api/admin/dashboard');
      expect(status).toBe(200);
      const [count] = await sql<{ n: string }>(
        database,
        `select count(*) as n from identity.customers where tenant_id = $1 and status = 'pending'`,
        [DEMO_TENANT.id],
      );
      expect(Number(count.n)).toBeGreaterThanOrEqual(1);
      expect(body.data.pending.find((p) => p.key === 'customersAwaitingApproval')?.count).toBe(
        Number(count.n),
      );
      const [openErrors] = await sql<{ n: string }>(
        database,
        `select count(*) as n from sync.sync_errors where tenant_id = $1 and status = 'open'`,
        [DEMO_TENANT.id],
      );
      expect(Number(openErrors.n)).toBeGreaterThanOrEqual(1);
      expect(body.data.pending.find((p) => p.key === 'selleaseErrors')).toEqual({
        key: 'selleaseErrors',
        count: Number(openErrors.n),
        route: '/Admin/sellease-err-sync',
      });
      // The figures do not open the customers list or the Sellease errors themselves, nor the sales data.
      expect((await staff.get('/api/sync/sellease/errors')).status).toBe(403);
      expect((await staff.post('/api/customers/list', { status: 'pending' })).status).toBe(403);
      expect((await staff.get('/api/admin/reports/sales')).status).toBe(403);
    } finally {
      await sql(database, 'delete from sync.sync_errors where message_id = $1', [syncErrorMessage]);
      await removeApplicants(database, [pending]);
    }
    for (const path of [
      '/api/admin/dashboard',
      '/api/admin/dashboard/series',
      '/api/admin/reports/sales',
      '/api/admin/reports/sales/export?format=csv',
    ]) {
      expect([path, (await buyer.api.get(path)).status]).toEqual([path, 403]);
    }
  });

  it('exports the filtered sales data as CSV and XLSX with the same cells as the API rows', async () => {
    const filter = `customerId=${applicant.customerId}&sort=orderNumber&direction=asc`;
    const { body } = await admin.get<{ data: SalesView }>(`/api/admin/reports/sales?${filter}&limit=500`);
    const rows = body.data.rows;
    expect(rows.length).toBe(4);
    const expected = rows.map((r) => [
      r.placedAt,
      r.orderNumber,
      r.lineNumber,
      r.customerName,
      r.orderType,
      r.designNumber,
      r.designName,
      r.category,
      r.metal,
      r.karat,
      r.pieces,
      r.canceledPieces,
      r.unitPence / 100,
      r.netPence / 100,
    ]);
    const header = [
      'Date',
      'Order',
      'Line',
      'Customer',
      'Type',
      'Design',
      'Name',
      'Category',
      'Metal',
      'Karat',
      'Pieces',
      'Cancelled',
      'Unit price',
      'Net',
    ];

    const csv = await download(`/api/admin/reports/sales/export?format=csv&${filter}`);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain('text/csv');
    const lines = csv.bytes.toString('utf8').trim().split('\n').map(csvCells);
    expect(lines).toEqual([header, ...expected.map((cells) => cells.map(String))]);

    const xlsx = await download(`/api/admin/reports/sales/export?format=xlsx&${filter}`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.type).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([xlsx.bytes]));
    const sheet = workbook.getWorksheet('Sales');
    expect(sheet).toBeDefined();
    const cells: unknown[][] = [];
    sheet?.eachRow((row) => {
      const values = row.values as unknown[];
      cells.push(values.slice(1));
    });
    expect(cells).toEqual([header, ...expected]);

    // Filtered further, both files keep exactly the rows the filter keeps.
    const special = await download(`/api/admin/reports/sales/export?format=xlsx&${filter}&orderType=special`);
    const narrowed = new ExcelJS.Workbook();
    await narrowed.xlsx.read(Readable.from([special.bytes]));
    expect((narrowed.getWorksheet('Sales')?.rowCount ?? 0) - 1).toBe(
      rows.filter((r) => r.orderType === 'special').length,
    );
  });
});
