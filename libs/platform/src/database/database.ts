import { type Extension, PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createRequire } from 'node:module';
import { Pool } from 'pg';
import { redactUrl } from '../cache';
import { guardClient, guardTransactions } from './transaction-guard';

/** What services write their queries against; the same for PostgreSQL and PGlite. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Planner settings for every connection of this service (e.g. random_page_cost). */
      settings?: Record<string, string>;
    }
  | { kind: 'pglite'; client: PGlite };

const SETTING_NAME = /^[a-z_][a-z0-9_.]*$/;
const SETTING_VALUE = /^[A-Za-z0-9_.-]+$/;

/** libpq's `options`: `-c name=value` per setting, checked so that nothing else can ride along. */
function connectionOptions(settings: Record<string, string> = {}): string | undefined {
  const entries = Object.entries(settings);
  for (const [name, value] of entries) {
    if (!SETTING_NAME.test(name) || !SETTING_VALUE.test(value)) throw new Error(`Invalid setting ${name}`);
  }
  return entries.length > 0 ? entries.map(([name, value]) => `-c ${name}=${value}`).join(' ') : undefined;
}

/**
 * Planner settings for services whose working set lives in memory and whose statements are short:
 * PostgreSQL's defaults assume spinning disks (random_page_cost 4), which make it read a whole table
 * rather than look up a few hundred keys through an index, and a busy two-core host is better off
 * without parallel workers and JIT compilation for such statements.
 */
export const IN_MEMORY_DB_SETTINGS: Readonly<Record<string, string>> = {
  random_page_cost: '1.1',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
};

/** The database options with these planner settings under any the deployment gives (PostgreSQL only). */
export function withDatabaseSettings(
  database: DatabaseOptions,
  settings: Readonly<Record<string, string>>,
): DatabaseOptions {
  if (database.kind !== 'postgres') return database;
  return { ...database, settings: { ...settings, ...database.settings } };
}

export interface DatabaseHandle {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Database;
  migrate(options: { service: string; folder: string }): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATION_LOCK = 'atelier:migrate';

class PostgresHandle implements DatabaseHandle {
  readonly kind = 'postgres' as const;
  readonly db: Database;

  constructor(private readonly pool: Pool) {
    guardClient(pool, ['query', 'connect']);
    this.db = drizzleNodePg(pool);
    guardTransactions(this.db, pool);
  }

  async migrate({ service, folder }: { service: string; folder: string }): Promise<void> {
    // One migration at a time on the database: replicas starting together must not run the same
    // migration twice, and services starting together share the migrations schema (two creating it
    // at once collide on its name).
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
      try {
        await migrateNodePg(drizzleNodePg(client), {
          migrationsFolder: folder,
          migrationsSchema: 'drizzle',
          migrationsTable: `migrations_${service}`,
        });
      } finally {
        await client.query('SELECT pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
      }
    } finally {
      client.release();
    }
  }

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

class PgliteHandle implements DatabaseHandle {
  readonly kind = 'pglite' as const;
  readonly db: Database;

  constructor(client: PGlite) {
    // One PGlite, one connection, shared by every service of the process: a query on it from inside any
    // service's transaction would wait for that transaction forever.
    guardClient(client, ['query', 'exec', 'sql', 'transaction']);
    this.db = drizzlePglite(client);
    guardTransactions(this.db, client);
  }

  async migrate({ service, folder }: { service: string; folder: string }): Promise<void> {
    await migratePglite(this.db as Parameters<typeof migratePglite>[0], {
      migrationsFolder: folder,
      migrationsSchema: 'drizzle',
      migrationsTable: `migrations_${service}`,
    });
  }

  async ping(): Promise<void> {
    await this.db.execute(sql`select 1`);
  }

  /** The PGlite instance is shared by every service in the process; its owner closes it. */
  async close(): Promise<void> {
    return Promise.resolve();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'pglite') return new PgliteHandle(options.client);
  const pool = new Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    options: connectionOptions(options.settings),
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor may one lent out (a transaction's) when the server goes away: the pool listens only to idle
  // clients, and an 'error' nobody listens to ends the process. Its query fails on its own, and the
  // pool drops the client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const handle = new PostgresHandle(pool);
  try {
    await handle.ping();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`PostgreSQL at ${redactUrl(options.url)} is unreachable: ${(error as Error).message}`);
  }
  return handle;
}

/**
 * pg_trgm (trigram search in the catalogue) ships as a subpath export, which this workspace's module
 * resolution does not type; it is loaded by name and typed as the extension it is.
 */
function pgTrgm(): Extension {
  const load = createRequire(__filename);
  return (load('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension }).pg_trgm;
}

/** One file-backed PGlite per process in embedded mode, shared by every service's schema. */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const client = new PGlite(dataDir, { extensions: { pg_trgm: pgTrgm() } });
  await client.waitReady;
  return client;
}
