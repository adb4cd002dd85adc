import { DEMO_TENANT } from '@atelier/contracts/common';
import { connect } from 'amqplib';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import {
  createRng,
  designMessages,
  designNumberOf,
  type SimMessage,
  skusOf,
  stockMessages,
} from '../../bench/sellease-messages';
import { sql } from '../support/accounts';
import type { Api } from '../support/api';
import { SELLEASE_BATCH, SELLEASE_BATCHES_AT_ONCE } from '@atelier/services/sync';
import { removeDesignsLike } from '../support/catalogue-admin';
import { LOCAL, type RunningProcess, startProcess, stopProcess } from '../support/system';
import { waitFor } from './orders-support';
import { system } from './state';

jest.setTimeout(180_000);

const run = promisify(execFile);
const { api, amqpPrefix, cachePrefix, database, databaseUrl } = system();
const TENANT = DEMO_TENANT.id;
const INBOUND = `${amqpPrefix}.sellease.inbound`;
/** Every run of this suite has its own design numbers, SKUs and message ids. */
const RUN = `R${randomBytes(3).toString('hex').toUpperCase()}`;
const extras: RunningProcess[] = [];
let admin: Api;

/** Plays Sellease: publishes to the inbound queue, persistent and confirmed (a raw body as it is). */
async function publish(
  messages: ReadonlyArray<SimMessage | { messageId: string; type: string; raw: Buffer }>,
) {
  const connection = await connect(LOCAL.amqp);
  try {
    const channel = await connection.createConfirmChannel();
    for (const message of messages) {
      const content = 'raw' in message ? message.raw : Buffer.from(JSON.stringify(message.body));
      channel.sendToQueue(INBOUND, content, {
        persistent: true,
        messageId: message.messageId,
        type: message.type,
        contentType: 'application/json',
        headers: { 'x-tenant-id': TENANT },
      });
    }
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}

async function consumers(): Promise<number> {
  const connection = await connect(LOCAL.amqp);
  try {
    const channel = await connection.createChannel();
    return (await channel.checkQueue(INBOUND)).consumerCount;
  } finally {
    await connection.close();
  }
}

/** A second sync process beside the suite's own, on the same database and queues. */
async function startSync(): Promise<RunningProcess> {
  const before = await consumers();
  const sync = startProcess(`sync-extra-${extras.length + 1}`, 'dist/server/apps/sync/src/main.js', {
    DATABASE_URL: databaseUrl,
    AMQP_URL: LOCAL.amqp,
    REDIS_URL: LOCAL.redis,
    AMQP_PREFIX: amqpPrefix,
    CACHE_PREFIX: cachePrefix,
  });
  extras.push(sync);
  await waitFor(async () => {
    if (sync.child.exitCode !== null) throw new Error(`sync exited:\n${sync.output.join('')}`);
    return (await consumers()) > before;
  }, 60_000);
  return sync;
}

async function statuses(ids: readonly string[]): Promise<Map<string, { status: string; rows: number }>> {
  const rows = await sql<{ message_id: string; status: string; rows: string }>(
    database,
    `select message_id, min(status) as status, count(*) as rows from sync.sellease_messages
      where tenant_id = $1 and message_id = any($2) group by message_id`,
    [TENANT, ids],
  );
  return new Map(rows.map((row) => [row.message_id, { status: row.status, rows: Number(row.rows) }]));
}

/** Waits until every message is settled (applied, stale or an error), never left `received`. */
async function settledAll(ids: readonly string[], timeoutMs = 120_000) {
  return waitFor(async () => {
    const found = await statuses(ids);
    const done = [...found.values()].filter((entry) => entry.status !== 'received').length;
    return done === ids.length ? found : null;
  }, timeoutMs);
}

async function appliedCount(ids: readonly string[]): Promise<number> {
  const [row] = await sql<{ n: string }>(
    database,
    `select count(*) as n from sync.sellease_messages where tenant_id = $1 and message_id = any($2)
        and status <> 'received'`,
    [TENANT, ids],
  );
  return Number(row?.n ?? 0);
}

/** Messages recorded and not yet settled: the batches being applied right now. */
async function inFlightCount(ids: readonly string[]): Promise<number> {
  const [row] = await sql<{ n: string }>(
    database,
    `select count(*) as n from sync.sellease_messages where tenant_id = $1 and message_id = any($2)
        and status = 'received'`,
    [TENANT, ids],
  );
  return Number(row?.n ?? 0);
}

const HOLD = `suite-hold-${RUN}`;

/** Claims stock records under the suite's own name, as a batch of another process would. */
async function holdStock(skus: readonly string[]): Promise<void> {
  await sql(
    database,
    `insert into sync.record_versions (tenant_id, kind, key, claimed_by, claimed_until)
     select $1, 'stock', k, $2, now() + interval '2 minutes' from unnest($3::text[]) as k
     on conflict (tenant_id, kind, key) do update
       set claimed_by = excluded.claimed_by, claimed_until = excluded.claimed_until`,
    [TENANT, HOLD, skus],
  );
}

async function releaseStock(skus: readonly string[]): Promise<void> {
  await sql(
    database,
    `update sync.record_versions set claimed_by = null, claimed_until = null
      where tenant_id = $1 and kind = 'stock' and key = any($2) and claimed_by = $3`,
    [TENANT, skus, HOLD],
  );
}

/**
 * A stream of Sellease messages: designs to make first (`base`), then new designs and stock updates of
 * the base designs' SKUs, many versions each, interleaved (`messages`). The base designs are applied
 * before the stream, since stock of a SKU the catalogue does not have yet is an error list entry.
 */
function stream(label: string, designs: number, stockUpdates: number) {
  const rng = createRng(designs * 7919 + stockUpdates);
  const runId = `${RUN}${label}`;
  const all = designMessages(runId, designs * 2, rng, 1);
  const base = all.slice(0, designs);
  const added = all.slice(designs);
  const skus = skusOf(base);
  const stock = stockMessages(runId, skus, stockUpdates, rng, 1);
  const last = new Map<string, { quantity: number; version: number }>();
  for (const message of stock)
    last.set(String(message.body['sku']), {
      quantity: Number(message.body['quantity']),
      version: Number(message.body['version']),
    });
  const messages: SimMessage[] = [];
  const every = Math.max(1, Math.floor(stock.length / Math.max(1, added.length)));
  stock.forEach((message, i) => {
    messages.push(message);
    const design = i % every === 0 ? added[i / every] : undefined;
    if (design) messages.push(design);
  });
  messages.push(...added.slice(Math.ceil(stock.length / every)));
  return {
    runId,
    base,
    messages,
    designs: all,
    skus: skusOf(all),
    last,
    prefix: designNumberOf(runId, 0).slice(0, -5),
  };
}

/**
 * Exactly once: each message recorded once and settled without an error, each design made once with
 * its variants, and each SKU's stock (in orders, in the catalogue and through the API) at the last
 * version sent, with that version recorded as applied.
 */
async function expectAppliedExactlyOnce(s: ReturnType<typeof stream>): Promise<void> {
  const ids = [...s.base, ...s.messages].map((message) => message.messageId);
  const settled = await settledAll(ids);
  expect([...settled.values()].filter((entry) => entry.rows !== 1)).toEqual([]);
  const failed = [...settled.entries()].filter(([, entry]) => !['applied', 'stale'].includes(entry.status));
  // Listed with the error list's reasons, so a failure says why.
  const reasons = await sql<{ message_id: string; reason_key: string; reason_params: unknown }>(
    database,
    'select message_id, reason_key, reason_params from sync.sync_errors where tenant_id = $1 and message_id = any($2)',
    [TENANT, failed.map(([id]) => id)],
  );
  expect(reasons).toEqual([]);
  expect(failed).toEqual([]);

  const designs = await sql<{ design_number: string; variants: string }>(
    database,
    `select d.design_number, count(v.id) as variants from catalogue.designs d
       left join catalogue.variants v on v.design_id = d.id
      where d.tenant_id = $1 and d.design_number like $2 group by d.id, d.design_number`,
    [TENANT, `${s.prefix}%`],
  );
  expect(designs.map((row) => row.design_number).sort()).toEqual(
    s.designs.map((message) => String(message.body['designNumber'])).sort(),
  );
  expect(designs.reduce((n, row) => n + Number(row.variants), 0)).toBe(s.skus.length);

  const skus = [...s.last.keys()];
  const expected = skus.map((sku) => [sku, s.last.get(sku)?.quantity]).sort();
  const inventory = await sql<{ sku: string; on_hand: number }>(
    database,
    'select sku, on_hand from orders.inventory where tenant_id = $1 and sku = any($2)',
    [TENANT, skus],
  );
  expect(inventory.map((row) => [row.sku, row.on_hand]).sort()).toEqual(expected);
  const versions = await sql<{ key: string; version: string }>(
    database,
    `select key, version from sync.record_versions where tenant_id = $1 and kind = 'stock' and key = any($2)`,
    [TENANT, skus],
  );
  expect(versions.map((row) => [row.key, Number(row.version)]).sort()).toEqual(
    skus.map((sku) => [sku, s.last.get(sku)?.version]).sort(),
  );
  // The catalogue follows orders through its events; what the API shows is the last level sent.
  await waitFor(async () => {
    const shown = await sql<{ sku: string; stock_quantity: number }>(
      database,
      'select sku, stock_quantity from catalogue.variants where tenant_id = $1 and sku = any($2)',
      [TENANT, skus],
    );
    return shown.every((row) => row.stock_quantity === s.last.get(row.sku)?.quantity);
  }, 60_000);
  const [sku] = skus;
  const listed = await admin.get<{ data: { rows: Array<{ id: string }> } }>(
    `/api/admin/designs?search=${encodeURIComponent(sku?.replace(/-\d+$/, '') ?? '')}`,
  );
  const design = await admin.get<{ data: { variants: Array<{ sku: string; stock: number }> } }>(
    `/api/admin/designs/${listed.body.data.rows[0]?.id}`,
  );
  expect(design.body.data.variants.find((variant) => variant.sku === sku)?.stock).toBe(
    s.last.get(sku ?? '')?.quantity,
  );
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${api.baseUrl}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

async function rabbitmqctl(...args: string[]): Promise<void> {
  await run('rabbitmqctl', args, { timeout: 120_000 });
}

beforeAll(async () => {
  ({ api: admin } = await api.loginAdmin());
});

afterAll(async () => {
  await Promise.all(extras.map((p) => stopProcess(p)));
  // Leave the broker up and the system healthy for the suites that follow, whatever happened here.
  await rabbitmqctl('start_app').catch(() => undefined);
  await waitFor(healthy, 120_000).catch(() => undefined);
  const like = `SIM-${RUN}%`;
  await sql(database, 'delete from sync.sync_errors where tenant_id = $1 and message_id like $2', [
    TENANT,
    like,
  ]);
  await sql(database, 'delete from sync.sellease_messages where tenant_id = $1 and message_id like $2', [
    TENANT,
    like,
  ]);
  await sql(database, 'delete from sync.record_versions where tenant_id = $1 and key like $2', [
    TENANT,
    `SIM${RUN}%`,
  ]);
  await sql(database, 'delete from orders.inventory where tenant_id = $1 and sku like $2', [
    TENANT,
    `SIM${RUN}%`,
  ]);
  await removeDesignsLike(database, databaseUrl, TENANT, `SIM${RUN}`);
});

describe('Sellease inbound reliability (issue 14, part 7)', () => {
  it('a sync process killed in the middle of a batch loses nothing and applies nothing twice', async () => {
    // Several batches for each of the two sync processes, so both are applying one at some point.
    const s = stream('K', 30, 6_000);
    await publish(s.base);
    await settledAll(s.base.map((message) => message.messageId));
    const doomed = await startSync();
    const ids = s.messages.map((message) => message.messageId);
    const skus = [...s.last.keys()];
    // The stream's stock records held under a claim of the suite's own, as another batch would hold
    // them: each process records its batches and waits for the claim, so the kill finds both in the
    // middle of a batch however fast the machine is.
    await holdStock(skus);
    try {
      await publish(s.messages);
      // One process has at most SELLEASE_BATCHES_AT_ONCE batches of SELLEASE_BATCH recorded and
      // unsettled, so more than that means the doomed one is in the middle of one too.
      await waitFor(
        async () => (await inFlightCount(ids)) > SELLEASE_BATCHES_AT_ONCE * SELLEASE_BATCH,
        60_000,
      );
      await stopProcess(doomed, 'SIGKILL');
    } finally {
      await releaseStock(skus);
    }
    expect(doomed.child.signalCode).toBe('SIGKILL');
    // Restarted: it and the suite's own process finish the stream.
    await startSync();
    await expectAppliedExactlyOnce(s);
    // The batches the killed process was applying came back from the broker and were recorded again.
    const [redelivered] = await sql<{ n: string }>(
      database,
      'select count(*) as n from sync.sellease_messages where tenant_id = $1 and message_id = any($2) and deliveries > 1',
      [TENANT, ids],
    );
    expect(Number(redelivered?.n)).toBeGreaterThan(0);
  });

  it('RabbitMQ restarted during a run loses nothing and applies nothing twice', async () => {
    const s = stream('B', 30, 2_000);
    await publish(s.base);
    await settledAll(s.base.map((message) => message.messageId));
    const { messages } = s;
    const ids = messages.map((message) => message.messageId);
    const half = Math.floor(messages.length / 2);
    await publish(messages.slice(0, half));
    await waitFor(async () => (await appliedCount(ids)) > 0, 60_000);
    await rabbitmqctl('stop_app');
    // The outage is felt: the gateway's health says the broker is gone.
    expect(await waitFor(async () => !(await healthy()), 30_000)).toBe(true);
    await rabbitmqctl('start_app');
    await rabbitmqctl('await_startup');
    await waitFor(healthy, 120_000);
    await publish(messages.slice(half));
    await expectAppliedExactlyOnce(s);
  });

  it('a poison message lands in the error list once and does not hold back the messages behind it', async () => {
    const s = stream('P', 2, 6);
    const poison = { messageId: `SIM-${RUN}-poison-1`, type: 'stock.updated', raw: Buffer.from('{"sku": "') };
    const arrayBody = {
      messageId: `SIM-${RUN}-poison-2`,
      type: 'design.upserted',
      raw: Buffer.from('[1,2]'),
    };
    await publish(s.base);
    await settledAll(s.base.map((message) => message.messageId));
    // The poison first, the stream behind it, then the poison again (redelivered by Sellease).
    await publish([poison, arrayBody, ...s.messages, poison]);
    await expectAppliedExactlyOnce(s);
    const settled = await settledAll([poison.messageId, arrayBody.messageId]);
    expect(settled.get(poison.messageId)).toEqual({ status: 'error', rows: 1 });
    await waitFor(async () => {
      const [row] = await sql<{ deliveries: number }>(
        database,
        'select deliveries from sync.sellease_messages where tenant_id = $1 and message_id = $2',
        [TENANT, poison.messageId],
      );
      return row?.deliveries === 2;
    });
    const { body } = await admin.get<{
      data: { rows: Array<{ messageId: string; type: string; reason: string; attempts: number }> };
    }>(`/api/sync/sellease/errors?status=open&search=${encodeURIComponent(`SIM-${RUN}-poison`)}`);
    const entries = body.data.rows.filter((row) => row.messageId.startsWith(`SIM-${RUN}-poison`));
    expect(entries.map((row) => [row.messageId, row.type, row.attempts]).sort()).toEqual([
      [poison.messageId, 'stock.updated', 1],
      [arrayBody.messageId, 'design.upserted', 1],
    ]);
    expect(entries.every((row) => row.reason.length > 0)).toBe(true);
    const [dead] = await sql<{ n: string }>(
      database,
      `select count(*) as n from sync.sellease_messages where tenant_id = $1 and message_id like $2 and status = 'received'`,
      [TENANT, `SIM-${RUN}-poison%`],
    );
    expect(Number(dead?.n)).toBe(0);
  });
});
