/**
 * npm run bench:orders
 *
 * Starts the distributed system (every service its own process over RabbitMQ, PostgreSQL and Redis) on
 * a fresh database with the demo tenant, makes BENCH_BUYERS storefront buyers of one customer, and
 * places orders through the gateway: each order is an add-to-cart and a place-order with its own
 * Idempotency-Key, as the storefront does.
 *
 *   steady: BENCH_RATE orders per second arrive on a fixed schedule (open loop) for BENCH_SECONDS;
 *   max:    BENCH_CONNECTIONS buyers order back to back (closed loop) for BENCH_SECONDS.
 *
 * Beside them, on the same PostgreSQL: raw single-row INSERTs into a copy of the orders table, and the
 * bare statements of a placement (lock and update the stock row, insert order, line and outbox row) in
 * one transaction, both from BENCH_CONNECTIONS clients. Prints orders per second, p50/p95/p99 of
 * place-order and of add-to-cart, and how long the outbox took to drain. Cleans up everything it made.
 */
import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { randomUUID } from 'node:crypto';
import { Pool, type PoolClient } from 'pg';
import { Api } from '../test/support/api';
import { type BenchSystem, type Row, startBenchSystem, summarise, table } from './bench-support';
import { cpuPerUnit, cpuSnapshot, formatCpu } from './process-cpu';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 15);
const RATE = Number(process.env['BENCH_RATE'] ?? 20);
const BUYERS = Number(process.env['BENCH_BUYERS'] ?? 48);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 16);
const VARIANTS = 50;
const WATCHDOG_MINUTES = Number(process.env['BENCH_MAX_MINUTES'] ?? 15);
const PASSWORD = 'Bench#2026';
const QUIET_WAIT_SECONDS = Number(process.env['BENCH_QUIET_WAIT_SECONDS'] ?? 120);
/** CPU of the services and their database under which the system counts as idle. */
const QUIET_MS_PER_SECOND = 100;

const log = (message: string) => process.stdout.write(`${message}\n`);

interface Buyer {
  api: Api;
}

interface Samples {
  place: number[];
  cart: number[];
  errors: number;
}

/** One storefront order: a line into the cart, then place-order with a fresh key. */
async function order(buyer: Buyer, variantId: string, samples: Samples): Promise<void> {
  let started = performance.now();
  const added = await buyer.api.post('/api/cartproducts/add-to-cart', { variantId, quantity: 1 });
  samples.cart.push(performance.now() - started);
  if (added.status !== 200) {
    samples.errors += 1;
    return;
  }
  started = performance.now();
  const placed = await buyer.api.request('POST', '/api/orders/place-order', {
    json: { shippingAddressId: 'primary', shippingOption: 'standard' },
    headers: { 'idempotency-key': randomUUID() },
  });
  if (placed.status === 200) samples.place.push(performance.now() - started);
  else samples.errors += 1;
}

async function steady(
  buyers: Buyer[],
  variants: string[],
): Promise<{ samples: Samples; seconds: number; missed: number }> {
  const samples: Samples = { place: [], cart: [], errors: 0 };
  const idle = [...buyers];
  const running: Array<Promise<void>> = [];
  let missed = 0;
  const started = performance.now();
  const total = Math.round(RATE * SECONDS);
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const buyer = idle.pop();
    if (!buyer) {
      // Every buyer is still busy: the system is behind the schedule.
      missed += 1;
      continue;
    }
    running.push(
      order(buyer, variants[i % variants.length], samples).finally(() => {
        idle.push(buyer);
      }),
    );
  }
  await Promise.all(running);
  return { samples, seconds: (performance.now() - started) / 1000, missed };
}

