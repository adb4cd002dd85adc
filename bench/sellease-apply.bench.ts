/**
 * npm run bench:sellease [-- --designs 100000 --stock 100000 --samples 200]
 *
 * Starts the distributed system on a fresh database with the demo tenant and plays Sellease with the
 * simulator's message builders: N `design.upserted` messages (new designs of one to three variants) and
 * M `stock.updated` messages over their SKUs, published to the inbound queue as fast as RabbitMQ takes
 * them (persistent, confirmed). It measures the time from the first publish until every message is
 * applied and the result is visible through the catalogue (each SKU's last stock level stored), the
 * apply rate, and the lag from publish to applied (every message, from the sync service's
 * own record) and from publish to visible through the gateway (a sample of designs and SKUs: the admin
 * design API, asked once the catalogue's tables hold the sample).
 *
 * Beside it, in the same run: RabbitMQ's own rate for the same number of messages of the same bodies, a
 * plain amqplib publisher (confirmed, persistent) and consumer (acking) on a scratch queue.
 *
 * Cleans up everything it made; BENCH_MAX_MINUTES stops a stuck run.
 */
import { DEMO_TENANT } from '@atelier/contracts/common';
import { SELLEASE_INBOUND_QUEUE } from '@atelier/contracts/sync';
import { type ConfirmChannel, connect } from 'amqplib';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Pool } from 'pg';
import { Api } from '../test/support/api';
import { LOCAL } from '../test/support/system';
import { startBenchSystem, summarise, table } from './bench-support';
import { cpuPerUnit, cpuSnapshot } from './process-cpu';
import { createRng, designMessages, type SimMessage, skusOf, stockMessages } from './sellease-messages';

const { values } = parseArgs({
  options: {
    designs: { type: 'string', default: '100000' },
    stock: { type: 'string', default: '100000' },
    samples: { type: 'string', default: '200' },
  },
});

const DESIGNS = Number(values.designs);
const STOCK = Number(values.stock);
const SAMPLES = Number(values.samples);
const WATCHDOG_MINUTES = Number(process.env['BENCH_MAX_MINUTES'] ?? 20);
/** Publishes in flight before waiting for the broker's confirms. */
const CONFIRM_WINDOW = 5_000;
const POLL_MS = 250;

