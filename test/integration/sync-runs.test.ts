import { DEMO_TENANT } from '@atelier/contracts/common';
import { connect } from 'amqplib';
import { randomBytes, randomUUID } from 'node:crypto';
import { PASSWORD, removeUsers, sql } from '../support/accounts';
import type { Api } from '../support/api';
import { LOCAL, type RunningProcess, startProcess, stopProcess } from '../support/system';
import { waitFor } from './orders-support';
import { system } from './state';

jest.setTimeout(120_000);

const { api, amqpPrefix, database, databaseUrl } = system();
const TENANT = DEMO_TENANT.id;
const sentIds: string[] = [];
const createdUsers: string[] = [];
let admin: Api;
let variant: { sku: string; onHand: number };

interface RunView {
  id: string;
  jobs: string[];
  trigger: string;
  status: string;
  total: number;
  processed: number;
  applied: number;
  errors: number;
  remaining: number;
  rate: number;
}

interface ScheduleView {
  job: string;
  cron: string | null;
  enabled: boolean;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastOutcome: string | null;
}

async function publishStock(sku: string, quantity: number, version: number): Promise<string> {
  const connection = await connect(LOCAL.amqp);
  const messageId = `SE-RUN-${randomUUID()}`;
  sentIds.push(messageId);
  try {
    const channel = await connection.createConfirmChannel();
    channel.sendToQueue(
      `${amqpPrefix}.sellease.inbound`,
      Buffer.from(JSON.stringify({ sku, quantity, version })),
      {
        persistent: true,
        messageId,
        type: 'stock.updated',
        contentType: 'application/json',
        headers: { 'x-tenant-id': TENANT },
      },
    );
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
  return messageId;
}

async function onHand(sku: string): Promise<number | undefined> {
  const [row] = await sql<{ on_hand: number }>(
    database,
    'select on_hand from orders.inventory where tenant_id = $1 and sku = $2',
    [TENANT, sku],
  );
  return row?.on_hand;
}

async function runOf(id: string): Promise<RunView> {
  const { status, body } = await admin.get<{ data: RunView }>(`/api/sync/sellease/runs/${id}`);
  expect(status).toBe(200);
  return body.data;
}

beforeAll(async () => {
  admin = (await api.loginAdmin()).api;
  const [row] = await sql<{ sku: string; on_hand: number }>(
    database,
    `select sku, on_hand from orders.inventory where tenant_id = $1 and reserved = 0 order by sku limit 1`,
    [TENANT],
  );
  if (!row) {
    const [firstVariant] = await sql<{ sku: string }>(
      database,
      'select sku from catalogue.variants where tenant_id = $1 order by sku limit 1',
      [TENANT],
    );
    variant = { sku: firstVariant?.sku ?? '', onHand: 0 };
  } else variant = { sku: row.sku, onHand: row.on_hand };
});

afterAll(async () => {
  await sql(database, 'delete from sync.sync_schedules where tenant_id = $1', [TENANT]);
  await sql(database, 'delete from sync.sync_runs where tenant_id = $1', [TENANT]);
  await sql(database, 'delete from sync.sellease_messages where tenant_id = $1 and message_id = any($2)', [
    TENANT,
    sentIds,
  ]);
  await sql(database, 'delete from sync.record_versions where tenant_id = $1 and message_id = any($2)', [
    TENANT,
    sentIds,
  ]);
  await sql(database, 'update orders.inventory set on_hand = $3 where tenant_id = $1 and sku = $2', [
    TENANT,
    variant.sku,
    variant.onHand,
  ]);
  await removeUsers(database, createdUsers);
});

describe('sync runs', () => {
  it('re-applies the last Sellease stock over a local change, with its progress and history', async () => {
    const messageId = await publishStock(variant.sku, 5, Date.now());
    await waitFor(async () => {
      const [row] = await sql<{ status: string }>(
        database,
        'select status from sync.sellease_messages where tenant_id = $1 and message_id = $2',
        [TENANT, messageId],
      );
      return row?.status === 'applied';
    });
    expect(await onHand(variant.sku)).toBe(5);
    // Someone changes the stock here; the sync run sets it back to what Sellease said.
    await sql(database, 'update orders.inventory set on_hand = 9 where tenant_id = $1 and sku = $2', [
      TENANT,
      variant.sku,
    ]);

    const started = await admin.post<{ data: RunView; message: string }>('/api/sync/sellease/runs', {
      jobs: ['stock'],
    });
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ jobs: ['stock'], trigger: 'manual' });
    expect(started.body.data.total).toBeGreaterThanOrEqual(1);
    const done = await waitFor(async () => {
      const run = await runOf(started.body.data.id);
      return run.status !== 'running' ? run : null;
    });
    expect(done).toMatchObject({ status: 'succeeded', remaining: 0, errors: 0 });
    expect(done.processed).toBe(done.total);
    expect(done.applied).toBeGreaterThanOrEqual(1);
    expect(await onHand(variant.sku)).toBe(5);

    const history = await admin.get<{ data: { rows: RunView[]; count: number } }>(
      '/api/sync/sellease/runs?limit=5',
    );
    expect(history.status).toBe(200);
    expect(history.body.data.rows[0]?.id).toBe(started.body.data.id);
  });

  it('refuses an unknown job, an empty selection and an unknown run id, naming the field', async () => {
    const unknown = await admin.request<{ errors?: Record<string, string[]> }>(
      'POST',
      '/api/sync/sellease/runs',
      { json: { jobs: ['orders'] } },
    );
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.errors ?? {})[0]).toMatch(/^jobs/);
    const empty = await admin.request('POST', '/api/sync/sellease/runs', { json: { jobs: [] } });
    expect(empty.status).toBe(400);
    const missing = await admin.get(`/api/sync/sellease/runs/${randomUUID()}`);
    expect(missing.status).toBe(404);
  });
});

