import { IN_MEMORY_DB_SETTINGS, withDatabaseSettings } from './database';

describe('database settings of a service', () => {
  it('adds the planner settings to a PostgreSQL connection, under those the deployment gives', () => {
    const database = withDatabaseSettings(
      { kind: 'postgres', url: 'postgres://db/app', settings: { jit: 'on' } },
      IN_MEMORY_DB_SETTINGS,
    );
    expect(database).toEqual({
      kind: 'postgres',
      url: 'postgres://db/app',
      settings: { random_page_cost: '1.1', max_parallel_workers_per_gather: '0', jit: 'on' },
    });
  });

  it('leaves an embedded database as it is', () => {
    const embedded = { kind: 'pglite' as const, client: {} as never };
    expect(withDatabaseSettings(embedded, IN_MEMORY_DB_SETTINGS)).toBe(embedded);
  });
});
