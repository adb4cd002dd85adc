import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Client } from 'pg';

export const ROOT = join(__dirname, '..', '..');
export const LOCAL = {
  postgres: 'postgres://postgres@127.0.0.1:5432',
  amqp: 'amqp://guest:guest@127.0.0.1:5672',
  redis: 'redis://127.0.0.1:6379',
};
export const DISTRIBUTED_SERVICES = ['identity', 'catalogue', 'orders', 'admin', 'sync'] as const;

export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function withPostgres<T>(
  work: (client: Client) => Promise<T>,
  database = 'postgres',
): Promise<T> {
  const client = new Client({ connectionString: `${LOCAL.postgres}/${database}` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name: string): Promise<string> {
  await withPostgres((client) => client.query(`CREATE DATABASE "${name}"`));
  return `${LOCAL.postgres}/${name}`;
}

export async function dropDatabase(name: string): Promise<void> {
  await withPostgres((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  output: string[];
}

/** Starts a built entry point (dist/server/...) with its own environment; output is kept for failures. */
export function startProcess(name: string, entry: string, env: Record<string, string>): RunningProcess {
  const child = spawn(process.execPath, [join(ROOT, entry)], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer): void => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

export async function stopProcess(
  process: RunningProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  killAfterMs = 5_000,
): Promise<void> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      process.child.kill('SIGKILL');
    }, killAfterMs);
    process.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    process.child.kill(signal);
  });
}

/** Polls the gateway's health until every service and dependency is up. */
export async function waitForHealthy(
  baseUrl: string,
  processes: RunningProcess[],
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const dead = processes.find((p) => p.child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited with ${dead.child.exitCode}:\n${dead.output.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      last = await response.text();
      if (response.status === 200) return;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `System not healthy after ${timeoutMs} ms: ${last}\n${processes.map((p) => `--- ${p.name}\n${p.output.join('')}`).join('\n')}`,
  );
}