async function closedLoop(
  buyers: Buyer[],
  variants: string[],
): Promise<{ samples: Samples; seconds: number }> {
  const samples: Samples = { place: [], cart: [], errors: 0 };
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    buyers.slice(0, CONNECTIONS).map(async (buyer) => {
      while (performance.now() < deadline) {
        next += 1;
        await order(buyer, variants[next % variants.length], samples);
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/** CONNECTIONS clients running one statement (or transaction) after another for SECONDS. */
async function rawLoop(pool: Pool, work: (client: PoolClient, i: number) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < deadline) {
          n += 1;
          const t = performance.now();
          try {
            await work(client, n);
            latencies.push(performance.now() - t);
          } catch {
            errors += 1;
            await client.query('ROLLBACK').catch(() => undefined);
          }
        }
      } finally {
        client.release();
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<void> {
  let pool: Pool | undefined;
  let system: BenchSystem | undefined;
  try {
    let started = performance.now();
    system = await startBenchSystem('orders', {
      watchdogMinutes: WATCHDOG_MINUTES,
      gatewayEnv: { LOGIN_LIMIT_PER_IP: '100000' },
    });
    const { baseUrl, databaseUrl: url } = system;
    log(`bench: distributed system up in ${(system.startedInMs / 1000).toFixed(1)} s`);

    const api = new Api(baseUrl);
    const admin = (await api.loginAdmin()).api;
    pool = new Pool({ connectionString: url, max: CONNECTIONS + 2 });
    const variants = (
      await pool.query<{ id: string }>(
        `select distinct on (d.design_number) v.id from catalogue.variants v
           join catalogue.designs d on d.id = v.design_id
          where d.tenant_id = $1 and not d.is_special_offer and not d.retired
          order by d.design_number, v.sku limit $2`,
        [DEMO_TENANT.id, VARIANTS],
      )
    ).rows.map((r) => r.id);
    for (const id of variants) {
      const set = await admin.request('PUT', `/api/admin/inventory/${id}`, { json: { onHand: 1_000_000 } });
      if (set.status !== 200) throw new Error(`stock not set: ${JSON.stringify(set.body)}`);
    }
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i += 1) {
      const email = `bench-${i}-${randomUUID().slice(0, 8)}@orders.example`;
      const added = await admin.post(`/api/customers/${DEMO_CUSTOMER_IDS.goldsmiths}/users`, {
        firstName: 'Bench',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      if (added.status !== 200) throw new Error(`buyer not added: ${JSON.stringify(added.body)}`);
      const { api: buyer } = await api.login(email, PASSWORD);
      buyers.push({
        api: buyer.with({ 'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths, 'x-price-status': '2' }),
      });
    }
    log(`bench: ${BUYERS} buyers, ${variants.length} variants; warming up`);
    const warm: Samples = { place: [], cart: [], errors: 0 };
    await Promise.all(buyers.map((b, i) => order(b, variants[i % variants.length], warm)));

    // In distributed mode the demo seeding (trading history, its events to admin and sync) goes on in
    // the background after every service is healthy; measured orders would queue behind it, so the
    // phases start once the system has been quiet for a second (or after QUIET_WAIT_SECONDS).
    const cpu = () => cpuSnapshot(system?.pids ?? new Map(), system?.database ?? '');
    const quietSince = performance.now();
    let idleCpu = '';
    for (;;) {
      const from = cpu();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const busy = cpuPerUnit(from, cpu(), 1);
      idleCpu = formatCpu(busy, 'second before the steady run');
      const services = busy.filter(([label]) => !/shared|load generator|total/.test(label));
      const waited = (performance.now() - quietSince) / 1000;
      if (services.reduce((sum, [, ms]) => sum + ms, 0) < QUIET_MS_PER_SECOND || waited > QUIET_WAIT_SECONDS)
        break;
    }
    const quietSeconds = (performance.now() - quietSince) / 1000;
    log(`bench: quiet after ${quietSeconds.toFixed(1)} s; ${idleCpu}`);

    const rows: Row[] = [];
    log(`bench: steady ${RATE} orders/s for ${SECONDS} s`);
    const steadyFrom = cpu();
    const steadyRun = await steady(buyers, variants);
    const steadyCpu = formatCpu(cpuPerUnit(steadyFrom, cpu(), steadyRun.samples.place.length), 'order');
    rows.push(
      summarise(
        `steady ${RATE}/s`,
        'place-order (gateway)',
        steadyRun.samples.place,
        steadyRun.seconds,
        steadyRun.samples.errors,
      ),
      summarise(`steady ${RATE}/s`, 'add-to-cart (gateway)', steadyRun.samples.cart, steadyRun.seconds, 0),
    );

    log(`bench: ${CONNECTIONS} buyers back to back for ${SECONDS} s`);
    const maxFrom = cpu();
    const maxRun = await closedLoop(buyers, variants);
    const maxCpu = formatCpu(cpuPerUnit(maxFrom, cpu(), maxRun.samples.place.length), 'order');
    rows.push(
      summarise(
        `max, ${CONNECTIONS} buyers`,
        'place-order (gateway)',
        maxRun.samples.place,
        maxRun.seconds,
        maxRun.samples.errors,
      ),
      summarise(
        `max, ${CONNECTIONS} buyers`,
        'add-to-cart (gateway)',
        maxRun.samples.cart,
        maxRun.seconds,
        0,
      ),
    );

    started = performance.now();
    for (;;) {
      const { rows: pending } = await pool.query<{ n: string }>(
        'select count(*) as n from orders.outbox where sent_at is null',
      );
      if (Number(pending[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const drainMs = performance.now() - started;

    log(`bench: raw PostgreSQL, ${CONNECTIONS} clients for ${SECONDS} s each`);
    await pool.query(`create schema bench_raw;
      create table bench_raw.orders (like orders.orders including all);
      create sequence bench_raw.n;`);
    const insertRun = await rawLoop(pool, async (client) => {
      await client.query(
        `insert into bench_raw.orders (tenant_id, customer_id, user_id, order_number, reference_number, order_type,
           status, placed_by_name, placed_by_email, customer_name, customer_ac_no, shipping_address, shipping_option,
           is_vat_applicable, vat_basis_points, carriage_pence, net_pence, engraving_pence, vat_pence, grand_pence)
         values ($1, $2, $3, nextval('bench_raw.n'), nextval('bench_raw.n'), 'stock', 1, 'Bench', 'b@x', 'Lund', 'LND0042',
           '{}', 'standard', true, 2000, 1000, 10000, 0, 2200, 13200)`,
        [DEMO_TENANT.id, DEMO_CUSTOMER_IDS.goldsmiths, randomUUID()],
      );
    });
    rows.push(
      summarise(
        'raw PostgreSQL',
        'INSERT one order row',
        insertRun.latencies,
        insertRun.seconds,
        insertRun.errors,
      ),
    );
    const txRun = await rawLoop(pool, async (client, i) => {
      const variant = variants[i % variants.length];
      await client.query('BEGIN');
      await client.query(
        'select on_hand, reserved from orders.inventory where tenant_id = $1 and variant_id = $2 for update',
        [DEMO_TENANT.id, variant],
      );
      await client.query(
        'update orders.inventory set reserved = reserved + 1, version = version + 1 where tenant_id = $1 and variant_id = $2',
        [DEMO_TENANT.id, variant],
      );
      const { rows: inserted } = await client.query<{ id: string }>(
        `insert into bench_raw.orders (tenant_id, customer_id, user_id, order_number, reference_number, order_type,
           status, placed_by_name, placed_by_email, customer_name, customer_ac_no, shipping_address, shipping_option,
           is_vat_applicable, vat_basis_points, carriage_pence, net_pence, engraving_pence, vat_pence, grand_pence)
         values ($1, $2, $3, nextval('bench_raw.n'), nextval('bench_raw.n'), 'stock', 1, 'Bench', 'b@x', 'Lund', 'LND0042',
           '{}', 'standard', true, 2000, 1000, 10000, 0, 2200, 13200) returning id`,
        [DEMO_TENANT.id, DEMO_CUSTOMER_IDS.goldsmiths, randomUUID()],
      );
      await client.query(
        `insert into orders.outbox (tenant_id, event, message_id, ctx, payload, sent_at)
         values ($1, 'bench', $2, '{}', jsonb_build_object('orderId', $3::text), now())`,
        [DEMO_TENANT.id, randomUUID(), inserted[0]?.id],
      );
      await client.query('COMMIT');
    });
    rows.push(
      summarise('raw PostgreSQL', 'placement statements, 1 tx', txRun.latencies, txRun.seconds, txRun.errors),
    );

    log('');
    log(table(rows, { target: 'measured', count: 'count', rate: 'per s', rateDigits: 1 }));
    log('');
    log(
      `steady: ${steadyRun.samples.place.length} orders placed in ${steadyRun.seconds.toFixed(1)} s ` +
        `(${(steadyRun.samples.place.length / steadyRun.seconds).toFixed(1)} orders/s; ${steadyRun.missed} arrivals found every buyer busy). ` +
        `max: ${(maxRun.samples.place.length / maxRun.seconds).toFixed(1)} orders/s. ` +
        `Outbox drained ${drainMs.toFixed(0)} ms after the last order.`,
    );
    log(`steady: ${steadyCpu}`);
    log(`max: ${maxCpu}`);
    log(`quiet after ${quietSeconds.toFixed(1)} s: ${idleCpu}`);
  } finally {
    await pool?.end().catch(() => undefined);
    await system?.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    // fetch names the socket's own error only in its cause.
    const cause =
      error.cause instanceof Error ? `\ncaused by: ${error.cause.stack ?? error.cause.message}` : '';
    process.stderr.write(`bench failed: ${error.stack ?? error.message}${cause}\n`);
    process.exit(1);
  },
);
