/**
 * npm run bench:embedded
 *
 * The embedded mode (`npm start`: one process, PGlite, the in-process transport, a memory cache) on the
 * demo catalogue, against issue 10's goals for it: filtered listings with facet counts at SEARCH_RATE
 * requests a second offered and the autocomplete at AUTOCOMPLETE_RATE, every request a query not asked
 * before in the run (so no answer comes from a cache), as a trade buyer. Beside them, in the same run:
 * the services' own statements for the same questions replayed straight against the same PGlite data
 * (the SQL path, one connection as PGlite has), and a raw Node http server answering a fixed body.
 * Prints p50, p95, p99 and requests per second. Removes its data folder.
 */
import { DEMO_CUSTOMER_IDS, DEMO_TENANT } from '@atelier/contracts/common';
import { type DatabaseHandle, openPglite } from '@atelier/platform';
import { drizzle } from 'drizzle-orm/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api } from '../test/support/api';
import {
  freePort,
  type RunningProcess,
  startProcess,
  stopProcess,
  waitForHealthy,
} from '../test/support/system';
import { drive, entry, rawServer, type Row, summarise, table } from './bench-support';
import {
  autocompleteRequest,
  catalogueRecorder,
  listingQueries,
  listingRequest,
  type LookupRow,
  ratedListings,
  type SampleDesign,
  shuffled,
  type Statement,
  statementLog,
  typedPrefixes,
} from './catalogue-queries';

const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 8);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 16);
const SEARCH_RATE = Number(process.env['BENCH_SEARCH_RATE'] ?? 200);
const AUTOCOMPLETE_RATE = Number(process.env['BENCH_AUTOCOMPLETE_RATE'] ?? 500);
const WATCHDOG_MINUTES = Number(process.env['BENCH_MAX_MINUTES'] ?? 10);
const TENANT = DEMO_TENANT.id;

const log = (message: string) => process.stdout.write(`${message}\n`);

async function startEmbedded(dataDir: string): Promise<{ process: RunningProcess; baseUrl: string }> {
  const port = await freePort();
  const app = startProcess('embedded', entry('embedded'), { PORT: String(port), DATA_DIR: dataDir });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl, [app], 120_000);
  return { process: app, baseUrl };
}

