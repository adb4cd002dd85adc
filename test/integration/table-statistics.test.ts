import { type DatabaseHandle, openDatabase, TableStatistics } from '@atelier/platform';
import { eventually } from '../support/catalogue-admin';
import { createDatabase, dropDatabase, uniqueName, withPostgres } from '../support/system';

/**
 * TableStatistics against a real PostgreSQL: a table a bulk write filled is analyzed (the planner then
 * knows its rows), once, and a table nobody wrote to is left alone. Its own database, dropped after.
 */
describe('TableStatistics', () => {
  const name = uniqueName('atelier_stats');
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await createDatabase(name);
    await withPostgres(async (client) => {
      await client.query('CREATE SCHEMA bulk');
      await client.query(
        'CREATE TABLE bulk.items (tenant_id uuid NOT NULL, key text NOT NULL, PRIMARY KEY (tenant_id, key))',
      );
      await client.query('CREATE TABLE bulk.quiet (id int PRIMARY KEY)');
    }, name);
    handle = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:5432/${name}`,
      poolSize: 2,
    });
  });

  afterAll(async () => {
    await handle.close();
    await dropDatabase(name);
  });

  const analyzedRows = async (table: string) => {
    const rows = await withPostgres(
      (client) =>
        client.query<{ reltuples: number }>(`SELECT reltuples FROM pg_class WHERE oid = $1::regclass`, [
          table,
        ]),
      name,
    );
    return Number(rows.rows[0]?.reltuples);
  };

  it('analyzes a table a bulk write filled, once, and leaves the others alone', async () => {
    const statistics = new TableStatistics(handle, ['bulk.items', 'bulk.quiet']);
    // A connection that ends reports its changes to the statistics at once.
    await withPostgres(
      (client) =>
        client.query(
          `INSERT INTO bulk.items SELECT '00000000-0000-4000-8000-000000000001', 'SKU-' || n FROM generate_series(1, 5000) AS n`,
        ),
      name,
    );
    expect(await analyzedRows('bulk.items')).toBe(-1);
    const analyzed = await eventually(
      () => statistics.analyzeStale(),
      (names) => names.length > 0,
    );
    expect(analyzed).toEqual(['bulk.items']);
    expect(await analyzedRows('bulk.items')).toBe(5000);
    expect(await analyzedRows('bulk.quiet')).toBe(-1);
    // Nothing changed since: nothing to analyze again.
    expect(await statistics.analyzeStale()).toEqual([]);
  });
});
