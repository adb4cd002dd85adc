import type { ChangeLogEntry } from '@atelier/contracts/catalogue';

export interface LoggedFieldChange {
  field: string;
  before: string;
  after: string;
}

/** A logged value as staff read it: text as is, numbers and flags plainly, lists and objects as JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * The fields a logged change touched, in a stable order: every field present before or after whose
 * value differs (a created entity lists all it was given, a deleted one all it had).
 */
export function loggedFieldChanges(entry: Pick<ChangeLogEntry, 'before' | 'after'>): LoggedFieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, before: shownValue(before[field]), after: shownValue(after[field]) }))
    .filter((change) => change.before !== change.after);
}
