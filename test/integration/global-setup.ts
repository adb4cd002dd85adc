import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createDatabase,
  DISTRIBUTED_SERVICES,
  freePort,
  LOCAL,
  type RunningProcess,
  startProcess,
  uniqueName,
  waitForHealthy,
} from '../support/system';

export const STATE_FILE = join(__dirname, '..', '..', 'tmp', 'integration-state.json');

export interface IntegrationState {
  baseUrl: string;
  database: string;
  databaseUrl: string;
  amqpPrefix: string;
  cachePrefix: string;
  jwtSecret: string;
  pids: number[];
}

declare global {
  var __ATELIER_PROCESSES__: RunningProcess[] | undefined;
}

/**
 * Starts the distributed system as it runs in production: each service its own process over the real
 * RabbitMQ, PostgreSQL and Redis on 127.0.0.1, isolated by a fresh database, AMQP prefix and key prefix.
 */
export default async function globalSetup(): Promise<void> {
  const database = uniqueName('atelier_it');
  const amqpPrefix = database.replace(/_/g, '-');
  const databaseUrl = await createDatabase(database);
  const port = await freePort();
  const jwtSecret = uniqueName('secret').padEnd(48, 'x');
  const common = {
    DATABASE_URL: databaseUrl,
    AMQP_URL: LOCAL.amqp,
    REDIS_URL: LOCAL.redis,
    AMQP_PREFIX: amqpPrefix,
    CACHE_PREFIX: amqpPrefix,
    SEED_DEMO: 'true',
  };
  const processes = DISTRIBUTED_SERVICES.map((service) =>
    startProcess(service, `dist/server/apps/${service}/src/main.js`, common),
  );
  processes.push(
    startProcess('gateway', 'dist/server/apps/gateway/src/main.js', {
      AMQP_URL: LOCAL.amqp,
      REDIS_URL: LOCAL.redis,
      AMQP_PREFIX: amqpPrefix,
      CACHE_PREFIX: amqpPrefix,
      PORT: String(port),
      JWT_SECRET: jwtSecret,
    }),
  );
  globalThis.__ATELIER_PROCESSES__ = processes;
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealthy(baseUrl, processes);

  const state: IntegrationState = {
    baseUrl,
    database,
    databaseUrl,
    amqpPrefix,
    cachePrefix: amqpPrefix,
    jwtSecret,
    pids: processes.map((p) => p.child.pid ?? 0),
  };
  writeFileSync(STATE_FILE, JSON.stringify(state));
  process.env['ATELIER_IT_STATE'] = JSON.stringify(state);
}
