import { type SQL, sql } from 'drizzle-orm';

/**
 * A PostgreSQL array literal ('{"a","b",NULL}') to bind as one text parameter and cast, e.g.
 * `${pgArray(ids)}::uuid[]`. Both drivers (pg and PGlite) then send one value, however long the list.
 */
export function pgArray(values: ReadonlyArray<string | number | boolean | null>): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    const text = String(value);
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

/** An integer array written into the statement: the planner sees the values (GIN selectivity, EXPLAIN). */
export function intArray(values: readonly number[]): SQL {
  if (!values.every((value) => Number.isSafeInteger(value))) {
    throw new TypeError('intArray takes integers only');
  }
  return sql.raw(`ARRAY[${values.join(',')}]::integer[]`);
}

/** A trusted whole number written into the statement (LIMIT, OFFSET). */
export function int(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new TypeError('int takes an integer only');
  return sql.raw(String(value));
}
