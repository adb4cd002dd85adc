/**
 * npm run bench:catalogue
 *
 * Seeds BENCH_DESIGNS (default 100,000) designs into a fresh database on the local PostgreSQL, starts
 * the distributed system on it (every service its own process over RabbitMQ and Redis), and drives
 * the gateway with autocannon for the design autocomplete, a filtered listing with facets and a design
 * page: cold (catalogue cache flushed, every request a different query) and warm (a small set of
 * queries, already cached). Beside them: the same statements the services run, replayed straight
 * against PostgreSQL with pg, and a raw Node http server answering a fixed JSON body (the ceiling of
 * this machine). Then the goals of issue 10 at a fixed offered rate: filtered listings with facets at
 * SEARCH_RATE req/s, the autocomplete at AUTOCOMPLETE_RATE req/s and design pages at DETAIL_RATE req/s,
 * every request a different query, from a flushed cache, with the CPU each part of the system spent
 * per request; design pages again at that rate over a few designs viewed before; the in-memory search
 * index's build time and memory in this process; and the time a further catalogue process takes from
 * its start to its index being ready. BENCH_CATALOGUE_PROCESSES runs that many catalogue processes as
 * competing consumers of its queue. Prints p50, p95, p99 and requests per second, then the EXPLAIN
 * (ANALYZE) plans of the search statements. Cleans up its database, queues, cache keys and files.
 */
import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { type DatabaseHandle, openDatabase, openStorage } from '@atelier/platform';
import {
  CATALOGUE_DB_SETTINGS,
  loadTenantDesigns,
  seedCatalogue,
  TenantSearchIndex,
} from '@atelier/services/catalogue';
import { SearchDesignsDto } from '@atelier/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { Api } from '../test/support/api';
import {
  drive,
  entry,
  type HttpRequest,
  profilingEnv,
  rawServer,
  type Row,
  summarise,
  table,
} from './bench-support';
import {
  autocompleteRequest,
  catalogueRecorder,
  listingQueries,
  listingRequest,
  ratedListings,
  shuffled,
  type Statement,
  statementLog,
  typedPrefixes,
} from './catalogue-queries';
import { deleteAmqpObjects, deleteRedisKeys } from '../test/support/broker';
import {
  createDatabase,
  dropDatabase,
  DISTRIBUTED_SERVICES,
  freePort,
  LOCAL,
  type RunningProcess,
  startProcess,
  stopProcess,
  uniqueName,
  waitForHealthy,
} from '../test/support/system';
import { cpuPerUnit, cpuSnapshot, formatCpu } from './process-cpu';

const DESIGNS = Number(process.env['BENCH_DESIGNS'] ?? 100_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 16);
/** Offered rates of the issue 10 goals (requests per second). */
const SEARCH_RATE = Number(process.env['BENCH_SEARCH_RATE'] ?? 200);
const AUTOCOMPLETE_RATE = Number(process.env['BENCH_AUTOCOMPLETE_RATE'] ?? 500);
const DETAIL_RATE = Number(process.env['BENCH_DETAIL_RATE'] ?? 500);
/** Catalogue processes sharing its queue as competing consumers (issue 10, item 3). */
const CATALOGUE_PROCESSES = Number(process.env['BENCH_CATALOGUE_PROCESSES'] ?? 1);
/** Stops everything if the run hangs. */
const WATCHDOG_MINUTES = Number(process.env['BENCH_MAX_MINUTES'] ?? 25);
const TENANT = DEMO_TENANT.id;

const log = (message: string) => process.stdout.write(`${message}\n`);

/** Drives a server with autocannon, cycling through the requests; `amount` sends each once. */
function cannon(
  url: string,
  requests: readonly HttpRequest[],
  options: { amount?: number; seconds?: number; rate?: number },
): Promise<{ latencies: number[]; seconds: number; errors: number }> {
  return drive(url, requests, { connections: CONNECTIONS, seconds: SECONDS, ...options });
}

