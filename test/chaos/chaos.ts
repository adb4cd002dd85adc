import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { SELLEASE_OUTBOUND_QUEUE, SelleaseOutboundTypes } from '@atelier/contracts/sync';
import { connect } from 'amqplib';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Api } from '../support/api';
import { deleteAmqpObjects } from '../support/broker';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { entry } from '../../bench/bench-support';
import { publishInbound } from '../../bench/sellease-answerer';
import { createRng, designMessages, skusOf, stockMessages } from '../../bench/sellease-messages';
import {
  DISTRIBUTED_SERVICES,
  freePort,
  LOCAL,
  type RunningProcess,
  startProcess,
  stopProcess,
  uniqueName,
  waitForHealthy,
} from '../support/system';
import { ensureRabbitUp, PrivatePostgres, PrivateRedis, restartRabbit } from './infrastructure';

/**
 * Issue 8, deliver 4: chaos runs against the distributed system (and one against the embedded mode).
 * Long and disruptive, so not part of `npm test`: `npm run chaos` runs them all, `npm run chaos -- redis`
 * one. Each prints its figures and a pass/fail per guarantee; the exit code is non-zero on a failure.
 */

interface Check {
  scenario: string;
  guarantee: string;
  ok: boolean;
  detail: string;
}
const checks: Check[] = [];
function check(scenario: string, guarantee: string, ok: boolean, detail: string): void {
  checks.push({ scenario, guarantee, ok, detail });
  console.log(`  ${ok ? 'PASS' : 'FAIL'} ${guarantee}: ${detail}`);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The distributed system on private PostgreSQL and Redis and the machine's RabbitMQ (own prefix). */
class Cluster {
  processes: RunningProcess[] = [];
  api!: Api;
  baseUrl = '';
  readonly prefix = uniqueName('chaos').replace(/_/g, '-');
  readonly jwtSecret = randomBytes(32).toString('hex');

  constructor(
    readonly pg: PrivatePostgres,
    readonly redis: PrivateRedis,
  ) {}

  get databaseUrl(): string {
    return `${this.pg.url}/atelier`;
  }

  env(): Record<string, string> {
    return {
      DATABASE_URL: this.databaseUrl,
      AMQP_URL: LOCAL.amqp,
      REDIS_URL: this.redis.url,
      AMQP_PREFIX: this.prefix,
      CACHE_PREFIX: this.prefix,
      SEED_DEMO: 'true',
      FILES_DIR: `/tmp/${this.prefix}-files`,
      RPC_TIMEOUT_MS: '5000',
    };
  }

  /** Each service process's metrics endpoint, by process name (`catalogue#2`). */
  readonly metrics = new Map<string, string>();

  async start(replicasOf: Partial<Record<string, number>> = {}): Promise<void> {
    const admin = new Client({ connectionString: `${this.pg.url}/postgres` });
    await admin.connect();
    await admin.query('create database atelier');
    await admin.end();
    const port = await freePort();
    for (const service of DISTRIBUTED_SERVICES) {
      const replicas = replicasOf[service] ?? 1;
      for (let replica = 1; replica <= replicas; replica += 1) {
        const name = replicas > 1 ? `${service}#${replica}` : service;
        const metricsPort = await freePort();
        this.metrics.set(name, `http://127.0.0.1:${metricsPort}/metrics`);
        this.processes.push(
          startProcess(name, entry(service), { ...this.env(), METRICS_PORT: String(metricsPort) }),
        );
      }
    }
    this.processes.push(
      startProcess('gateway', entry('gateway'), {
        ...this.env(),
        PORT: String(port),
        JWT_SECRET: this.jwtSecret,
        LOGIN_LIMIT_PER_IP: '100000',
        ACCOUNT_FORMS_LIMIT_PER_IP: '100000',
      }),
    );
    this.baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(this.baseUrl, this.processes, 180_000);
    this.api = new Api(this.baseUrl);
  }

  async query<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: this.databaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(text, params)).rows;
    } finally {
      await client.end();
    }
  }

  async stop(): Promise<void> {
    for (const process of this.processes) await stopProcess(process);
    await deleteAmqpObjects(this.prefix).catch(() => undefined);
  }
}

