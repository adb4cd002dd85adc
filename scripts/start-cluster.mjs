// Distributed mode on one machine: each service and the gateway in its own process over the
// PostgreSQL, RabbitMQ and Redis named by DATABASE_URL, AMQP_URL and REDIS_URL (local defaults below).
// A count per service runs replicas as competing consumers of its queue:
//   npm run start:cluster -- --catalogue=2 --orders=3
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const env = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/atelier',
  AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672',
  REDIS_URL: 'redis://127.0.0.1:6379',
  SEED_DEMO: 'true',
  ...process.env,
};

if (!env.JWT_SECRET) {
  // A local secret made once, so sessions survive restarts; production sets JWT_SECRET.
  const file = join(root, 'data', 'cluster-jwt-secret');
  mkdirSync(join(root, 'data'), { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  env.JWT_SECRET = readFileSync(file, 'utf8').trim();
}

async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    console.error(`PostgreSQL at ${target.host} is unreachable: ${error.message}`);
    process.exit(1);
  } finally {
    await client.end().catch(() => undefined);
  }
}

await ensureDatabase(env.DATABASE_URL);
const services = ['identity', 'catalogue', 'orders', 'admin', 'sync', 'gateway'];
const replicas = Object.fromEntries(services.map((service) => [service, 1]));
for (const arg of process.argv.slice(2)) {
  const match = /^--([a-z]+)=(\d+)$/.exec(arg);
  if (!match || !(match[1] in replicas) || Number(match[2]) < 1) {
    console.error(`unknown argument ${arg}; expected --<service>=<count> for one of ${services.join(', ')}`);
    process.exit(2);
  }
  replicas[match[1]] = Number(match[2]);
}
if (replicas.gateway > 1) {
  // One port per machine; more gateways need a load balancer in front (docs/scaling.md).
  console.error('one gateway per machine: run more behind a load balancer');
  process.exit(2);
}
const processes = services.flatMap((service) =>
  Array.from({ length: replicas[service] }, (_, i) => ({
    service,
    name: replicas[service] > 1 ? `${service}#${i + 1}` : service,
  })),
);
const children = processes.map(({ service, name }) => {
  const child = spawn(process.execPath, [join(root, `dist/server/apps/${service}/src/main.js`)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop();
      for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}exited (${signal ?? code}); stopping the cluster`);
    stop(1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(
  `Atelier cluster starting: gateway on http://localhost:${env.PORT ?? 3000} (Ctrl-C stops every process)`,
);