/** The catalogue's services recording their statements over a pool of their own (the SQL baseline). */
function recorder(url: string) {
  const pool = new Pool({
    connectionString: url,
    max: 4,
    options: Object.entries(CATALOGUE_DB_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  });
  const log = statementLog();
  const handle: DatabaseHandle = {
    kind: 'postgres',
    db: drizzle(pool, { logger: log.logger }),
    migrate: () => Promise.resolve(),
    ping: () => Promise.resolve(),
    close: () => pool.end(),
  };
  return { pool, ...catalogueRecorder(handle, log), close: () => handle.close() };
}

/** Replays recorded statements with pg, CONNECTIONS at a time, for a while. */
async function replay(pool: Pool, requests: readonly Statement[][], seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const statements = requests[next % requests.length] ?? [];
        next += 1;
        const start = performance.now();
        try {
          for (const statement of statements) await pool.query(statement.text, statement.params);
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000, errors };
}

/** Builds a tenant's search index here, as a catalogue process does at start, measuring time and memory. */
async function measureIndex(url: string) {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const gc = (globalThis as { gc?: () => void }).gc;
  try {
    gc?.();
    const before = process.memoryUsage();
    const started = performance.now();
    const index = new TenantSearchIndex();
    await index.bulkLoad((add) => loadTenantDesigns(handle.db, TENANT, add));
    const ms = performance.now() - started;
    gc?.();
    const after = process.memoryUsage();
    const mb = (bytes: number) => bytes / 2 ** 20;
    const result = {
      designs: index.size,
      ms,
      heapMb: mb(after.heapUsed - before.heapUsed),
      externalMb: mb(after.external - before.external),
      rssMb: mb(after.rss - before.rss),
      gc: gc !== undefined,
    };
    index.dispose();
    return result;
  } finally {
    await handle.close();
  }
}

/** Waits for a line of a process's output containing `text`; answers that line. */
async function waitForLine(process: RunningProcess, text: string, timeoutMs: number): Promise<string> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const line = process.output
      .join('')
      .split('\n')
      .find((l) => l.includes(text));
    if (line) return line.trim();
    if (process.child.exitCode !== null)
      throw new Error(`${process.name} exited: ${process.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${process.name}: no "${text}" within ${timeoutMs} ms`);
}