const log = (message: string) => process.stdout.write(`${message}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function send(channel: ConfirmChannel, queue: string, message: SimMessage, tenantId: string): boolean {
  return channel.sendToQueue(queue, Buffer.from(JSON.stringify(message.body)), {
    persistent: true,
    messageId: message.messageId,
    type: message.type,
    contentType: 'application/json',
    headers: { 'x-tenant-id': tenantId },
  });
}

/** CPU milliseconds the whole host spent busy so far (every core, from /proc/stat). */
function hostBusyMs(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const busy = ticks
    .slice(0, 8)
    .reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  return busy * 10;
}

function procStat(pid: string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function cmdlineOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

/** CPU milliseconds so far of each PostgreSQL backend serving the database, by process id. */
function backendsOf(database: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || !cmdlineOf(pid).includes(` ${database} `)) continue;
    const fields = procStat(pid);
    out.set(pid, (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10);
  }
  return out;
}

/** CPU milliseconds of every PostgreSQL backend the server has reaped so far (its children's count). */
function reapedBackendsMs(): number {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || !/\/postgres\0-D\0/.test(cmdlineOf(pid))) continue;
    const fields = procStat(pid);
    return (Number(fields[13] ?? 0) + Number(fields[14] ?? 0)) * 10;
  }
  return 0;
}

/**
 * CPU milliseconds, within the run, of PostgreSQL backends that ended during it: a pool closes idle
 * connections, and the per-process count loses an ended backend's CPU. The server counts its reaped
 * children whole, so what the database's ended backends had used before the run is taken off (those of
 * other databases that ended meanwhile stay in: shared).
 */
function endedDuringRun(from: { reaped: number; backends: Map<string, number> }, database: string): number {
  const alive = backendsOf(database);
  let before = 0;
  for (const [pid, ms] of from.backends) if (!alive.has(pid)) before += ms;
  return Math.max(0, reapedBackendsMs() - from.reaped - before);
}

/** Publishes every message, confirmed; answers each message's publish time (ms, performance clock). */
async function publishAll(
  channel: ConfirmChannel,
  queue: string,
  messages: readonly SimMessage[],
): Promise<Map<string, number>> {
  const at = new Map<string, number>();
  let inFlight = 0;
  for (const message of messages) {
    at.set(message.messageId, performance.now());
    if (!send(channel, queue, message, DEMO_TENANT.id))
      await new Promise((resolve) => channel.once('drain', resolve));
    inFlight += 1;
    if (inFlight >= CONFIRM_WINDOW) {
      await channel.waitForConfirms();
      inFlight = 0;
    }
  }
  await channel.waitForConfirms();
  return at;
}

/** RabbitMQ alone: the same bodies through a scratch queue, publisher and consumer at once. */
async function rawRabbit(
  prefix: string,
  messages: readonly SimMessage[],
): Promise<{ publishPerSecond: number; consumePerSecond: number; seconds: number }> {
  const queue = `${prefix}.bench.raw`;
  const producer = await connect(LOCAL.amqp);
  const consumer = await connect(LOCAL.amqp);
  try {
    const out = await producer.createConfirmChannel();
    const inbound = await consumer.createChannel();
    await inbound.assertQueue(queue, { durable: true });
    await inbound.prefetch(1_000);
    let consumed = 0;
    let resolveDone: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      resolveDone = resolve;
    });
    await inbound.consume(queue, (msg) => {
      if (!msg) return;
      inbound.ack(msg);
      consumed += 1;
      if (consumed === messages.length) resolveDone();
    });
    const started = performance.now();
    await publishAll(out, queue, messages);
    const published = performance.now();
    await done;
    const finished = performance.now();
    await inbound.deleteQueue(queue);
    return {
      publishPerSecond: messages.length / ((published - started) / 1000),
      consumePerSecond: messages.length / ((finished - started) / 1000),
      seconds: (finished - started) / 1000,
    };
  } finally {
    await producer.close().catch(() => undefined);
    await consumer.close().catch(() => undefined);
  }
}

interface Sample {
  designNumber: string;
  /** The SKU whose last stock level is awaited, or none for a design sample. */
  sku?: string;
  quantity?: number;
  publishedAt: number;
  messageId: string;
  visibleAt?: number;
  designId?: string;
}

interface AdminVariantView {
  sku: string;
  stock: number;
}

/**
 * Polls until each sample is visible through the gateway; answers when all are. The gateway is asked
 * only about samples the catalogue's tables already show (one indexed look for all pending samples per
 * round): the admin API reads those same tables, so it cannot show a sample sooner, and asking it about
 * every pending sample every round (a back-office search, a scan of every design, per design sample)
 * made the watcher one of PostgreSQL's largest consumers at full size. The time taken is still when
 * the API showed it.
 */
async function watchSamples(pool: Pool, admin: Api, samples: Sample[], until: () => boolean): Promise<void> {
  for (;;) {
    const pending = samples.filter((sample) => sample.visibleAt === undefined);
    if (pending.length === 0 && until()) return;
    // A refused connection (the system being stopped by Ctrl+C) is another round, not a crash.
    const ready = await storedSamples(pool, pending).catch(() => []);
    for (const sample of ready) await lookAt(admin, sample).catch(() => undefined);
    await sleep(POLL_MS);
  }
}

/**
 * The samples whose design (and for a SKU, its last stock level) the catalogue's tables hold: designs by
 * number until their id is known, then SKUs by SKU, each through its unique index.
 */
async function storedSamples(pool: Pool, pending: Sample[]): Promise<Sample[]> {
  const unknown = pending.filter((sample) => sample.designId === undefined);
  if (unknown.length > 0) {
    const { rows } = await pool.query<{ design_number: string; id: string }>(
      `SELECT design_number, id FROM catalogue.designs WHERE tenant_id = $1 AND design_number = ANY($2::text[])`,
      [DEMO_TENANT.id, unknown.map((sample) => sample.designNumber)],
    );
    const idOf = new Map(rows.map((row) => [row.design_number, row.id]));
    for (const sample of unknown) sample.designId = idOf.get(sample.designNumber);
  }
  const skus = pending.flatMap((sample) =>
    sample.designId !== undefined && sample.sku !== undefined ? [sample.sku] : [],
  );
  const stockOf = new Map<string, number>();
  if (skus.length > 0) {
    const { rows } = await pool.query<{ sku: string; stock: number }>(
      `SELECT sku, stock_quantity AS stock FROM catalogue.variants WHERE tenant_id = $1 AND sku = ANY($2::text[])`,
      [DEMO_TENANT.id, skus],
    );
    for (const row of rows) stockOf.set(row.sku, row.stock);
  }
  return pending.filter(
    (sample) =>
      sample.designId !== undefined &&
      (sample.sku === undefined || stockOf.get(sample.sku) === sample.quantity),
  );
}

/** One look at a sample through the gateway: its design, and for a SKU its last stock level. */
async function lookAt(admin: Api, sample: Sample): Promise<void> {
  if (!sample.designId) return;
  const design = await admin.get<{ data: { designNumber: string; variants: AdminVariantView[] } }>(
    `/api/admin/designs/${sample.designId}`,
  );
  if (design.body.data?.designNumber !== sample.designNumber) return;
  if (sample.sku !== undefined) {
    const variant = design.body.data.variants.find((v) => v.sku === sample.sku);
    if (variant?.stock !== sample.quantity) return;
  }
  sample.visibleAt = performance.now();
}

async function main(): Promise<void> {
  const seed = 20261125;
  const rng = createRng(seed);
  const run = `B${Date.now().toString(36).toUpperCase()}`;
  const version = Date.now();
  const designs = designMessages(run, DESIGNS, rng, version);
  const skus = skusOf(designs);
  const stock = stockMessages(run, skus, STOCK, rng, version);
  const messages = [...designs, ...stock];
  // Each SKU's last stock level is what must show in the end.
  const finalStock = new Map<string, { quantity: number; messageId: string }>();
  for (const message of stock)
    finalStock.set(String(message.body['sku']), {
      quantity: Number(message.body['quantity']),
      messageId: message.messageId,
    });
  log(
    `bench: ${designs.length} designs (${skus.length} SKUs), ${stock.length} stock updates ` +
      `(${finalStock.size} SKUs touched); load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );

  const system = await startBenchSystem('sellease', { watchdogMinutes: WATCHDOG_MINUTES });
  // Ctrl+C still removes the processes, database and queues the run made.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void system.stop().finally(() => process.exit(130)));
  const pool = new Pool({ connectionString: system.databaseUrl, max: 3 });
  const prefix = new URL(system.databaseUrl).pathname.slice(1).replace(/_/g, '-');
  try {
    log(`bench: system healthy in ${(system.startedInMs / 1000).toFixed(1)} s`);
    const raw = await rawRabbit(prefix, messages);
    log(
      `bench: RabbitMQ alone: publish ${Math.round(raw.publishPerSecond)}/s, ` +
        `consume ${Math.round(raw.consumePerSecond)}/s (${raw.seconds.toFixed(2)} s)`,
    );

    const admin = (await new Api(system.baseUrl).loginAdmin()).api;
    const samples: Sample[] = [];
    const designStep = Math.max(1, Math.floor(designs.length / Math.ceil(SAMPLES / 2)));
    for (let i = designStep - 1; i < designs.length; i += designStep) {
      const message = designs[i];
      if (message)
        samples.push({
          designNumber: String(message.body['designNumber']),
          messageId: message.messageId,
          publishedAt: 0,
        });
    }
    const touched = [...finalStock.entries()];
    const stockStep = Math.max(1, Math.floor(touched.length / Math.ceil(SAMPLES / 2)));
    for (let i = stockStep - 1; i < touched.length; i += stockStep) {
      const [sku, last] = touched[i] ?? [];
      if (sku && last)
        samples.push({
          designNumber: sku.replace(/-\d+$/, ''),
          sku,
          quantity: last.quantity,
          messageId: last.messageId,
          publishedAt: 0,
        });
    }

    const connection = await connect(LOCAL.amqp);
    const channel = await connection.createConfirmChannel();
    const queue = `${prefix}.${SELLEASE_INBOUND_QUEUE}`;
    let settled = false;
    // What the system itself spends on the run, apart from the scratch-queue comparison before it and
    // from whatever else the host runs meanwhile (the rest of the host's busy time).
    const cpu = () => cpuSnapshot(system.pids, system.database);
    const cpuFrom = cpu();
    const hostFrom = hostBusyMs();
    const endedFrom = { reaped: reapedBackendsMs(), backends: backendsOf(system.database) };
    const started = performance.now();
    const publishing = publishAll(channel, queue, messages);
    const watching = watchSamples(pool, admin, samples, () => settled);
    const publishedAt = await publishing;
    const publishSeconds = (performance.now() - started) / 1000;
    log(`bench: published ${messages.length} in ${publishSeconds.toFixed(2)} s`);
    for (const sample of samples) sample.publishedAt = publishedAt.get(sample.messageId) ?? started;

    // Every message settled (applied, stale or an error) in the sync service's record. While the queue
    // still holds messages none can be missing, so the broker's count is asked (no load on PostgreSQL);
    // the messages' record, a scan of every message of the run, only once the queue is empty.
    let lastLog = 0;
    const watcher = await connection.createChannel();
    for (;;) {
      const waiting = (await watcher.checkQueue(queue)).messageCount;
      if (performance.now() - lastLog > 5_000) {
        lastLog = performance.now();
        log(
          `bench: ${((performance.now() - started) / 1000).toFixed(1)} s: ${waiting} waiting in the queue; load ${loadavg()[0]?.toFixed(2)}`,
        );
      }
      if (waiting === 0) {
        const { rows } = await pool.query<{ n: string }>(
          `SELECT count(*) AS n FROM sync.sellease_messages WHERE message_id LIKE $1 AND status <> 'received'`,
          [`SIM-${run}-%`],
        );
        if (Number(rows[0]?.n) >= messages.length) break;
      }
      await sleep(POLL_MS);
    }
    await watcher.close().catch(() => undefined);
    const appliedAt = performance.now();
    // ... and the catalogue showing every SKU's last level (what the API reads).
    const expectedSkus = [...finalStock.keys()];
    const expectedQuantities = expectedSkus.map((sku) => finalStock.get(sku)?.quantity ?? 0);
    for (;;) {
      const { rows } = await pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM catalogue.variants v
           JOIN unnest($1::text[], $2::int[]) AS e(sku, quantity) ON e.sku = v.sku
          WHERE v.tenant_id = $3 AND v.stock_quantity = e.quantity`,
        [expectedSkus, expectedQuantities, DEMO_TENANT.id],
      );
      if (Number(rows[0]?.n) === expectedSkus.length) break;
      await sleep(POLL_MS);
    }
    settled = true;
    await watching;
    const visibleAt = performance.now();
    const totalSeconds = (visibleAt - started) / 1000;
    const cpuRows = cpuPerUnit(cpuFrom, cpu(), 1);
    const hostMs = hostBusyMs() - hostFrom;
    cpuRows.splice(-1, 0, ['postgres (ended backends, shared)', endedDuringRun(endedFrom, system.database)]);
    cpuRows[cpuRows.length - 1] = ['total', cpuRows.slice(0, -1).reduce((sum, [, ms]) => sum + ms, 0)];

    const { rows: statuses } = await pool.query<{ status: string; n: string }>(
      `SELECT status, count(*) AS n FROM sync.sellease_messages WHERE message_id LIKE $1 GROUP BY status`,
      [`SIM-${run}-%`],
    );
    const { rows: designCount } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM catalogue.designs WHERE tenant_id = $1 AND design_number LIKE $2`,
      [DEMO_TENANT.id, `SIM${run}-%`],
    );
    // Publish to applied, for every message, from the sync service's own record (same clock via offsets).
    const { rows: done } = await pool.query<{ message_id: string; done_ms: string }>(
      `SELECT message_id, (extract(epoch FROM done_at) * 1000)::text AS done_ms
         FROM sync.sellease_messages WHERE message_id LIKE $1 AND done_at IS NOT NULL`,
      [`SIM-${run}-%`],
    );
    const epochOffset = Date.now() - performance.now();
    const appliedLags = done.map(
      (row) => Number(row.done_ms) - epochOffset - (publishedAt.get(row.message_id) ?? started),
    );
    const rate = messages.length / totalSeconds;
    const visibleLags = samples.map((sample) => (sample.visibleAt ?? visibleAt) - sample.publishedAt);

    log(
      `\nbench: statuses ${JSON.stringify(Object.fromEntries(statuses.map((r) => [r.status, Number(r.n)])))}`,
    );
    log(`bench: designs in the catalogue: ${designCount[0]?.n} of ${designs.length}`);
    log(
      `bench: ${messages.length} messages applied in ${((appliedAt - started) / 1000).toFixed(1)} s, ` +
        `visible through the API in ${totalSeconds.toFixed(1)} s ` +
        `(${Math.round(messages.length / totalSeconds)} msg/s end to end); ` +
        `load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}\n`,
    );
    log(
      table(
        [
          {
            ...summarise('Sellease apply, publish to applied', 'sync', appliedLags, totalSeconds, 0),
            perSecond: rate,
          },
          {
            ...summarise(
              'Sellease apply, publish to visible (sample)',
              'gateway',
              visibleLags,
              totalSeconds,
              0,
            ),
            perSecond: rate,
          },
          {
            ...summarise('RabbitMQ publish (confirmed)', 'scratch queue', [], raw.seconds, 0),
            count: messages.length,
            perSecond: raw.publishPerSecond,
          },
          {
            ...summarise('RabbitMQ publish + consume', 'scratch queue', [], raw.seconds, 0),
            count: messages.length,
            perSecond: raw.consumePerSecond,
          },
        ],
        { target: 'through', count: 'messages', rate: 'msg/s', rateDigits: 0 },
      ),
    );
    log(`\n(apply rows: msg/s is every message over the time until all were visible through the API)`);
    const part = (label: string) => cpuRows.find(([name]) => name === label)?.[1] ?? 0;
    const systemMs = cpuRows
      .filter(([label]) => label !== 'total' && label !== 'load generator' && !label.endsWith('shared)'))
      .reduce((sum, [, ms]) => sum + ms, 0);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    log(
      `\nbench: CPU during the run: ${cpuRows
        .filter(([label]) => label !== 'total')
        .map(([label, ms]) => `${label} ${seconds(ms)}`)
        .join(', ')}`,
    );
    log(
      `bench: system CPU (the database's backends, RabbitMQ, the services) ${seconds(systemMs + part('rabbitmq (shared)') + part('postgres (ended backends, shared)'))}; ` +
        `the rest of the host ${seconds(Math.max(0, hostMs - part('total')))}`,
    );
    await connection.close().catch(() => undefined);
  } finally {
    await pool.end();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