interface Buyer {
  api: Api;
  userId: string;
}

async function buyers(api: Api, count: number): Promise<Buyer[]> {
  const { api: admin } = await api.loginAdmin();
  const made: Buyer[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `chaos-${randomBytes(4).toString('hex')}@chaos.example`;
    const added = await admin.post<{ data: { _id: string } }>(
      `/api/customers/${DEMO_CUSTOMER_IDS.goldsmiths}/users`,
      {
        firstName: 'Chaos',
        email,
        password: 'Chaos#2026',
        confirmPassword: 'Chaos#2026',
      },
    );
    if (added.status !== 200) throw new Error(`buyer not added: ${JSON.stringify(added.body)}`);
    const { api: logged, userId } = await api.login(email, 'Chaos#2026');
    made.push({
      api: logged.with({ 'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths, 'x-price-status': '2' }),
      userId,
    });
  }
  return made;
}

interface OrderRun {
  placed: Set<string>;
  attempts: number;
  failures: number;
  latencies: number[];
  slowestFailureMs: number;
}

/**
 * Places `perBuyer` orders per buyer, each buyer one at a time, paced to `rate` orders a second overall.
 * A failed attempt is retried with the same Idempotency-Key, as a client would, so an order that was
 * placed but whose answer was lost is not placed twice.
 */
async function placeOrders(
  cluster: Cluster,
  team: Buyer[],
  perBuyer: number,
  rate: number,
  variantIds: string[],
): Promise<OrderRun> {
  const result: OrderRun = {
    placed: new Set(),
    attempts: 0,
    failures: 0,
    latencies: [],
    slowestFailureMs: 0,
  };
  const interval = (1000 * team.length) / rate;
  await Promise.all(
    team.map(async (buyer, index) => {
      await sleep((index * interval) / team.length);
      for (let n = 0; n < perBuyer; n += 1) {
        const started = Date.now();
        const key = randomUUID();
        const variantId = variantIds[(index + n) % variantIds.length];
        for (let attempt = 0; attempt < 30; attempt += 1) {
          result.attempts += 1;
          const t0 = Date.now();
          try {
            const cart = await buyer.api.post('/api/cartproducts/add-to-cart', { variantId, quantity: 1 });
            if (cart.status !== 200) throw new Error(`cart ${cart.status}`);
            const placed = await buyer.api.request<{ data?: { order_id: string } }>(
              'POST',
              '/api/orders/place-order',
              {
                json: { shippingAddressId: 'primary', shippingOption: 'standard' },
                headers: { 'idempotency-key': key },
              },
            );
            if (placed.status !== 200 || !placed.body.data) throw new Error(`place ${placed.status}`);
            result.placed.add(placed.body.data.order_id);
            result.latencies.push(Date.now() - t0);
            break;
          } catch {
            result.failures += 1;
            result.slowestFailureMs = Math.max(result.slowestFailureMs, Date.now() - t0);
            await sleep(500);
          }
        }
        await sleep(Math.max(0, interval - (Date.now() - started)));
      }
    }),
  );
  void cluster;
  return result;
}

async function variants(cluster: Cluster, count: number): Promise<string[]> {
  const rows = await cluster.query<{ id: string }>(
    'select v.id from catalogue.variants v join catalogue.designs d on d.id = v.design_id where not d.retired and not d.is_special_offer order by v.sku limit $1',
    [count],
  );
  return rows.map((row) => row.id);
}

async function waitUntil(probe: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe()) return Date.now() - started;
    await sleep(250);
  }
  return null;
}

/** Takes every message waiting in the Sellease outbound queue; answers the order ids of those placing one. */
async function takeOrdersSent(queue: string): Promise<string[]> {
  const connection = await connect(LOCAL.amqp);
  try {
    const channel = await connection.createChannel();
    const ids: string[] = [];
    for (
      let message = await channel.get(queue, { noAck: true });
      message;
      message = await channel.get(queue, { noAck: true })
    ) {
      if (message.properties.type !== SelleaseOutboundTypes.OrderPlaced) continue;
      ids.push(String((JSON.parse(message.content.toString()) as { orderId?: unknown }).orderId));
    }
    return ids;
  } finally {
    await connection.close();
  }
}

