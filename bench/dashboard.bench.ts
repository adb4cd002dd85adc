/**
 * npm run bench:dashboard
 *
 * Starts the distributed system on a fresh database with the demo tenant, then writes BENCH_ORDERS
 * (default 200,000) orders of five lines each (so a million lines) over the last year straight into
 * the orders tables and the admin service's reporting read model, in set-based SQL (generate_series,
 * the demo's seeded rows as templates for every column the figures do not depend on). Then drives the
 * gateway's dashboard and its default chart series with autocannon, and beside them replays the same
 * statements the admin service runs (taken from its query builders) straight against PostgreSQL with
 * pg, from the same number of connections. Prints p50/p95/p99 and requests per second, and the plans
 * of the dashboard's month statement and of a series statement. Cleans up its database, queues and
 * cache keys.
 */
import { DEMO_TENANT } from '@atelier/contracts/common';
import { OrderStatus } from '@atelier/contracts/orders';
import { dashboardPeriods, figuresStatements, seriesStatements } from '@atelier/services/admin';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { Api } from '../test/support/api';
import {
  type BenchSystem,
  drive,
  type HttpRequest,
  startBenchSystem,
  type Row,
  summarise,
  table,
} from './bench-support';

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 200_000);
const LINES_PER_ORDER = 5;
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 15);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 8);
const WATCHDOG_MINUTES = Number(process.env['BENCH_MAX_MINUTES'] ?? 20);
/** The goal of issue 13 for the dashboard through the gateway. */
const GOAL_P95_MS = 300;
const TENANT = DEMO_TENANT.id;
/** Bench orders are numbered from here, far above anything the demo's sequence hands out. */
const FIRST_NUMBER = 100_000_000;

const log = (message: string) => process.stdout.write(`${message}\n`);
const dialect = new PgDialect();

interface Statement {
  text: string;
  params: unknown[];
}

function statement(query: SQL): Statement {
  const { sql, params } = dialect.sqlToQuery(query);
  return { text: sql, params };
}

/** Inserts rows made from a template row and generate_series, overriding the columns named. */
async function cloneRows(
  pool: Pool,
  tableName: 'orders' | 'order_lines',
  from: string,
  overrides: Record<string, string>,
): Promise<void> {
  const { rows } = await pool.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'orders' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [tableName],
  );
  const columns = rows.map((r) => r.column_name);
  const values = columns.map((c) => overrides[c] ?? `t."${c}"`);
  await pool.query(
    `insert into orders.${tableName} (${columns.map((c) => `"${c}"`).join(', ')}) select ${values.join(', ')} from ${from}`,
  );
}

