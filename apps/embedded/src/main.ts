import 'reflect-metadata';
import { DEMO_TENANT, DEMO_USERS, ServiceName } from '@atelier/contracts/common';
import { startGateway } from '@atelier/gateway';
import {
  bootstrapService,
  type CacheOptions,
  configureLogging,
  type DatabaseOptions,
  getLogger,
  InProcessBus,
  MemoryCacheStore,
  openPglite,
  type ServiceQueueOptions,
  type ServiceRuntimeOptions,
  type TransportOptions,
} from '@atelier/platform';
import { AdminModule } from '@atelier/services/admin';
import { CATALOGUE_QUEUES, CatalogueModule } from '@atelier/services/catalogue';
import { IdentityModule } from '@atelier/services/identity';
import { OrdersModule, OrdersSeeder } from '@atelier/services/orders';
import { SyncModule, SYNC_QUEUES } from '@atelier/services/sync';
import type { DynamicModule, INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join, resolve } from 'node:path';
import { config } from './config';

/** Services that take their queues otherwise than by default (with a broker configured). */
const QUEUES: Partial<Record<ServiceName, ServiceQueueOptions>> = {
  [ServiceName.Sync]: SYNC_QUEUES,
  [ServiceName.Catalogue]: CATALOGUE_QUEUES,
};

const SERVICES: Array<[ServiceName, (options: ServiceRuntimeOptions) => DynamicModule]> = [
  [
    ServiceName.Identity,
    (o) =>
      IdentityModule.forRoot(o, {
        // No SMTP server configured: each message becomes an .eml file under DATA_DIR/mail.
        mail: config.SMTP_URL
          ? { kind: 'smtp', url: config.SMTP_URL, from: config.MAIL_FROM }
          : { kind: 'files', dir: join(resolve(config.DATA_DIR), 'mail'), from: config.MAIL_FROM },
        publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
        refreshTokenTtlSeconds: config.REFRESH_TOKEN_TTL,
      }),
  ],
  [ServiceName.Catalogue, (o) => CatalogueModule.forRoot(o)],
  [ServiceName.Orders, (o) => OrdersModule.forRoot(o)],
  [ServiceName.Admin, (o) => AdminModule.forRoot(o)],
  [ServiceName.Sync, (o) => SyncModule.forRoot(o)],
];

/** A secret made once per data folder, so sessions survive restarts without any setup. */
/** The longest the site waits for the demo orders before it opens without them (they go on seeding). */
const SEED_WAIT_MS = 60_000;

function jwtSecret(dataDir: string): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

async function main(): Promise<void> {
  configureLogging({ level: config.LOG_LEVEL, app: 'atelier' });
  const log = getLogger('embedded');
  const started = performance.now();
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });

  const database: DatabaseOptions = config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', client: await openPglite(join(dataDir, 'pglite')) };
  const cache: CacheOptions = config.REDIS_URL
    ? { kind: 'redis', url: config.REDIS_URL, prefix: config.CACHE_PREFIX }
    : { kind: 'memory', store: new MemoryCacheStore() };
  const transport: TransportOptions = config.AMQP_URL
    ? { kind: 'amqp', url: config.AMQP_URL, prefix: config.AMQP_PREFIX, rpcTimeoutMs: config.RPC_TIMEOUT_MS }
    : { kind: 'in-process', bus: new InProcessBus(), rpcTimeoutMs: config.RPC_TIMEOUT_MS };

  const apps: INestApplicationContext[] = [];
  // One after another: they share one PGlite, and each migrates its own schema on start.
  for (const [service, moduleFor] of SERVICES) {
    const options: ServiceRuntimeOptions = {
      service,
      database,
      cache,
      transport,
      storage: { kind: 'local', dir: join(dataDir, 'files') },
      seedDemo: config.SEED_DEMO,
    };
    // With a broker configured, sync also takes Sellease's own queue, as in distributed mode.
    const queues = QUEUES[service];
    apps.push(await bootstrapService(moduleFor(options), { ...options, queues }));
  }
  // The demo orders are seeded in the background, as in distributed mode where the services they need
  // may still be starting. Here every service is up, so the site opens once they are in: on PGlite the
  // seeding's writes would otherwise hold the one thread, and the first visitor's requests, just after
  // "ready". Capped, so a seed that keeps failing does not keep the site closed.
  const orders = apps[SERVICES.findIndex(([service]) => service === ServiceName.Orders)];
  await Promise.race([orders?.get(OrdersSeeder, { strict: false }).whenDone(), sleep(SEED_WAIT_MS)]);
  const gateway = await startGateway({
    mode: 'embedded',
    port: config.PORT,
    transport,
    cache,
    jwtSecret: jwtSecret(dataDir),
    jwtAccessTtlSeconds: config.JWT_ACCESS_TTL,
    webDist: config.WEB_DIST,
    bodyLimit: config.BODY_LIMIT,
    metricsPort: config.METRICS_PORT,
    platformToken: config.PLATFORM_TOKEN,
    rateLimits: {
      loginPerIp: config.LOGIN_LIMIT_PER_IP,
      loginFreeFailures: config.LOGIN_FREE_FAILURES,
      loginSlowdownAfter: config.LOGIN_SLOWDOWN_AFTER,
      loginWindowSeconds: config.LOGIN_LIMIT_WINDOW,
      accountFormsPerIp: config.ACCOUNT_FORMS_LIMIT_PER_IP,
      accountFormsWindowSeconds: config.ACCOUNT_FORMS_LIMIT_WINDOW,
      uploadsPerUser: config.UPLOADS_LIMIT_PER_USER,
      uploadsWindowSeconds: config.UPLOADS_LIMIT_WINDOW,
    },
  });

  const shutdown = async (): Promise<void> => {
    await gateway.close();
    for (const app of apps.reverse()) await app.close();
    if (database.kind === 'pglite') await database.client.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log.info({ seconds }, 'ready');
  const url = `http://localhost:${config.PORT}`;
  process.stdout.write(
    [
      '',
      `Atelier is running (embedded mode, ready in ${seconds}s): ${url}`,
      `  API ${url}/api   OpenAPI ${url}/api/docs   health ${url}/api/health`,
      `  data: ${dataDir}${database.kind === 'pglite' ? ' (PGlite)' : ' (PostgreSQL)'}   tenant: ${DEMO_TENANT.slug}`,
      `  buyer: ${DEMO_USERS.buyer.email} / ${DEMO_USERS.buyer.password}`,
      `  admin: ${DEMO_USERS.admin.email} / ${DEMO_USERS.admin.password}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: Error) => {
  getLogger('embedded').fatal({ err: error }, `Atelier failed to start: ${error.message}`);
  process.exit(1);
});