/** Every order placed exactly once, every placed event handled exactly once, the outbox drained. */
async function verifyOrders(scenario: string, cluster: Cluster, run: OrderRun, team: Buyer[]): Promise<void> {
  const ids = [...run.placed];
  const [{ n: present }] = await cluster.query<{ n: string }>(
    'select count(*) as n from orders.orders where id = any($1::uuid[])',
    [ids],
  );
  check(
    scenario,
    'every order answered 2xx exists',
    Number(present) === ids.length,
    `${present} of ${ids.length}`,
  );
  const [{ n: total }] = await cluster.query<{ n: string }>(
    'select count(*) as n from orders.orders where user_id = any($1::uuid[])',
    [team.map((b) => b.userId)],
  );
  check(
    scenario,
    'no order placed twice (retries reuse their Idempotency-Key)',
    Number(total) === ids.length,
    `${total} orders for ${ids.length} placements`,
  );
  const drained = await waitUntil(async () => {
    const [{ n }] = await cluster.query<{ n: string }>(
      'select count(*) as n from orders.outbox where sent_at is null',
    );
    return Number(n) === 0;
  }, 30_000);
  check(
    scenario,
    'outbox empty within 30 s',
    drained !== null,
    drained === null ? 'still pending after 30 s' : `drained ${drained} ms after the load`,
  );
  const handled = await waitUntil(async () => {
    const [{ n }] = await cluster.query<{ n: string }>(
      'select count(*) as n from orders.orders where id = any($1::uuid[]) and placed_event_handled <> 1',
      [ids],
    );
    return Number(n) === 0;
  }, 30_000);
  const [{ n: twice }] = await cluster.query<{ n: string }>(
    'select count(*) as n from orders.orders where id = any($1::uuid[]) and placed_event_handled > 1',
    [ids],
  );
  check(
    scenario,
    'every OrderPlaced event handled exactly once',
    handled !== null && Number(twice) === 0,
    `${twice} handled twice`,
  );
  // Nobody consumes the Sellease outbound queue here: every placed order must be waiting in it.
  const sent = new Map<string, number>();
  const outbound = `${cluster.prefix}.${SELLEASE_OUTBOUND_QUEUE}`;
  const reached = await waitUntil(async () => {
    for (const orderId of await takeOrdersSent(outbound)) sent.set(orderId, (sent.get(orderId) ?? 0) + 1);
    return ids.every((id) => sent.has(id));
  }, 30_000);
  const copies = [...sent.values()].reduce((sum, n) => sum + n, 0);
  check(
    scenario,
    'every placed order sent to Sellease (at least once; Sellease dedupes by message id)',
    reached !== null,
    `${ids.filter((id) => sent.has(id)).length} of ${ids.length} orders, ${copies} messages`,
  );
  const [{ n: empty }] = await cluster.query<{ n: string }>(
    'select count(*) as n from orders.orders o where o.user_id = any($1::uuid[]) and not exists (select 1 from orders.order_lines l where l.order_id = o.id)',
    [team.map((b) => b.userId)],
  );
  check(
    scenario,
    'no half-written order (every order has its lines)',
    Number(empty) === 0,
    `${empty} orders without lines`,
  );
}

/** Requests a service process answered, read from its own metrics endpoint. */
async function handledRequests(cluster: Cluster, processName: string): Promise<number> {
  const url = cluster.metrics.get(processName);
  const text = url
    ? await fetch(url)
        .then((answer) => answer.text())
        .catch(() => '')
    : '';
  const line = text
    .split('\n')
    .find((row) => row.startsWith('atelier_messages_handled_total{kind="request",outcome="ok"}'));
  return line ? Number(line.split(' ').pop()) : 0;
}

interface SearchRun {
  answered: number;
  lost: number;
  latencies: number[];
  /** Lost answers by HTTP status (0: no answer at all). */
  lostByStatus: Record<number, number>;
}

