import type { Database } from '@atelier/platform';
import { sql } from 'drizzle-orm';

/** The PostgreSQL notification channel on which search rows' changes are announced. */
export const SEARCH_CHANNEL = 'catalogue_search';

/** Designs whose search rows changed; `designIds` null means the whole tenant. */
export interface SearchChange {
  tenantId: string;
  designIds: string[] | null;
}

/** Ids per notification: well under PostgreSQL's payload limit. */
const IDS_PER_PAYLOAD = 100;

/** The notification payloads announcing a change (several when many designs changed). */
export function searchChangePayloads(tenantId: string, designIds?: readonly string[]): string[] {
  if (designIds === undefined) return [JSON.stringify({ tenantId, designIds: null })];
  const payloads: string[] = [];
  for (let i = 0; i < designIds.length; i += IDS_PER_PAYLOAD) {
    payloads.push(JSON.stringify({ tenantId, designIds: designIds.slice(i, i + IDS_PER_PAYLOAD) }));
  }
  return payloads;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A payload read back; null for anything that is not one of ours. */
export function parseSearchChange(payload: string): SearchChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { tenantId, designIds } = value as Record<string, unknown>;
  if (typeof tenantId !== 'string') return null;
  if (designIds !== null && !isStringArray(designIds)) return null;
  return { tenantId, designIds };
}

/**
 * Announces changed search rows to every catalogue process. Called inside the transaction that
 * changes them: PostgreSQL delivers the notification only if and when that transaction commits.
 */
export async function announceSearchChange(
  db: Database,
  tenantId: string,
  designIds?: readonly string[],
): Promise<void> {
  for (const payload of searchChangePayloads(tenantId, designIds)) {
    await db.execute(sql`SELECT pg_notify(${SEARCH_CHANNEL}, ${payload})`);
  }
}
