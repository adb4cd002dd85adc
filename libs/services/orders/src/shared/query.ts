import type { Database } from '@atelier/platform';
import type { SQL } from 'drizzle-orm';

/** Rows of a raw statement; both drivers (pg and PGlite) answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** PostgreSQL error code of a failed statement (unique violation 23505, deadlock 40P01, ...). */
export function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Retries work that lost a deadlock or a serialization race; each attempt is a fresh transaction. */
export async function withRetry<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = pgCode(error);
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}

/**
 * A PostgreSQL text array literal ('{"a","b"}') to bind as one parameter and cast (`${textArray(skus)}::text[]`):
 * drizzle's inArray binds one parameter per element, built and planned again for every list.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
