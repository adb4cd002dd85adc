import { DEMO_TENANT } from '@atelier/contracts/common';
import type { Client } from 'pg';
import type { Api } from '../support/api';
import { withPostgres } from '../support/system';
import { setStock } from './orders-support';
import { system } from './state';

/**
 * A burst of stock changes (orders' stock.changed events, applied by the catalogue in batches) leaves
 * every design's "in stock" right and, once the burst is over, the precomputed facet counts exact: the
 * tenant-wide recount runs once per burst, after the changes, instead of once per event.
 */
const { api, database } = system();
const TENANT = DEMO_TENANT.id;
/** Designs whose only stock is flipped at once. */
const BURST = 24;

interface Row {
  variant_id: string;
  design_id: string;
  stock: number;
}

/** Whole-catalogue counts (scope 0) as stored, and as the search rows say they should be. */
async function countsAgree(client: Client): Promise<boolean> {
  const { rows } = await client.query<{ differing: string }>(
    `WITH expected AS (
       SELECT t AS tag, count(*)::int AS n FROM catalogue.design_search ds, unnest(array_append(ds.tags, 0)) AS t
       WHERE ds.tenant_id = $1 GROUP BY t),
     stored AS (SELECT tag, count AS n FROM catalogue.facet_counts WHERE tenant_id = $1 AND scope_tag = 0)
     SELECT count(*) AS differing FROM expected e FULL JOIN stored s ON s.tag = e.tag
     WHERE e.n IS DISTINCT FROM s.n`,
    [TENANT],
  );
  return Number(rows[0]?.differing) === 0;
}

async function inStock(client: Client, designIds: string[]): Promise<boolean[]> {
  const { rows } = await client.query<{ design_id: string; in_stock: boolean }>(
    `SELECT design_id, in_stock FROM catalogue.design_search WHERE design_id = ANY($1::uuid[])`,
    [designIds],
  );
  const byId = new Map(rows.map((row) => [row.design_id, row.in_stock]));
  return designIds.map((id) => byId.get(id) ?? false);
}

/** Polls until the condition holds (the test's own timeout ends a wait that never does). */
async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('catalogue: a burst of stock changes', () => {
  let admin: Api;
  let rows: Row[] = [];

  beforeAll(async () => {
    admin = (await api.loginAdmin()).api;
    // Listed designs with a single variant (so that variant alone decides "in stock") and stock, not
    // unique pieces (those leave search when sold out, which other tests cover).
    rows = await withPostgres(async (client) => {
      const found = await client.query<Row>(
        `SELECT v.id AS variant_id, v.design_id, v.stock_quantity AS stock
         FROM catalogue.variants v
         JOIN catalogue.designs d ON d.id = v.design_id AND NOT d.is_unique_piece
         JOIN catalogue.design_search ds ON ds.design_id = d.id
         WHERE v.tenant_id = $1 AND v.stock_quantity > 0
           AND (SELECT count(*) FROM catalogue.variants o WHERE o.design_id = v.design_id) = 1
         ORDER BY d.design_number DESC LIMIT $2`,
        [TENANT, BURST],
      );
      return found.rows;
    }, database);
    expect(rows).toHaveLength(BURST);
  });

  afterAll(async () => {
    await Promise.all(rows.map((row) => setStock(admin, row.variant_id, row.stock)));
    await withPostgres((client) => until(() => countsAgree(client)), database);
  });

  it('shows every design out of stock and back, and the facet counts exact after each burst', async () => {
    const designIds = rows.map((row) => row.design_id);
    await Promise.all(rows.map((row) => setStock(admin, row.variant_id, 0)));
    await withPostgres(async (client) => {
      await until(async () => (await inStock(client, designIds)).every((flag) => !flag));
      await until(() => countsAgree(client));
      expect(await countsAgree(client)).toBe(true);
    }, database);

    await Promise.all(rows.map((row) => setStock(admin, row.variant_id, row.stock + 1)));
    await withPostgres(async (client) => {
      await until(async () => (await inStock(client, designIds)).every(Boolean));
      await until(() => countsAgree(client));
      const { rows: stocks } = await client.query<{ id: string; stock: number }>(
        `SELECT id, stock_quantity AS stock FROM catalogue.variants WHERE id = ANY($1::uuid[])`,
        [rows.map((row) => row.variant_id)],
      );
      const byId = new Map(stocks.map((row) => [row.id, row.stock]));
      expect(rows.map((row) => byId.get(row.variant_id))).toEqual(rows.map((row) => row.stock + 1));
    }, database);
  });
});