/** Replays each question's statements one after another on PGlite's single connection, for a while. */
async function replay(handle: { run(statement: Statement): Promise<unknown> }, questions: Statement[][]) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  for (let next = 0; performance.now() < deadline; next += 1) {
    const statements = questions[next % questions.length] ?? [];
    const start = performance.now();
    try {
      for (const statement of statements) await handle.run(statement);
      latencies.push(performance.now() - start);
    } catch {
      errors += 1;
    }
  }
  return { latencies, seconds: (performance.now() - started) / 1000, errors };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-bench-embedded-'));
  let app: RunningProcess | undefined;
  let raw: Server | undefined;
  const cleanup = async () => {
    if (app) await stopProcess(app);
    raw?.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const watchdog = setTimeout(() => {
    log(`bench: still running after ${WATCHDOG_MINUTES} minutes, stopping`);
    void cleanup().finally(() => process.exit(2));
  }, WATCHDOG_MINUTES * 60_000);
  watchdog.unref();

  try {
    // ---- the demo catalogue, made by the embedded process itself, then read here ---------------------
    log('bench: embedded mode, first start (migrations and the demo catalogue)');
    app = (await startEmbedded(dataDir)).process;
    await stopProcess(app);
    app = undefined;

    // The embedded process keeps its database in DATA_DIR/pglite.
    const client = await openPglite(join(dataDir, 'pglite'));
    const statements = statementLog();
    const handle: DatabaseHandle = {
      kind: 'pglite',
      db: drizzle(client, { logger: statements.logger }),
      migrate: () => Promise.resolve(),
      ping: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const designs = (
      await client.query<SampleDesign>(
        'select id, design_number, name from catalogue.designs where tenant_id = $1 order by md5(id::text)',
        [TENANT],
      )
    ).rows;
    const lookup = async (name: string) =>
      (
        await client.query<LookupRow>(`select id, url_path from catalogue.${name} where tenant_id = $1`, [
          TENANT,
        ])
      ).rows;
    const lookups = {
      karates: await lookup('karates'),
      shades: await lookup('shades'),
      stones: await lookup('stones'),
    };
    const typed = shuffled(typedPrefixes(designs));
    const listings = ratedListings(listingQueries(lookups));

    // ---- the SQL path's statements for the same questions, straight on PGlite ------------------------
    const rec = catalogueRecorder(handle, statements);
    await rec.warm();
    const recorded = { autocomplete: [] as Statement[][], search: [] as Statement[][] };
    for (const name of typed.slice(0, 300)) recorded.autocomplete.push(await rec.autocomplete(name));
    for (const dto of listings.slice(0, 120)) recorded.search.push(await rec.search(dto));
    const results: Row[] = [];
    const runner = { run: (statement: Statement) => client.query(statement.text, statement.params) };
    const sqlRows: Row[] = [];
    for (const scenario of ['search', 'autocomplete'] as const) {
      const perQuestion =
        recorded[scenario].reduce((sum, list) => sum + list.length, 0) / recorded[scenario].length;
      log(`bench: SQL ${scenario} on PGlite (${perQuestion.toFixed(1)} statements a question, ${SECONDS} s)`);
      const r = await replay(runner, recorded[scenario]);
      sqlRows.push(
        summarise(
          scenario,
          `SQL (PGlite), ${perQuestion.toFixed(0)} stmts`,
          r.latencies,
          r.seconds,
          r.errors,
        ),
      );
    }
    await client.close();

    // ---- the embedded process at the goals' offered rates -------------------------------------------
    log('bench: embedded mode, started again on the same data');
    const restarted = await startEmbedded(dataDir);
    app = restarted.process;
    const { token } = await new Api(restarted.baseUrl).loginBuyer();
    const headers = {
      'x-tenant': DEMO_TENANT.slug,
      'x-access-token': token,
      'x-price-status': '1',
      'x-customer-id': DEMO_CUSTOMER_IDS.goldsmiths,
    };
    // A short unrecorded run first: the process's code paths compiled, as in a process that has served.
    // Its questions are never asked again (the recorded runs ask others), so no answer is cached for them.
    await drive(
      restarted.baseUrl,
      [
        ...typed.slice(-200).map((name) => autocompleteRequest(name, headers)),
        ...listings.slice(0, 120).map((dto) => listingRequest(dto, headers)),
      ],
      {
        connections: CONNECTIONS,
        seconds: SECONDS,
        amount: 320,
      },
    );
    const rated = {
      search: listings.slice(120).map((dto) => listingRequest(dto, headers)),
      autocomplete: typed.slice(300, -200).map((name) => autocompleteRequest(name, headers)),
    };
    for (const [scenario, rate] of [
      ['search', SEARCH_RATE],
      ['autocomplete', AUTOCOMPLETE_RATE],
    ] as const) {
      const requests = rated[scenario];
      const amount = Math.min(requests.length, rate * SECONDS);
      log(`bench: embedded ${scenario} at ${rate} req/s offered (${amount} different requests)`);
      const r = await drive(restarted.baseUrl, requests, {
        connections: CONNECTIONS,
        seconds: SECONDS,
        amount,
        rate,
      });
      results.push(summarise(scenario, `embedded, ${rate}/s offered`, r.latencies, r.seconds, r.errors));
    }
    await stopProcess(app);
    app = undefined;
    results.push(...sqlRows);

    // ---- the ceiling: a raw Node http server ---------------------------------------------------------
    const ceiling = await rawServer();
    raw = ceiling.server;
    log(`bench: raw node http, ${SECONDS} s`);
    const r = await drive(ceiling.url, [{ method: 'GET', path: '/', headers: {} }], {
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    results.push(summarise('fixed JSON', 'raw node http', r.latencies, r.seconds, r.errors));

    log(
      `\nEmbedded mode, demo catalogue (${designs.length.toLocaleString('en')} designs), ${CONNECTIONS} connections, every request a different query`,
    );
    log(table(results, { target: 'target', count: 'requests', rate: 'req/s', rateDigits: 0 }));
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
