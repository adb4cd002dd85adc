import type { SyncJob, SyncRunStatus } from '@atelier/contracts/sync';
import { Cron } from 'croner';
import type { RecordKind } from '../sellease/record-kinds';

/** The record kind each job re-applies. */
export const JOB_KIND: Record<SyncJob, RecordKind> = {
  designs: 'design',
  stock: 'stock',
  prices: 'price',
  customers: 'customer',
};

/** A running run that has not moved for this long lost its process. */
export const HEARTBEAT_TIMEOUT_MS = 60_000;

/** Records per second since the start (0 before a second of work), and what is left. */
export function runProgress(
  run: { total: number; processed: number; startedAt: Date; finishedAt: Date | null },
  now: Date,
): { rate: number; remaining: number } {
  const seconds = ((run.finishedAt ?? now).getTime() - run.startedAt.getTime()) / 1000;
  const rate = seconds > 0 ? Math.round((run.processed / seconds) * 10) / 10 : 0;
  return { rate, remaining: Math.max(0, run.total - run.processed) };
}

/** The status a reader sees: a running run whose heartbeat stopped is interrupted. */
export function effectiveStatus(run: { status: SyncRunStatus; heartbeatAt: Date }, now: Date): SyncRunStatus {
  if (run.status === 'running' && now.getTime() - run.heartbeatAt.getTime() > HEARTBEAT_TIMEOUT_MS)
    return 'interrupted';
  return run.status;
}

/** A cron expression (5 or 6 fields, UTC) as croner reads it, or null when it does not parse. */
export function parseCron(expression: string): Cron | null {
  const trimmed = expression.trim();
  if (trimmed === '' || trimmed.split(/\s+/).length > 6) return null;
  try {
    return new Cron(trimmed, { paused: true, timezone: 'UTC' });
  } catch {
    return null;
  }
}

/** When the expression fires next after `from`, or null when it never does again. */
export function nextRunOf(expression: string, from: Date): Date | null {
  return parseCron(expression)?.nextRun(from) ?? null;
}
