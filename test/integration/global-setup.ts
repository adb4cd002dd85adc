import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import {
  createDatabase,
  DISTRIBUTED_SERVICES,
  dropDatabase,
  freePort,
  LOCAL,
  type RunningProcess,
  startProcess,
  stopProcess,
  uniqueName,
  waitForHealthy,
} from '../support/system';

export const STATE_FILE = join(__dirname, '..', '..', 'tmp', 'integration-state.json');

export interface IntegrationState {
  baseUrl: string;
  /** The gateway's internal Prometheus endpoint (METRICS_PORT), apart from the public port. */
  metricsUrl: string;
  /** The platform operator's token (creating tenants). */
  platformToken: string;
  database: string;
  databaseUrl: string;
  amqpPrefix: string;
  cachePrefix: string;
  jwtSecret: string;
  /** Every message the identity service sent, as .eml files written by the test SMTP server. */
  mailDir: string;
  pids: number[];
}

declare global {
  var __ATELIER_PROCESSES__: RunningProcess[] | undefined;
  var __ATELIER_SMTP__: TestSmtpServer | undefined;
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
  const metricsPort = await freePort();
  const jwtSecret = uniqueName('secret').padEnd(48, 'x');
  const platformToken = uniqueName('platform').padEnd(48, 'p');
  // A real SMTP server: identity sends to it over the network, tests read what arrived from mailDir.
  const mailDir = join(__dirname, '..', '..', 'tmp', `${database}-mail`);
  mkdirSync(mailDir, { recursive: true });
  const smtp = await startSmtpServer(mailDir);
  globalThis.__ATELIER_SMTP__ = smtp;
  const common = {
    DATABASE_URL: databaseUrl,
    AMQP_URL: LOCAL.amqp,
    REDIS_URL: LOCAL.redis,
    AMQP_PREFIX: amqpPrefix,
    CACHE_PREFIX: amqpPrefix,
    SEED_DEMO: 'true',
    SMTP_URL: smtp.url,
    // Image renditions the catalogue writes during the run, removed with the run.
    FILES_DIR: join(__dirname, '..', '..', 'tmp', `${database}-files`),
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
      METRICS_PORT: String(metricsPort),
      PLATFORM_TOKEN: platformToken,
      JWT_SECRET: jwtSecret,
      // The suite logs in and registers many times from 127.0.0.1; the limits are tested by
      // accounts-rate-limit.test.ts with its own low-limit gateway and with per-account limits.
      LOGIN_LIMIT_PER_IP: '100000',
      ACCOUNT_FORMS_LIMIT_PER_IP: '100000',
      LOGIN_FREE_FAILURES: '5',
    }),
  );
  globalThis.__ATELIER_PROCESSES__ = processes;
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(baseUrl, processes);
  } catch (error) {
    // Jest skips the teardown when the setup fails: leave no processes, server or database behind.
    await Promise.all(processes.map((p) => stopProcess(p)));
    await smtp.close();
    await dropDatabase(database);
    rmSync(mailDir, { recursive: true, force: true });
    throw error;
  }

  const state: IntegrationState = {
    baseUrl,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    platformToken,
    database,
    databaseUrl,
    amqpPrefix,
    cachePrefix: amqpPrefix,
    jwtSecret,
    mailDir,
    pids: processes.map((p) => p.child.pid ?? 0),
  };
  // For a person debugging a run: where the system is and what it is called.
  mkdirSync(join(STATE_FILE, '..'), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify(state));
  process.env['ATELIER_IT_STATE'] = JSON.stringify(state);
}
