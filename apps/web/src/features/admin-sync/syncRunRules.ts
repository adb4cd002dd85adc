import type { SyncJob, SyncRunStatus, SyncRunView } from '@atelier/contracts/sync';
import { getLanguage, type LanguageCode } from '../../i18n/languages';
import type { BadgeTone } from '../../ui/Badge';

/** The Sellease message type each job re-applies (the error list filters on it). */
export const MESSAGE_TYPE_OF_JOB: Record<SyncJob, string> = {
  designs: 'design.upserted',
  stock: 'stock.updated',
  prices: 'price.updated',
  customers: 'customer.upserted',
};

export const RUN_TONES: Record<SyncRunStatus, BadgeTone> = {
  running: 'warning',
  succeeded: 'success',
  failed: 'danger',
  interrupted: 'danger',
};

/** A run still moving: its progress is asked for again until it stops. */
export function isRunning(run: Pick<SyncRunView, 'status'> | undefined): boolean {
  return run?.status === 'running';
}

/**
 * Where a run's errors are looked at: the open errors, narrowed to the run's message type when it
 * covered one kind; null when the run had none.
 */
export function errorsLinkOf(run: Pick<SyncRunView, 'errors' | 'jobs'>): string | null {
  if (run.errors === 0) return null;
  const [only, ...others] = run.jobs;
  return only && others.length === 0
    ? `/Admin/sellease-err-sync?type=${encodeURIComponent(MESSAGE_TYPE_OF_JOB[only])}`
    : '/Admin/sellease-err-sync';
}

/** The history's rows with the run being followed shown as last polled (fresher than the list). */
export function withLive(rows: readonly SyncRunView[], live: SyncRunView | undefined): SyncRunView[] {
  return rows.map((row) => (live && row.id === live.id ? live : row));
}

/** A count or a rate in the page's language (1,234 or 1 234 or 1.234). */
export function formatCount(value: number, language: LanguageCode): string {
  return value.toLocaleString(getLanguage(language).htmlLang);
}