async function seed(pool: Pool, orders: number): Promise<void> {
  const placed = `now() - ((g::bigint * 7919) % (365 * 1440)) * interval '1 minute'`;
  await cloneRows(
    pool,
    'orders',
    `(select * from orders.orders where tenant_id = '${TENANT}' order by placed_at limit 1) t
       cross join generate_series(1, ${orders}) g`,
    {
      id: `md5('bench-order-' || g)::uuid`,
      customer_id: `md5('bench-customer-' || (g % 500))::uuid`,
      customer_name: `'Bench customer ' || (g % 500)`,
      order_number: `${FIRST_NUMBER} + g`,
      reference_number: 'g',
      se_order_number: 'null',
      awaiting_customer_approval: 'false',
      placed_at: placed,
      updated_at: placed,
    },
  );
  const design = `((g * k * 31) % 5000)`;
  await cloneRows(
    pool,
    'order_lines',
    `(select * from orders.order_lines where tenant_id = '${TENANT}' order by order_id, line_number limit 1) t
       cross join generate_series(1, ${orders}) g cross join generate_series(1, ${LINES_PER_ORDER}) k`,
    {
      id: 'gen_random_uuid()',
      order_id: `md5('bench-order-' || g)::uuid`,
      line_number: 'k',
      quantity: '1 + (g + k) % 4',
      canceled_qty: 'case when (g + k) % 23 = 0 then 1 else 0 end',
      reserved_qty: '0',
      invoiced_qty: '0',
      order_type: `case when (g * 3 + k) % 7 = 0 then 'special' else 'stock' end`,
      design_number: `'B' || lpad(${design}::text, 5, '0')`,
      design_name: `'Bench design ' || ${design}`,
      metal: `(array['Gold', 'White Gold', 'Rose Gold', 'Platinum', 'Silver'])[1 + (g + k) % 5]`,
      karat: `(array['9K', '14K', '18K', 'PT950'])[1 + (g * k) % 4]`,
      unit_pence: '2000 + (g * 37 + k * 101) % 200000',
      updated_unit_pence: 'null',
    },
  );
  // The read model as the events would have made it (category: the catalogue's item, here by design).
  await pool.query(
    `insert into admin.report_order_lines (tenant_id, order_id, line_number, order_number, placed_at, customer_id,
            customer_name, order_type, design_id, design_number, design_name, category, metal, karat, quantity,
            canceled_qty, unit_pence, pieces, net_pence)
     select o.tenant_id, o.id, l.line_number, o.order_number::text, o.placed_at, o.customer_id, o.customer_name,
            l.order_type, l.design_id, l.design_number, l.design_name,
            (array['Rings', 'Earrings', 'Necklaces', 'Bracelets', 'Pendants', 'Bangles'])[1 + abs(hashtext(l.design_number)) % 6],
            coalesce(l.metal, ''), coalesce(l.karat, ''), l.quantity, l.canceled_qty, l.unit_pence,
            greatest(l.quantity - l.canceled_qty, 0), l.unit_pence * greatest(l.quantity - l.canceled_qty, 0)
       from orders.orders o join orders.order_lines l on l.order_id = o.id
      where o.tenant_id = $1 and o.order_number > $2`,
    [TENANT, FIRST_NUMBER],
  );
  await pool.query(
    `insert into admin.report_orders (tenant_id, order_id, order_number, customer_id, customer_name, placed_at,
            lines, pieces, net_pence, special_net_pence)
     select tenant_id, order_id, min(order_number), customer_id, min(customer_name), min(placed_at),
            count(*) filter (where pieces > 0), sum(pieces), sum(net_pence),
            coalesce(sum(net_pence) filter (where order_type = 'special'), 0)
       from admin.report_order_lines
      where tenant_id = $1 and customer_name like 'Bench customer %'
      group by tenant_id, order_id, customer_id`,
    [TENANT],
  );
  await pool.query(
    'vacuum analyze orders.orders, orders.order_lines, admin.report_orders, admin.report_order_lines',
  );
}

/** Runs each request's statements together (as the service does), CONNECTIONS requests at a time. */
async function replay(pool: Pool, statements: () => Statement[], seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        try {
          await Promise.all(statements().map((s) => pool.query(s.text, s.params)));
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000, errors };
}

