import autocannon from 'autocannon';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { deleteAmqpObjects, deleteRedisKeys } from '../test/support/broker';
import {
  createDatabase,
  DISTRIBUTED_SERVICES,
  dropDatabase,
  freePort,
  LOCAL,
  ROOT,
  type RunningProcess,
  startProcess,
  stopProcess,
  uniqueName,
  waitForHealthy,
} from '../test/support/system';

/** The workspace root (benchmarks run compiled from dist/server/bench). */
function workspaceRoot(from: string): string {
  return existsSync(join(from, 'package.json')) || dirname(from) === from
    ? from
    : workspaceRoot(dirname(from));
}

/** A built service entry point, as startProcess (which resolves against its own ROOT) needs it. */
export function entry(service: string): string {
  return relative(ROOT, join(workspaceRoot(__dirname), 'dist/server/apps', service, 'src/main.js'));
}

/** A path inside the workspace, for settings that processes started from elsewhere resolve (WEB_DIST). */
export function workspacePath(...parts: string[]): string {
  return join(workspaceRoot(__dirname), ...parts);
}

/** One line of a benchmark table. */
export interface Row {
  scenario: string;
  target: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function summarise(
  scenario: string,
  target: string,
  latencies: number[],
  seconds: number,
  errors: number,
): Row {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    scenario,
    target,
    count: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
}

/** A Markdown table, ready to paste into a closing note. */
export function table(
  rows: readonly Row[],
  labels: { target: string; count: string; rate: string; rateDigits: number },
): string {
  const header = [
    'scenario',
    labels.target,
    labels.count,
    labels.rate,
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
  ];
  const lines = rows.map((row) => [
    row.scenario,
    row.target,
    String(row.count),
    row.perSecond.toFixed(labels.rateDigits),
    row.p50.toFixed(1),
    row.p95.toFixed(1),
    row.p99.toFixed(1),
    String(row.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => (line[i] ?? '').length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  return [
    format(header),
    `|${widths.map((w, i) => (i < 2 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...lines.map(format),
  ].join('\n');
}

/** One request autocannon sends. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Drives a server with autocannon, cycling through the requests; `amount` sends each once. */
export function drive(
  url: string,
  requests: readonly HttpRequest[],
  options: { connections: number; seconds: number; amount?: number; rate?: number },
): Promise<{ latencies: number[]; seconds: number; errors: number }> {
  return new Promise((resolve, reject) => {
    let next = 0;
    const latencies: number[] = [];
    let errors = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        timeout: 30,
        ...(options.rate !== undefined ? { overallRate: options.rate } : {}),
        ...(options.amount !== undefined ? { amount: options.amount } : { duration: options.seconds }),
        requests: [
          {
            setupRequest: (request) => {
              const spec = requests[next % requests.length];
              next += 1;
              return { ...request, ...spec };
            },
          },
        ],
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            latencies,
            seconds: (performance.now() - started) / 1000,
            errors: errors + result.errors,
          });
      },
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else errors += 1;
    });
  });
}

export interface BenchSystem {
  baseUrl: string;
  databaseUrl: string;
  /** The database's name (PostgreSQL's backends for it carry it in their titles). */
  database: string;
  /** Each service's process id by name, the gateway's included. */
  pids: Map<string, number>;
  /** Milliseconds from the first process started to every one healthy. */
  startedInMs: number;
  /** Stops every process and removes the database, queues, cache keys and files the run made. */
  stop(): Promise<void>;
}

/**
 * The distributed system as production runs it (every service its own process over the local
 * PostgreSQL, RabbitMQ and Redis) on a fresh database with the demo tenant. A watchdog stops it and
 * exits after `watchdogMinutes`, so a stuck run leaves nothing behind.
 */
export async function startBenchSystem(
  name: string,
  options: { watchdogMinutes: number; gatewayEnv?: Record<string, string>; healthyWithinMs?: number },
): Promise<BenchSystem> {
  const database = uniqueName(`atelier_bench_${name}`);
  const prefix = database.replace(/_/g, '-');
  const filesDir = mkdtempSync(join(tmpdir(), `atelier-bench-${name}-`));
  const processes: RunningProcess[] = [];
  const stop = async (): Promise<void> => {
    clearTimeout(watchdog);
    await Promise.all(processes.map((p) => stopProcess(p)));
    await dropDatabase(database).catch(() => undefined);
    await deleteAmqpObjects(prefix).catch(() => undefined);
    await deleteRedisKeys(prefix).catch(() => undefined);
    rmSync(filesDir, { recursive: true, force: true });
  };
  const watchdog = setTimeout(() => {
    process.stdout.write(`bench: still running after ${options.watchdogMinutes} minutes, stopping\n`);
    void stop().finally(() => process.exit(2));
  }, options.watchdogMinutes * 60_000);
  watchdog.unref();
  try {
    const databaseUrl = await createDatabase(database);
    const port = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      AMQP_URL: LOCAL.amqp,
      REDIS_URL: LOCAL.redis,
      AMQP_PREFIX: prefix,
      CACHE_PREFIX: prefix,
      FILES_DIR: filesDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...profilingEnv(),
    };
    const started = performance.now();
    for (const service of DISTRIBUTED_SERVICES) processes.push(startProcess(service, entry(service), env));
    processes.push(
      startProcess('gateway', entry('gateway'), {
        ...env,
        PORT: String(port),
        JWT_SECRET: uniqueName('bench-secret').padEnd(48, 'x'),
        ...options.gatewayEnv,
      }),
    );
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(baseUrl, processes, options.healthyWithinMs ?? 180_000);
    const pids = new Map(processes.map((p) => [p.name, p.child.pid ?? 0]));
    return { baseUrl, databaseUrl, database, pids, startedInMs: performance.now() - started, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The ceiling of this machine: a bare Node http server answering a fixed JSON body. */
export function rawServer(): Promise<{ server: Server; url: string }> {
  const body = JSON.stringify({ status: true, data: { rows: [], total: 0, page: 1, pages: 0, limit: 50 } });
  return new Promise((resolve) => {
    const server = createServer((_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

/**
 * BENCH_CPU_PROF=<folder>: the services started by a bench each write a V8 CPU profile there when they
 * stop (a preload, since NODE_OPTIONS refuses --cpu-prof). BENCH_NODE_OPTIONS: Node flags for every
 * service started by a bench (to compare runtime settings, such as the young generation's size).
 */
export function profilingEnv(): Record<string, string> {
  const options = process.env['BENCH_NODE_OPTIONS'] ? [process.env['BENCH_NODE_OPTIONS']] : [];
  const folder = process.env['BENCH_CPU_PROF'];
  if (folder) options.push(`--require ${join(process.cwd(), 'bench', 'cpu-profile.cjs')}`);
  return {
    ...(options.length > 0 ? { NODE_OPTIONS: options.join(' ') } : {}),
    ...(folder ? { CPU_PROFILE_DIR: folder } : {}),
  };
}
