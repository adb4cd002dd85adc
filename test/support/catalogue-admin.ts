import { openDatabase } from '@atelier/platform';
import { refreshFacetCounts } from '@atelier/services/catalogue';
import { randomBytes } from 'node:crypto';
import { sql } from './accounts';
import type { Api, ApiResult } from './api';
import { withPostgres } from './system';

/** The body of an answer: `data` when it succeeded, `errors` naming the fields when it did not. */
export interface Answer<T> {
  status: boolean;
  data: T;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}

export async function send<T>(
  client: Api,
  method: string,
  path: string,
  json?: unknown,
): Promise<ApiResult<Answer<T>>> {
  return client.request<Answer<T>>(method, path, json === undefined ? {} : { json });
}

/** Polls `read` until `done` holds (the storefront follows a change through events), or fails with the last value. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  if (!done(value)) throw new Error(`condition not met: ${JSON.stringify(value).slice(0, 500)}`);
  return value;
}

/** An admin holding only the given permissions, logged in; remove it with removeAdmins. */
export async function adminWith(
  api: Api,
  superAdmin: Api,
  permissions: string[],
): Promise<{ client: Api; userId: string }> {
  const email = `taxonomy-${randomBytes(4).toString('hex')}@demo.test`;
  const password = 'Taxonomy#2026';
  const made = await superAdmin.post<{ data: { _id: string } }>('/api/admin-users', {
    firstName: 'Tess',
    email,
    password,
    confirmPassword: password,
    role: 'admin',
    permissions,
  });
  if (made.status !== 200) throw new Error(`admin not made: ${JSON.stringify(made.body)}`);
  return { client: (await api.login(email, password)).api, userId: made.body.data._id };
}

/** Rows of a query on the test database. */
export async function rows<T extends object>(
  database: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  return withPostgres(async (db) => (await db.query(text, values)).rows as T[], database);
}

export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(3).toString('hex')}`;
}

/**
 * Deletes a test's designs (by design number prefix) straight from the database, then does what the
 * catalogue does after a change: recounts the facets and tells every catalogue process's search index,
 * so the suites after this one see the demo catalogue as it was.
 */
export async function removeDesignsLike(
  database: string,
  databaseUrl: string,
  tenantId: string,
  prefix: string,
): Promise<void> {
  const gone = await sql<{ id: string }>(
    database,
    'delete from catalogue.designs where tenant_id = $1 and design_number like $2 returning id',
    [tenantId, `${prefix}%`],
  );
  if (gone.length === 0) return;
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    await refreshFacetCounts(handle.db, tenantId);
  } finally {
    await handle.close();
  }
  await sql(database, `select pg_notify('catalogue_search', $1)`, [
    JSON.stringify({ tenantId, designIds: gone.map((row) => row.id) }),
  ]);
}
