import { and, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The columns of something that runs from a start to an end and can be ended early by hand. */
export interface WindowColumns {
  startsAt: PgColumn;
  endsAt: PgColumn;
  endedAt: PgColumn;
}

/** The back office's status filters of offers and discounts, as conditions on their window (now: the database's). */
export type WindowStatus = 'all' | 'current' | 'active' | 'scheduled' | 'ended';

export function windowStatusCondition(columns: WindowColumns, status: WindowStatus): SQL | undefined {
  const now = sql`now()`;
  const { startsAt, endsAt, endedAt } = columns;
  switch (status) {
    case 'all':
      return undefined;
    case 'current':
      return and(isNull(endedAt), gt(endsAt, now));
    case 'active':
      return and(isNull(endedAt), lte(startsAt, now), gt(endsAt, now));
    case 'scheduled':
      return and(isNull(endedAt), gt(startsAt, now));
    case 'ended':
      return or(isNotNull(endedAt), lte(endsAt, now));
  }
}