/** Listings with varied filters from `concurrency` shoppers until `stopAt`; any answer but 200 is a loss. */
async function searchLoad(api: Api, concurrency: number, stopAt: number): Promise<SearchRun> {
  const run: SearchRun = { answered: 0, lost: 0, latencies: [], lostByStatus: {} };
  const categories = ['rings', 'earrings', 'necklaces'];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, shopper) => {
      for (let n = 0; Date.now() < stopAt; n += 1) {
        const t0 = Date.now();
        const answer = await api
          .post('/api/products/search-designs', {
            category: categories[(shopper + n) % categories.length],
            page: 1 + (n % 3),
          })
          .catch(() => ({ status: 0, body: null }));
        run.latencies.push(Date.now() - t0);
        if (answer.status !== 200 && run.lost === 0)
          console.log(`  first lost listing: ${JSON.stringify(answer.body)}`);
        if (answer.status === 200) run.answered += 1;
        else {
          run.lost += 1;
          run.lostByStatus[answer.status] = (run.lostByStatus[answer.status] ?? 0) + 1;
        }
      }
    }),
  );
  return run;
}

function report(scenario: string, run: OrderRun, seconds: number): void {
  console.log(
    `  ${run.placed.size} orders in ${seconds.toFixed(0)} s (${(run.placed.size / seconds).toFixed(1)}/s), ${run.attempts} attempts, ${run.failures} failed attempts (slowest failure ${run.slowestFailureMs} ms), placement p50 ${percentile(run.latencies, 50)} ms, p95 ${percentile(run.latencies, 95)} ms, p99 ${percentile(run.latencies, 99)} ms`,
  );
  void scenario;
}

async function withCluster(
  replicas: Partial<Record<string, number>>,
  work: (cluster: Cluster) => Promise<void>,
): Promise<void> {
  const pg = await PrivatePostgres.start();
  const redis = await PrivateRedis.start();
  const cluster = new Cluster(pg, redis);
  const before = checks.length;
  try {
    await cluster.start(replicas);
    await work(cluster);
  } finally {
    // A failed guarantee is worth the processes' own account of what went wrong.
    if (checks.slice(before).some((c) => !c.ok)) {
      for (const process of cluster.processes) {
        const state = process.child.exitCode ?? process.child.signalCode ?? 'running';
        console.log(
          `  --- ${process.name} (${state}), last output:\n${process.output.join('').split('\n').slice(-15).join('\n')}`,
        );
      }
    }
    await cluster.stop();
    await redis.down();
    await pg.destroy();
  }
}