async function waitFor(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await probe())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main(): Promise<void> {
  let pool: Pool | undefined;
  let system: BenchSystem | undefined;
  try {
    let started = performance.now();
    system = await startBenchSystem('dashboard', {
      watchdogMinutes: WATCHDOG_MINUTES,
      healthyWithinMs: 120_000,
    });
    const { baseUrl, databaseUrl: url } = system;
    pool = new Pool({ connectionString: url, max: CONNECTIONS + 2 });
    const db = pool;
    // The demo's orders are the templates; the admin service completes its model from them first.
    await waitFor(
      async () =>
        (
          await db.query(
            `select 1 from orders.counters where tenant_id = $1 and name = 'demo-history'
              and exists (select 1 from admin.report_orders where tenant_id = $1)`,
            [TENANT],
          )
        ).rowCount === 1,
      180_000,
      'the demo seed',
    );
    log(`bench: distributed system up and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    log(
      `bench: writing ${ORDERS.toLocaleString('en')} orders, ${(ORDERS * LINES_PER_ORDER).toLocaleString('en')} lines`,
    );
    await seed(db, ORDERS);
    const [counts] = (
      await db.query<{ orders: string; lines: string }>(
        `select (select count(*) from admin.report_orders)::text as orders,
                (select count(*) from admin.report_order_lines)::text as lines`,
      )
    ).rows;
    log(
      `bench: read model holds ${counts.orders} orders, ${counts.lines} lines (written in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );

    const { token } = await new Api(baseUrl).loginAdmin();
    const headers = { 'x-tenant': DEMO_TENANT.slug, 'x-access-token': token };
    const dashboard: HttpRequest[] = [{ method: 'GET', path: '/api/admin/dashboard', headers }];
    const series: HttpRequest[] = [{ method: 'GET', path: '/api/admin/dashboard/series', headers }];
    // The admin service's statements for the same figures: every period's current and previous range.
    const dashboardStatements = () => {
      const ranges = dashboardPeriods(new Date()).flatMap((p) => [
        { from: p.from, to: p.to },
        { from: p.previousFrom, to: p.previousTo },
      ]);
      return Object.values(figuresStatements(TENANT, ranges)).map(statement);
    };
    const seriesStatementsNow = () => {
      const to = new Date(new Date().setUTCHours(24, 0, 0, 0));
      return Object.values(seriesStatements(TENANT, new Date(to.getTime() - 90 * 86_400_000), to)).map(
        statement,
      );
    };

    // Warm both paths (connections, plans, caches) before measuring.
    await drive(baseUrl, [...dashboard, ...series], { connections: 2, seconds: 2 });
    const rows: Row[] = [];
    const gatewayDashboard = await drive(baseUrl, dashboard, { connections: CONNECTIONS, seconds: SECONDS });
    rows.push(
      summarise(
        'dashboard',
        'gateway',
        gatewayDashboard.latencies,
        gatewayDashboard.seconds,
        gatewayDashboard.errors,
      ),
    );
    const sqlDashboard = await replay(db, dashboardStatements, SECONDS);
    rows.push(
      summarise('dashboard', 'raw SQL', sqlDashboard.latencies, sqlDashboard.seconds, sqlDashboard.errors),
    );
    const gatewaySeries = await drive(baseUrl, series, { connections: CONNECTIONS, seconds: SECONDS });
    rows.push(
      summarise(
        'series (90 days)',
        'gateway',
        gatewaySeries.latencies,
        gatewaySeries.seconds,
        gatewaySeries.errors,
      ),
    );
    const sqlSeries = await replay(db, seriesStatementsNow, SECONDS);
    rows.push(
      summarise('series (90 days)', 'raw SQL', sqlSeries.latencies, sqlSeries.seconds, sqlSeries.errors),
    );

    log(
      `\nDashboard with ${ORDERS.toLocaleString('en')} orders / ${(ORDERS * LINES_PER_ORDER).toLocaleString('en')} lines, ${CONNECTIONS} connections, ${SECONDS} s each:\n`,
    );
    log(table(rows, { target: 'through', count: 'requests', rate: 'req/s', rateDigits: 1 }));
    const p95 = rows[0]?.p95 ?? Number.POSITIVE_INFINITY;
    log(
      `\nGoal: dashboard p95 <= ${GOAL_P95_MS} ms through the gateway: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'} (${p95.toFixed(1)} ms).`,
    );

    const month = dashboardStatements()[0];
    const perCategory = seriesStatementsNow()[1];
    // The orders service's pending count (reporting.service.ts), as it asks it on every dashboard call.
    const pendingPricing = {
      text: `select count(*) from orders.orders where tenant_id = $1
               and (status in (${OrderStatus.PartialSOForApprove}, ${OrderStatus.SOApprove}) or awaiting_customer_approval)`,
      params: [TENANT],
    };
    for (const [title, s] of [
      ['figures of every period (orders)', month],
      ['series per category', perCategory],
      ['pending: orders awaiting pricing approval', pendingPricing],
    ] as const) {
      if (!s) continue;
      const plan = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.params);
      log(`\n--- ${title}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await pool?.end().catch(() => undefined);
    await system?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`bench failed: ${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