async function main(): Promise<void> {
  const database = uniqueName('atelier_bench');
  const prefix = database.replace(/_/g, '-');
  const filesDir = mkdtempSync(join(tmpdir(), 'atelier-bench-files-'));
  const processes: RunningProcess[] = [];
  let raw: Server | undefined;
  const watchdog = setTimeout(() => {
    log(`bench: still running after ${WATCHDOG_MINUTES} minutes, stopping`);
    void cleanup().finally(() => process.exit(2));
  }, WATCHDOG_MINUTES * 60_000);
  watchdog.unref();

  async function cleanup(): Promise<void> {
    await Promise.all(processes.map((p) => stopProcess(p)));
    raw?.close();
    await dropDatabase(database).catch(() => undefined);
    await deleteAmqpObjects(prefix).catch(() => undefined);
    await deleteRedisKeys(prefix).catch(() => undefined);
    rmSync(filesDir, { recursive: true, force: true });
  }

  try {
    const url = await createDatabase(database);
    log(`bench: database ${database}; seeding ${DESIGNS.toLocaleString('en')} designs`);
    let started = performance.now();
    const seeding = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    await seeding.migrate({
      service: 'catalogue',
      folder: join(__dirname, '../libs/services/catalogue/src/migrations'),
    });
    const storage = await openStorage({ kind: 'local', dir: filesDir });
    const seeded = await seeding.db.transaction((tx) =>
      seedCatalogue(tx, storage, { tenantId: TENANT, designs: DESIGNS }),
    );
    await seeding.db.execute(sql`ANALYZE`);
    await seeding.close();
    log(
      `bench: seeded ${seeded.designs} designs, ${seeded.variants} variants in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    started = performance.now();
    const port = await freePort();
    const env = {
      DATABASE_URL: url,
      AMQP_URL: LOCAL.amqp,
      REDIS_URL: LOCAL.redis,
      AMQP_PREFIX: prefix,
      CACHE_PREFIX: prefix,
      FILES_DIR: filesDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...profilingEnv(),
    };
    for (const service of DISTRIBUTED_SERVICES) {
      processes.push(startProcess(service, entry(service), env));
    }
    processes.push(
      startProcess('gateway', entry('gateway'), {
        ...env,
        PORT: String(port),
        JWT_SECRET: uniqueName('bench-secret').padEnd(48, 'x'),
      }),
    );
    const replicas = Array.from({ length: CATALOGUE_PROCESSES - 1 }, (_, i) =>
      startProcess(`catalogue-${i + 2}`, entry('catalogue'), { ...env, LOG_LEVEL: 'info' }),
    );
    processes.push(...replicas);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(baseUrl, processes, 120_000);
    for (const replica of replicas) await waitForLine(replica, 'search index built', 120_000);
    log(
      `bench: distributed system up in ${((performance.now() - started) / 1000).toFixed(1)} s, ` +
        `${CATALOGUE_PROCESSES} catalogue process${CATALOGUE_PROCESSES === 1 ? '' : 'es'}`,
    );

    const { token } = await new Api(baseUrl).loginBuyer();
    const headers = {
      'x-tenant': DEMO_TENANT.slug,
      'x-access-token': token,
      'x-price-status': '1',
      'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths,
    };

    // ---- inputs: many distinct ones for cold runs, a few for warm runs -----------------------------
    const sample = new Pool({ connectionString: url, max: 2 });
    const designs = (
      await sample.query<{ id: string; design_number: string; name: string }>(
        `select id, design_number, name from catalogue.designs where tenant_id = $1 order by md5(id::text) limit 8000`,
        [TENANT],
      )
    ).rows;
    const lookup = async (table: string) =>
      (
        await sample.query<{ id: number; url_path: string }>(
          `select id, url_path from catalogue.${table} where tenant_id = $1`,
          [TENANT],
        )
      ).rows;
    const [karates, shades, stones] = [
      await lookup('karates'),
      await lookup('shades'),
      await lookup('stones'),
    ];
    await sample.end();
    const id = (rows: Array<{ id: number; url_path: string }>, path: string) =>
      rows.find((r) => r.url_path === path)?.id ?? 0;

    const typed = typedPrefixes(designs);
    // Every cold listing a different filter combination (so no facet counts are shared), in one of three orders.
    const searches = listingQueries({ karates, shades, stones });
    const cold: Record<'autocomplete' | 'search' | 'detail', HttpRequest[]> = {
      autocomplete: shuffled(typed).map((name) => autocompleteRequest(name, headers)),
      search: shuffled(searches).map((dto) => listingRequest(dto, headers)),
      detail: designs.map((d) => ({ method: 'GET' as const, path: `/api/designs/${d.id}`, headers })),
    };
    const warm = {
      autocomplete: cold.autocomplete.slice(0, 20),
      search: cold.search.slice(0, 20),
      detail: cold.detail.slice(0, 20),
    };
    const coldAmount = { autocomplete: 2000, search: 360, detail: 3000 };
    // Issue 10's goals: at a fixed offered rate, each request a query not asked before in this run.
    const ratedSearches = ratedListings(searches);
    const rated = {
      search: ratedSearches.map((dto) => ({ ...cold.search[0], body: JSON.stringify(dto) })),
      autocomplete: cold.autocomplete.slice(coldAmount.autocomplete),
      detail: cold.detail.slice(coldAmount.detail),
    };

    // ---- the gateway: cold, then warm ---------------------------------------------------------------
    const results: Row[] = [];
    for (const scenario of ['autocomplete', 'search', 'detail'] as const) {
      await deleteRedisKeys(`${prefix}:catalogue:t:${TENANT}`);
      const amount = Math.min(coldAmount[scenario], cold[scenario].length);
      log(`bench: gateway ${scenario}, cold (${amount} different requests, cache flushed)`);
      const c = await cannon(baseUrl, cold[scenario], { amount });
      results.push(summarise(scenario, 'gateway, cold', c.latencies, c.seconds, c.errors));
      for (const request of warm[scenario]) {
        await fetch(`${baseUrl}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
      }
      log(`bench: gateway ${scenario}, warm (${warm[scenario].length} cached requests, ${SECONDS} s)`);
      const w = await cannon(baseUrl, warm[scenario], { seconds: SECONDS });
      results.push(summarise(scenario, 'gateway, warm', w.latencies, w.seconds, w.errors));
    }

    // ---- issue 10: fixed offered rates, new queries, cache flushed ----------------------------------
    const pids = new Map(processes.map((p) => [p.name, p.child.pid ?? 0]));
    const cpuLines: string[] = [];
    const offered = async (
      scenario: 'search' | 'autocomplete' | 'detail',
      rate: number,
      requests: readonly HttpRequest[],
      target: string,
    ) => {
      // New queries are each asked once; the ones viewed before cycle.
      const amount = target === 'new' ? Math.min(requests.length, rate * 8) : rate * 8;
      log(`bench: gateway ${scenario} at ${rate} req/s offered, ${target} (${amount} requests)`);
      const from = cpuSnapshot(pids, database);
      const r = await cannon(baseUrl, requests, { amount, rate });
      const row = `gateway, ${rate}/s offered${target === 'new' ? '' : `, ${target}`}`;
      cpuLines.push(
        `${scenario}, ${row}: ${formatCpu(cpuPerUnit(from, cpuSnapshot(pids, database), amount), 'request')}`,
      );
      results.push(summarise(scenario, row, r.latencies, r.seconds, r.errors));
    };
    for (const [scenario, rate] of [
      ['search', SEARCH_RATE],
      ['autocomplete', AUTOCOMPLETE_RATE],
      ['detail', DETAIL_RATE],
    ] as const) {
      await deleteRedisKeys(`${prefix}:catalogue:t:${TENANT}`);
      await offered(scenario, rate, rated[scenario], 'new');
    }
    // Design pages are mostly the popular ones, viewed before: the same rate over a cached set.
    for (const request of warm.detail) await fetch(`${baseUrl}${request.path}`, { headers: request.headers });
    await offered('detail', DETAIL_RATE, warm.detail, 'viewed before');

    // ---- the same statements straight in SQL ---------------------------------------------------------
    const rec = recorder(url);
    const recorded = {
      autocomplete: [] as Statement[][],
      search: [] as Statement[][],
      detail: [] as Statement[][],
    };
    // Warm the recorder's lookup cache first, so that only per-request statements are recorded.
    await rec.warm();
    for (const name of shuffled(typed).slice(0, 300)) {
      recorded.autocomplete.push(await rec.autocomplete(name));
    }
    for (const dto of shuffled(searches).slice(0, 120)) {
      recorded.search.push(await rec.search(dto));
    }
    for (const d of designs.slice(0, 300)) {
      recorded.detail.push(await rec.detail(d.id));
    }
    for (const scenario of ['autocomplete', 'search', 'detail'] as const) {
      const statements =
        recorded[scenario].reduce((sum, list) => sum + list.length, 0) / recorded[scenario].length;
      log(`bench: SQL ${scenario} (${statements.toFixed(1)} statements a request, ${SECONDS} s)`);
      const r = await replay(rec.pool, recorded[scenario], SECONDS);
      results.push(
        summarise(scenario, `SQL (pg), ${statements.toFixed(0)} stmts`, r.latencies, r.seconds, r.errors),
      );
    }

    // ---- the ceiling: a raw Node http server ---------------------------------------------------------
    const ceiling = await rawServer();
    raw = ceiling.server;
    log(`bench: raw node http, ${SECONDS} s`);
    const r = await cannon(ceiling.url, [{ method: 'GET', path: '/', headers: {} }], { seconds: SECONDS });
    results.push(summarise('fixed JSON', 'raw node http', r.latencies, r.seconds, r.errors));

    // ---- the index: build time and memory here, and a further catalogue process's start to ready ----
    const memory = await measureIndex(url);
    log('bench: a further catalogue process, from its start to its search index being built');
    const startedAt = performance.now();
    const second = startProcess('catalogue-further', entry('catalogue'), { ...env, LOG_LEVEL: 'info' });
    processes.push(second);
    const built = await waitForLine(second, 'search index built', 120_000);
    const readyMs = performance.now() - startedAt;
    await stopProcess(second);

    log(
      `\nCatalogue benchmark: ${DESIGNS.toLocaleString('en')} designs, ${CATALOGUE_PROCESSES} catalogue ` +
        `process${CATALOGUE_PROCESSES === 1 ? '' : 'es'}, ${CONNECTIONS} connections, ${SECONDS} s warm runs`,
    );
    log(table(results, { target: 'target', count: 'requests', rate: 'req/s', rateDigits: 0 }));
    log(
      `\nSearch index of ${memory.designs.toLocaleString('en')} designs built in this process in ${memory.ms.toFixed(0)} ms: ` +
        `heap +${memory.heapMb.toFixed(1)} MB, external (WebAssembly bitmaps) +${memory.externalMb.toFixed(1)} MB, ` +
        `RSS +${memory.rssMb.toFixed(1)} MB${memory.gc ? '' : ' (no --expose-gc: heap includes garbage)'}.`,
    );
    log(`\nCPU per request by part at the offered rates:\n${cpuLines.join('\n')}`);
    log(
      `A further catalogue process: start to index ready in ${(readyMs / 1000).toFixed(1)} s (its own log: ${built}).`,
    );

    // ---- plans ------------------------------------------------------------------------------------------
    const explainSet: Array<[string, Statement]> = [];
    const firstOf = (list: Statement[][]) => list[0] ?? [];
    const label = (text: string) => text.replace(/\s+/g, ' ').slice(0, 90);
    for (const statement of firstOf(recorded.autocomplete))
      explainSet.push([`autocomplete: ${label(statement.text)}`, statement]);
    for (const statement of firstOf(recorded.search))
      explainSet.push([`search: ${label(statement.text)}`, statement]);
    const broad = await rec.search(
      Object.assign(new SearchDesignsDto(), {
        category: 'rings',
        filters: { gemstone: [id(stones, 'diamond')], karat: [id(karates, '18k')] },
      }),
    );
    for (const statement of broad)
      explainSet.push([`broad search (rings, diamond, 18K): ${label(statement.text)}`, statement]);
    const scope = await rec.search(
      Object.assign(new SearchDesignsDto(), { category: 'rings', viewAll: true }),
    );
    for (const statement of scope)
      explainSet.push([`scope listing (all rings): ${label(statement.text)}`, statement]);
    const seqScans = new Set<string>();
    for (const [title, statement] of explainSet) {
      if (!/^\s*(select|with|\()/i.test(statement.text)) continue;
      const plan = await rec.pool.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`,
        statement.params,
      );
      const lines = plan.rows.map((row) => row['QUERY PLAN']);
      for (const line of lines) {
        const match = /Seq Scan on (\w+)/.exec(line);
        if (match?.[1]) seqScans.add(match[1]);
      }
      log(`\n--- ${title}\n${lines.join('\n')}`);
    }
    const sizes = await rec.pool.query<{ relname: string; rows: string }>(
      `select relname, n_live_tup::text as rows from pg_stat_user_tables where schemaname = 'catalogue' and relname = any($1)`,
      [[...seqScans]],
    );
    const big = ['design_search', 'designs', 'variants'].filter((table) => seqScans.has(table));
    log(
      `\nSequential scans in these plans: ${
        seqScans.size === 0 ? 'none' : sizes.rows.map((row) => `${row.relname} (${row.rows} rows)`).join(', ')
      }. Full scans of design_search, designs or variants: ${big.length === 0 ? 'none' : big.join(', ')}.`,
    );
    await rec.close();
  } finally {
    clearTimeout(watchdog);
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`bench failed: ${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
