// npm run seed -- --designs N [--tenant <uuid>] [--seed <number>]
// Replaces a tenant's designs (default: the demo tenant) with N generated ones, deterministic for a
// seed, in the database named by DATABASE_URL (default: the embedded PGlite under DATA_DIR, ./data;
// stop `npm start` first, PGlite is single-process). Runs the catalogue migrations first. Compiled
// with the server (dist/server/scripts/seed.js) by `npm run seed`.
import { DEMO_TENANT } from '@atelier/contracts/common';
import { type DatabaseHandle, openCache, openDatabase, openPglite, openStorage } from '@atelier/platform';
import { catalogueCachePrefix, DEMO_DESIGN_COUNT, seedCatalogue } from '@atelier/services/catalogue';
import { sql } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  if (at === -1) return fallback;
  const value = process.argv[at + 1];
  if (value === undefined || value.startsWith('--')) fail(`--${name} needs a value`);
  return value;
}

function fail(message: string): never {
  process.stderr.write(`seed: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const designs = Number(option('designs', String(DEMO_DESIGN_COUNT)));
  if (!Number.isInteger(designs) || designs < 1 || designs > 2_000_000)
    fail('--designs must be a whole number from 1');
  const tenantId = option('tenant', DEMO_TENANT.id);
  if (!/^[0-9a-f-]{36}$/i.test(tenantId)) fail('--tenant must be a tenant id (uuid)');
  const seed = Number(option('seed', '2026'));

  const dataDir = resolve(process.env['DATA_DIR'] ?? 'data');
  const databaseUrl = process.env['DATABASE_URL'];
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
  const pglite = databaseUrl ? undefined : await openPglite(join(dataDir, 'pglite'));
  const database: DatabaseHandle = await openDatabase(
    pglite ? { kind: 'pglite', client: pglite } : { kind: 'postgres', url: databaseUrl ?? '', poolSize: 2 },
  );
  const storage = await openStorage({
    kind: 'local',
    dir: process.env['FILES_DIR'] ?? (databaseUrl ? 'data/files' : join(dataDir, 'files')),
  });
  const started = Date.now();
  try {
    await database.migrate({
      service: 'catalogue',
      folder: join(__dirname, '../libs/services/catalogue/src/migrations'),
    });
    const result = await database.db.transaction((tx) =>
      seedCatalogue(tx, storage, {
        tenantId,
        designs,
        seed,
        replace: true,
        log: (message) => process.stdout.write(`seed: ${message}\n`),
      }),
    );
    // Fresh statistics, so the planner sees the new catalogue at once.
    if (database.kind === 'postgres') await database.db.execute(sql`ANALYZE`);
    const redisUrl = process.env['REDIS_URL'];
    if (redisUrl) {
      // A running system must not answer from what it cached of the old catalogue.
      const cache = await openCache({
        kind: 'redis',
        url: redisUrl,
        prefix: process.env['CACHE_PREFIX'] ?? 'atelier',
      });
      await cache.delByPrefix(catalogueCachePrefix(tenantId));
      await cache.close();
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`;
    process.stdout.write(
      `seed: ${result.designs} designs, ${result.variants} variants, ${result.images} images in ${seconds} s (${where})\n`,
    );
  } finally {
    await database.close();
    if (pglite) await pglite.close();
  }
}

main().catch((error: Error) => fail(error.message));
