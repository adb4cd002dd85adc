/** A unique index refused the row (PostgreSQL 23505), whether the driver error is wrapped or not. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
    if (typeof current !== 'object') return false;
  }
  return false;
}
