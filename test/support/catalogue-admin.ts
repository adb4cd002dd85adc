import { openDatabase } from '@atelier/platform';
import { announceSearchChange, refreshFacetCounts } from '@atelier/services/catalogue';
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
    // In one transaction, as the catalogue does: the recount's advisory lock lasts only as long as its
    // transaction, and a recount the catalogue runs at the same time must wait for this one.
    await handle.db.transaction(async (tx) => {
      await refreshFacetCounts(tx, tenantId);
      await announceSearchChange(
        tx,
        tenantId,
        gone.map((row) => row.id),
      );
    });
  } finally {
    await handle.close();
  }
}

/** A ring made through the back office: one natural variant at a trade price of 500 with 5 in stock. */
export interface TestRing {
  id: string;
  number: string;
  mainGroupId: number;
  variantId: string;
}

async function first<T extends object>(database: string, text: string, values: unknown[]): Promise<T> {
  const [row] = await rows<T>(database, text, values);
  if (!row) throw new Error(`nothing for ${text}`);
  return row;
}

/** Creates a ring in the demo's rings group through the designs API, for suites about its price. */
export async function createTestRing(
  database: string,
  admin: Api,
  tenantId: string,
  number: string,
  name: string,
): Promise<TestRing> {
  const group = await first<{ id: number; main_group_id: number }>(
    database,
    `select s.id, s.main_group_id from catalogue.sub_groups s join catalogue.main_groups g on g.id = s.main_group_id
      where s.tenant_id = $1 and g.url_path = 'rings' order by s.id limit 1`,
    [tenantId],
  );
  const karat = await first<{ id: number; metal_id: number }>(
    database,
    'select id, metal_id from catalogue.karates where tenant_id = $1 order by id limit 1',
    [tenantId],
  );
  const shade = await first<{ id: number }>(
    database,
    'select id from catalogue.shades where tenant_id = $1 and metal_id = $2 order by id limit 1',
    [tenantId, karat.metal_id],
  );
  const item = await first<{ id: number }>(
    database,
    `select id from catalogue.items where tenant_id = $1 and url_path = 'rings'`,
    [tenantId],
  );
  const quality = await first<{ id: number }>(
    database,
    'select id from catalogue.qualities where tenant_id = $1 and lab_grown = false limit 1',
    [tenantId],
  );
  const created = await admin.post<Answer<{ id: string; variants: Array<{ id: string }> }>>(
    '/api/admin/designs',
    {
      designNumber: number,
      texts: { en: { name, description: 'A ring made by a test' } },
      itemId: item.id,
      mainGroupId: group.main_group_id,
      subGroupIds: [group.id],
      stones: [],
      metalWeight: 3,
      flags: { labGrown: false },
      variants: [
        {
          sku: `${number}-A`,
          karatId: karat.id,
          shadeId: shade.id,
          qualityId: quality.id,
          totalCarat: 0.5,
          tradePrice: 500,
          weight: 3,
          stock: 5,
          isDefault: true,
        },
      ],
    },
  );
  const variant = created.body.data?.variants[0];
  if (created.status !== 200 || !variant) throw new Error(`design not made: ${JSON.stringify(created.body)}`);
  return { id: created.body.data.id, number, mainGroupId: group.main_group_id, variantId: variant.id };
}