const scenarios: Record<string, () => Promise<void>> = {
  async rabbitmq() {
    const name = 'RabbitMQ restarted twice during 1,000 orders at 20/s';
    console.log(`\n## ${name}`);
    await withCluster({}, async (cluster) => {
      const team = await buyers(cluster.api, 20);
      const ids = await variants(cluster, 40);
      const started = Date.now();
      const load = placeOrders(cluster, team, 50, 20, ids);
      const chaos = (async () => {
        await sleep(12_000);
        await restartRabbit(5_000);
        await sleep(12_000);
        await restartRabbit(5_000);
      })();
      const [run] = await Promise.all([load, chaos]);
      report(name, run, (Date.now() - started) / 1000);
      check(name, 'all 1,000 orders placed', run.placed.size === 1000, `${run.placed.size}`);
      await verifyOrders(name, cluster, run, team);
    });
  },

  async redis() {
    const name = 'Redis stopped for 20 s under load';
    console.log(`\n## ${name}`);
    await withCluster({}, async (cluster) => {
      const { api: buyer } = await cluster.api.loginBuyer();
      const client = buyer.with({ 'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths, 'x-price-status': '2' });
      const calls: Array<() => Promise<{ status: number }>> = [
        () => client.get('/api/menu'),
        () =>
          client.post('/api/products/search-designs', {
            category: 'rings',
            page: 1 + Math.floor(Math.random() * 5),
          }),
        () => client.post('/api/users/get-user-info', {}),
        () => client.get('/api/cartproducts/count'),
      ];
      const latencies: number[] = [];
      let errors = 0;
      const outageLatencies: number[] = [];
      let outage = false;
      const stopAt = Date.now() + 45_000;
      const load = Promise.all(
        Array.from({ length: 4 }, async (_, worker) => {
          for (let i = worker; Date.now() < stopAt; i += 4) {
            const t0 = Date.now();
            const answer = await calls[i % calls.length]().catch(() => ({ status: 0 }));
            const took = Date.now() - t0;
            latencies.push(took);
            if (outage) outageLatencies.push(took);
            if (answer.status !== 200) errors += 1;
            await sleep(100);
          }
        }),
      );
      await sleep(10_000);
      outage = true;
      await cluster.redis.down();
      await sleep(20_000);
      await cluster.redis.up();
      outage = false;
      await load;
      console.log(
        `  ${latencies.length} requests, ${outageLatencies.length} during the outage; p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, slowest ${Math.max(...latencies)} ms (outage p99 ${percentile(outageLatencies, 99)} ms)`,
      );
      check(
        name,
        'reads served during the outage (no failed request)',
        errors === 0,
        `${errors} failed of ${latencies.length}`,
      );
      check(
        name,
        'no request waits more than 2 s',
        Math.max(...latencies) <= 2_000,
        `slowest ${Math.max(...latencies)} ms`,
      );
      const recovered = await waitUntil(async () => {
        await client.get('/api/menu');
        const health = await fetch(`${cluster.baseUrl}/api/health`);
        return health.status === 200 && (await cluster.redis.keys()) > 0;
      }, 30_000);
      check(
        name,
        'recovers without a restart (health up, cache filled again)',
        recovered !== null,
        recovered === null ? 'not recovered' : `${recovered} ms after Redis came back`,
      );
    });
  },

  async postgres() {
    const name = 'PostgreSQL restarted under order load';
    console.log(`\n## ${name}`);
    await withCluster({}, async (cluster) => {
      const team = await buyers(cluster.api, 10);
      const ids = await variants(cluster, 20);
      const started = Date.now();
      const load = placeOrders(cluster, team, 30, 10, ids);
      await sleep(10_000);
      const t0 = Date.now();
      await cluster.pg.ctl('restart');
      console.log(`  PostgreSQL restarted in ${Date.now() - t0} ms`);
      const run = await load;
      report(name, run, (Date.now() - started) / 1000);
      const alive = cluster.processes.every((process) => process.child.exitCode === null);
      check(
        name,
        'services recover alone (no process exited, all orders placed)',
        alive && run.placed.size === 300,
        `${run.placed.size} of 300`,
      );
      await verifyOrders(name, cluster, run, team);
    });
  },

  async kill() {
    const name = 'An orders process killed mid-request (two replicas)';
    console.log(`\n## ${name}`);
    await withCluster({ orders: 2 }, async (cluster) => {
      const team = await buyers(cluster.api, 10);
      const ids = await variants(cluster, 20);
      const started = Date.now();
      const load = placeOrders(cluster, team, 30, 10, ids);
      await sleep(8_000);
      cluster.processes.find((process) => process.name === 'orders#1')?.child.kill('SIGKILL');
      console.log('  orders#1 killed with SIGKILL (orders#2 takes over)');
      await sleep(8_000);
      // Then the last one too: nobody answers for a while, so the gateway must fail within its timeout,
      // and the messages it had sent wait in the queue for the process that starts next.
      cluster.processes.find((process) => process.name === 'orders#2')?.child.kill('SIGKILL');
      // Longer than the RPC timeout: requests waiting for an answer get 504 and are retried by the client.
      console.log('  orders#2 killed with SIGKILL; orders#3 starts in 8 s');
      await sleep(8_000);
      cluster.processes.push(startProcess('orders#3', entry('orders'), cluster.env()));
      const run = await load;
      report(name, run, (Date.now() - started) / 1000);
      check(
        name,
        'requests met the outage and were answered quickly (503/504 within the 5 s RPC timeout + 1 s)',
        run.failures > 0 && run.slowestFailureMs <= 6_000,
        `${run.failures} failed attempts, slowest ${run.slowestFailureMs} ms`,
      );
      check(
        name,
        'all orders placed (by the survivor, then by the process started after)',
        run.placed.size === 300,
        `${run.placed.size} of 300`,
      );
      await verifyOrders(name, cluster, run, team);
    });
  },

  async sellease() {
    const name =
      'Sellease: 20,000 designs and 20,000 stock updates (1,000 sent twice), a sync process killed and RabbitMQ restarted while they apply';
    console.log(`\n## ${name}`);
    await withCluster({ sync: 2 }, async (cluster) => {
      const rng = createRng(20261129);
      const run = `C${Date.now().toString(36).toUpperCase()}`;
      const version = Date.now();
      const designs = designMessages(run, 20_000, rng, version);
      const stock = stockMessages(run, skusOf(designs), 20_000, rng, version);
      // Sellease sends some again under the same message id: each is still applied once.
      const again = [...designs.slice(0, 500), ...stock.slice(0, 500)];
      const last = new Map<string, { quantity: number; version: number }>();
      for (const message of stock)
        last.set(String(message.body['sku']), {
          quantity: Number(message.body['quantity']),
          version: Number(message.body['version']),
        });
      const started = Date.now();
      const publisher = await connect(LOCAL.amqp);
      try {
        await publishInbound(
          await publisher.createConfirmChannel(),
          { prefix: cluster.prefix, tenant: DEMO_TENANT.id },
          [...designs, ...stock, ...again],
        );
      } finally {
        await publisher.close();
      }
      console.log(
        `  published ${designs.length + stock.length + again.length} in ${Date.now() - started} ms`,
      );
      const chaos = (async () => {
        await sleep(3_000);
        cluster.processes.find((process) => process.name === 'sync#1')?.child.kill('SIGKILL');
        console.log('  sync#1 killed with SIGKILL (sync#2 carries on)');
        await sleep(3_000);
        const t0 = Date.now();
        await restartRabbit(5_000);
        console.log(`  RabbitMQ restarted (${Date.now() - t0} ms)`);
        cluster.processes.push(startProcess('sync#3', entry('sync'), cluster.env()));
        console.log('  sync#3 started');
      })();
      const like = `SIM-${run}-%`;
      const total = designs.length + stock.length;
      const settledIn = await waitUntil(async () => {
        const [row] = await cluster.query<{ n: string }>(
          `select count(*) as n from sync.sellease_messages where message_id like $1 and status <> 'received'`,
          [like],
        );
        return Number(row?.n) === total;
      }, 600_000);
      await chaos;
      console.log(
        `  all settled in ${settledIn === null ? 'never' : `${((Date.now() - started) / 1000).toFixed(1)} s`}`,
      );
      const statuses = await cluster.query<{ status: string; n: string; deliveries: string }>(
        `select status, count(*) as n, sum(deliveries) as deliveries from sync.sellease_messages where message_id like $1 group by status`,
        [like],
      );
      const count = (status: string) => Number(statuses.find((row) => row.status === status)?.n ?? 0);
      const deliveries = statuses.reduce((sum, row) => sum + Number(row.deliveries), 0);
      check(
        name,
        'every message recorded once and settled, none in the error list',
        settledIn !== null && count('applied') + count('stale') === total && count('error') === 0,
        `${count('applied')} applied, ${count('stale')} stale, ${count('error')} errors of ${total}; ${deliveries} deliveries recorded`,
      );
      const twice = await cluster.query<{ n: string }>(
        `select count(*) as n from (select a.design_id from catalogue.design_audit a join catalogue.designs d on d.id = a.design_id
           where d.design_number like $1 group by a.design_id having count(*) > 1) x`,
        [`SIM${run}-%`],
      );
      const [made] = await cluster.query<{ n: string }>(
        `select count(*) as n from catalogue.designs where design_number like $1`,
        [`SIM${run}-%`],
      );
      check(
        name,
        'each design created once (one audit entry each)',
        Number(made?.n) === designs.length && Number(twice[0]?.n) === 0,
        `${made?.n} designs, ${twice[0]?.n} with more than one entry`,
      );
      const shown = await cluster.query<{ sku: string; stock: number; on_hand: number | null }>(
        `select v.sku, v.stock_quantity as stock, i.on_hand from catalogue.variants v
           left join orders.inventory i on i.variant_id = v.id where v.sku = any($1::text[])`,
        [[...last.keys()]],
      );
      const wrong = shown.filter((row) => {
        const want = last.get(row.sku)?.quantity;
        return row.stock !== want || row.on_hand !== want;
      });
      check(
        name,
        'each SKU shows its newest stock level (catalogue and orders)',
        shown.length === last.size && wrong.length === 0,
        `${shown.length} of ${last.size} SKUs found, ${wrong.length} wrong${wrong[0] ? ` (first: ${JSON.stringify(wrong[0])})` : ''}`,
      );
    });
  },

  async scale() {
    const name =
      'Two catalogue and two orders processes as competing consumers; one of each killed under load';
    console.log(`\n## ${name}`);
    await withCluster({ catalogue: 2, orders: 2 }, async (cluster) => {
      const team = await buyers(cluster.api, 10);
      const ids = await variants(cluster, 20);
      const { api: shopper } = await cluster.api.loginBuyer();
      const shopperApi = shopper.with({
        'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths,
        'x-price-status': '2',
      });
      const names = ['catalogue#1', 'catalogue#2', 'orders#1', 'orders#2'];
      const before = await Promise.all(names.map((process) => handledRequests(cluster, process)));
      const started = Date.now();
      const orders = placeOrders(cluster, team, 30, 10, ids);
      const firstHalf = await searchLoad(shopperApi, 8, Date.now() + 15_000);
      const during = await Promise.all(names.map((process) => handledRequests(cluster, process)));
      const shares = names.map((process, i) => `${process} ${during[i] - before[i]}`);
      console.log(`  requests handled per process while all four ran: ${shares.join(', ')}`);
      for (const service of ['catalogue', 'orders']) {
        const [a, b] = names
          .map((process, i) => ({ process, handled: during[i] - before[i] }))
          .filter(({ process }) => process.startsWith(service));
        const share = a.handled / Math.max(1, a.handled + b.handled);
        check(
          name,
          `both ${service} processes take a share of the messages (each between a quarter and three quarters)`,
          share >= 0.25 && share <= 0.75,
          `${a.process} ${a.handled}, ${b.process} ${b.handled}`,
        );
      }
      const secondHalf = searchLoad(shopperApi, 8, Date.now() + 15_000);
      await sleep(3_000);
      cluster.processes.find((process) => process.name === 'catalogue#1')?.child.kill('SIGKILL');
      cluster.processes.find((process) => process.name === 'orders#1')?.child.kill('SIGKILL');
      console.log('  catalogue#1 and orders#1 killed with SIGKILL under load');
      const afterKill = await secondHalf;
      const run = await orders;
      report(name, run, (Date.now() - started) / 1000);
      const searches = [...firstHalf.latencies, ...afterKill.latencies];
      console.log(
        `  ${firstHalf.answered + afterKill.answered} listings answered, ${firstHalf.lost + afterKill.lost} lost; p50 ${percentile(searches, 50)} ms, p95 ${percentile(searches, 95)} ms, p99 ${percentile(searches, 99)} ms`,
      );
      check(
        name,
        'no listing lost when a catalogue process dies (its unacknowledged requests go to the survivor)',
        firstHalf.lost + afterKill.lost === 0,
        `${firstHalf.lost + afterKill.lost} lost of ${searches.length} (by status: before the kill ${JSON.stringify(firstHalf.lostByStatus)}, after ${JSON.stringify(afterKill.lostByStatus)})`,
      );
      check(name, 'all orders placed', run.placed.size === 300, `${run.placed.size} of 300`);
      await verifyOrders(name, cluster, run, team);
    });
  },

  async embedded() {
    const name = 'Embedded mode: 50 buyers and a back-office clerk for 60 s';
    console.log(`\n## ${name}`);
    const dataDir = mkdtempSync(join(tmpdir(), 'atelier-chaos-embedded-'));
    const port = await freePort();
    const embedded = startProcess('embedded', entry('embedded'), { PORT: String(port), DATA_DIR: dataDir });
    const system = { baseUrl: `http://127.0.0.1:${port}`, api: new Api(`http://127.0.0.1:${port}`) };
    try {
      await waitForHealthy(system.baseUrl, [embedded], 120_000);
      const team = await buyers(system.api, 50);
      const { api: clerk } = await system.api.loginAdmin();
      const ids = (
        await system.api.loginBuyer().then(({ api }) =>
          api
            .with({ 'x-price-status': '2', 'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths })
            .post<{ data: { rows: Array<{ variant_id: string }> } }>('/api/products/search-designs', {
              category: 'rings',
            }),
        )
      ).body.data.rows.map((row) => row.variant_id);
      const stopAt = Date.now() + 60_000;
      const latencies: number[] = [];
      let errors = 0;
      let healthDown = 0;
      let clerkActions = 0;
      const timed = async (work: () => Promise<{ status: number }>): Promise<void> => {
        const t0 = Date.now();
        const answer = await work().catch(() => ({ status: 0 }));
        latencies.push(Date.now() - t0);
        if (answer.status >= 500 || answer.status === 0) errors += 1;
      };
      const shoppers = team.map(async (buyer, index) => {
        for (let n = 0; Date.now() < stopAt; n += 1) {
          await timed(() => buyer.api.get('/api/menu'));
          await timed(() =>
            buyer.api.post('/api/products/search-designs', { category: 'rings', page: 1 + (n % 3) }),
          );
          await timed(() =>
            buyer.api.post('/api/cartproducts/add-to-cart', {
              variantId: ids[(index + n) % ids.length],
              quantity: 1,
            }),
          );
          if (n % 5 === 4) {
            await timed(() =>
              buyer.api.request('POST', '/api/orders/place-order', {
                json: { shippingAddressId: 'primary', shippingOption: 'standard' },
                headers: { 'idempotency-key': randomUUID() },
              }),
            );
          }
        }
      });
      const office = (async () => {
        for (let n = 0; Date.now() < stopAt; n += 1) {
          const target = team[n % team.length];
          await timed(() =>
            clerk.request('PUT', `/api/customer-users/${target.userId}/credentials`, {
              json: { password: 'Chaos#2026', confirmPassword: 'Chaos#2026' },
            }),
          );
          await timed(() => clerk.post('/api/customers/list', { status: 'approved' }));
          await timed(() => clerk.get('/api/admin/orders'));
          clerkActions += 3;
        }
      })();
      const health = (async () => {
        while (Date.now() < stopAt) {
          const answer = await fetch(`${system.baseUrl}/api/health`, {
            signal: AbortSignal.timeout(5_000),
          }).catch(() => null);
          if (answer?.status !== 200) healthDown += 1;
          await sleep(1_000);
        }
      })();
      await Promise.all([...shoppers, office, health]);
      console.log(
        `  ${latencies.length} requests in 60 s (${(latencies.length / 60).toFixed(0)}/s), ${clerkActions} clerk actions; p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, p99 ${percentile(latencies, 99)} ms`,
      );
      check(name, 'health stays up', healthDown === 0, `${healthDown} failed health checks`);
      check(name, 'no wedge: no 5xx or lost answer', errors === 0, `${errors} of ${latencies.length}`);
      const after = await fetch(`${system.baseUrl}/api/health`);
      check(name, 'still answering afterwards', after.status === 200, `health ${after.status}`);
    } finally {
      await stopProcess(embedded);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const names = wanted.length > 0 ? wanted : Object.keys(scenarios);
  for (const name of names) {
    const scenario = scenarios[name];
    if (!scenario) throw new Error(`unknown scenario ${name}; one of ${Object.keys(scenarios).join(', ')}`);
    try {
      await scenario();
    } catch (error) {
      check(name, 'scenario ran to its end', false, (error as Error).stack ?? String(error));
    } finally {
      await ensureRabbitUp();
    }
  }
  const failed = checks.filter((c) => !c.ok);
  console.log(`\n${checks.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length > 0 ? 1 : 0);
}

void main();
