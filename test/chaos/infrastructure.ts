import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/system';

/**
 * Private PostgreSQL and Redis servers for the chaos runs, on free loopback ports in a temporary folder,
 * so that stopping and restarting them disturbs nothing else on the machine. RabbitMQ is the machine's
 * own (its app is stopped and started, as the broker-restart test does), isolated by an AMQP prefix.
 */

const run = promisify(execFile);
const PG_BIN = '/usr/lib/postgresql/15/bin';

function asPostgres(command: string, args: string[]): Promise<{ stdout: string }> {
  // PostgreSQL refuses to run as root; the machine's postgres user runs the private cluster.
  return process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', command, ...args], { timeout: 120_000 })
    : run(command, args, { timeout: 120_000 });
}

export class PrivatePostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async start(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-chaos-pg-'));
    if (process.getuid?.() === 0) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const uid = Number(stdout.trim());
      chownSync(dir, uid, uid);
    }
    const port = await freePort();
    await asPostgres(`${PG_BIN}/initdb`, [
      '-D',
      join(dir, 'data'),
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
    ]);
    const server = new PrivatePostgres(dir, port);
    await server.ctl('start');
    return server;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}`;
  }

  async ctl(action: 'start' | 'stop' | 'restart'): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    await asPostgres(`${PG_BIN}/pg_ctl`, [
      '-D',
      join(this.dir, 'data'),
      '-m',
      'fast',
      '-w',
      '-o',
      options,
      '-l',
      join(this.dir, 'log'),
      action,
    ]);
  }

  async destroy(): Promise<void> {
    await this.ctl('stop').catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export class PrivateRedis {
  private child?: ChildProcess;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const server = new PrivateRedis(await freePort());
    await server.up();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const answer = await run('redis-cli', ['-p', String(this.port), 'ping']).catch(() => ({ stdout: '' }));
      if (answer.stdout.trim() === 'PONG') return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('private Redis did not start');
  }

  async down(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  async keys(): Promise<number> {
    const { stdout } = await run('redis-cli', ['-p', String(this.port), 'dbsize']);
    return Number(stdout.trim());
  }
}

/** The machine's RabbitMQ: its app stops and starts (the node and its other users' definitions stay). */
export async function restartRabbit(downMs: number): Promise<void> {
  await run('rabbitmqctl', ['stop_app'], { timeout: 120_000 });
  await new Promise((resolve) => setTimeout(resolve, downMs));
  await run('rabbitmqctl', ['start_app'], { timeout: 120_000 });
  await run('rabbitmqctl', ['await_startup'], { timeout: 120_000 });
}

export async function ensureRabbitUp(): Promise<void> {
  await run('rabbitmqctl', ['start_app'], { timeout: 120_000 }).catch(() => undefined);
  await run('rabbitmqctl', ['await_startup'], { timeout: 120_000 }).catch(() => undefined);
}
