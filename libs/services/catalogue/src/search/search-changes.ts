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

/** Changes heard of and not yet applied, per tenant: the designs to reload, or null for the whole tenant. */
export type PendingSearchChanges = Map<string, Set<string> | null>;

/**
 * Adds a change to those waiting, so a burst of notifications is applied as a few loads instead of one
 * load per notification queued behind the others. A whole-tenant change absorbs the tenant's designs.
 */
export function mergeSearchChange(pending: PendingSearchChanges, change: SearchChange): void {
  const known = pending.get(change.tenantId);
  if (known === null) return;
  if (change.designIds === null) {
    pending.set(change.tenantId, null);
    return;
  }
  const ids = known ?? new Set<string>();
  for (const id of change.designIds) ids.add(id);
  pending.set(change.tenantId, ids);
}
