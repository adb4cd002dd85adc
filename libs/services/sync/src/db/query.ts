import type { Database } from '@atelier/platform';
import type { SQL } from 'drizzle-orm';

/** Rows of a raw statement; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