describe('sync schedules', () => {
  it('saves a cron expression and answers the next run; a bad expression is a 400 naming the field', async () => {
    const saved = await admin.request<{ data: ScheduleView }>('PUT', '/api/sync/sellease/schedules/prices', {
      json: { cron: '0 3 * * *', enabled: true },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ job: 'prices', cron: '0 3 * * *', enabled: true });
    expect(saved.body.data.nextRunAt).toMatch(/T03:00:00\.000Z$/);

    const bad = await admin.request<{ message: string; errors?: Record<string, string[]> }>(
      'PUT',
      '/api/sync/sellease/schedules/prices',
      { json: { cron: '61 * * * *' }, headers: { 'x-language-code': 'sv' } },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.['cron']?.[0]).toBe('Cron-uttryck är inte ett giltigt cron-uttryck.');
    // The form's own rules (the contract's form spec, the same the back office checks in the browser).
    const empty = await admin.request<{ errors?: Record<string, string[]> }>(
      'PUT',
      '/api/sync/sellease/schedules/prices',
      { json: { cron: ' ', enabled: 'yes' }, headers: { 'x-language-code': 'de' } },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.['cron']?.[0]).toMatch(/Cron-Ausdruck/);
    expect(Object.keys(empty.body.errors ?? {})).toEqual(expect.arrayContaining(['cron', 'enabled']));
    const badJob = await admin.request('PUT', '/api/sync/sellease/schedules/orders', {
      json: { cron: '0 3 * * *' },
    });
    expect(badJob.status).toBe(400);

    const list = await admin.get<{ data: ScheduleView[] }>('/api/sync/sellease/schedules');
    expect(list.body.data.map((entry) => entry.job)).toEqual(['designs', 'stock', 'prices', 'customers']);
    expect(list.body.data.find((entry) => entry.job === 'prices')?.cron).toBe('0 3 * * *');
    await admin.request('PUT', '/api/sync/sellease/schedules/prices', {
      json: { cron: '0 3 * * *', enabled: false },
    });
  });

  it('refuses runs and schedules to an admin without the sync permission and to a buyer', async () => {
    const email = `sync-${randomBytes(3).toString('hex')}@demo.test`;
    const made = await admin.post<{ data: { _id: string } }>('/api/admin-users', {
      firstName: 'Sam',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: 'admin',
      permissions: ['designs'],
    });
    expect(made.status).toBe(200);
    createdUsers.push(made.body.data._id);
    const other = (await api.login(email, PASSWORD)).api;
    const buyer = (await api.loginBuyer()).api;
    for (const client of [other, buyer]) {
      expect((await client.get('/api/sync/sellease/runs')).status).toBe(403);
      expect((await client.post('/api/sync/sellease/runs', { jobs: ['stock'] })).status).toBe(403);
      expect((await client.get('/api/sync/sellease/schedules')).status).toBe(403);
      expect(
        (await client.request('PUT', '/api/sync/sellease/schedules/stock', { json: { cron: '* * * * *' } }))
          .status,
      ).toBe(403);
    }
  });

  it('runs exactly once per tick with two sync processes', async () => {
    const second: RunningProcess = startProcess('sync-2', 'dist/server/apps/sync/src/main.js', {
      DATABASE_URL: databaseUrl,
      AMQP_URL: LOCAL.amqp,
      REDIS_URL: LOCAL.redis,
      AMQP_PREFIX: amqpPrefix,
      CACHE_PREFIX: amqpPrefix,
      SEED_DEMO: 'false',
    });
    try {
      const enabled = await admin.request('PUT', '/api/sync/sellease/schedules/stock', {
        json: { cron: '* * * * * *', enabled: true },
      });
      expect(enabled.status).toBe(200);
      // Both processes read the schedule within their reload interval; wait for several ticks after.
      const ticks = await waitFor(async () => {
        const rows = await sql<{ scheduled_for: Date; runs: string }>(
          database,
          `select scheduled_for, count(*)::text as runs from sync.sync_runs
           where tenant_id = $1 and schedule_job = 'stock' group by scheduled_for order by scheduled_for`,
          [TENANT],
        );
        return rows.length >= 8 ? rows : null;
      }, 60_000);
      expect(second.child.exitCode).toBeNull();
      for (const tick of ticks) {
        expect(tick.runs).toBe('1');
        expect(new Date(tick.scheduled_for).getMilliseconds()).toBe(0);
      }
      const schedules = await admin.get<{ data: ScheduleView[] }>('/api/sync/sellease/schedules');
      const stock = schedules.body.data.find((entry) => entry.job === 'stock');
      expect(stock?.lastRunAt).not.toBeNull();
      expect(stock?.nextRunAt).not.toBeNull();
    } finally {
      await admin.request('PUT', '/api/sync/sellease/schedules/stock', {
        json: { cron: '* * * * * *', enabled: false },
      });
      await stopProcess(second);
    }
  });
});
