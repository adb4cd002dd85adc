export interface SelleaseMessageView {
  messageId: string;
  type: string;
  payload: Record<string, unknown>;
  receivedAt: string;
  deliveries: number;
  /** received (not applied yet), applied, stale (an older version than the one applied), error. */
  status: SelleaseMessageStatus;
}

export const SELLEASE_MESSAGE_STATUSES = ['received', 'applied', 'stale', 'error'] as const;
export type SelleaseMessageStatus = (typeof SELLEASE_MESSAGE_STATUSES)[number];

/** A repeated message is an expected outcome, reported as `duplicate`, not an error. */
export interface IngestResult {
  recorded: boolean;
  duplicate: boolean;
  message: SelleaseMessageView;
}

export const SYNC_ERROR_STATUSES = ['open', 'resolved', 'discarded'] as const;
export type SyncErrorStatus = (typeof SYNC_ERROR_STATUSES)[number];

/** One entry of the error list (sellease-err-sync): a message that could not be applied, and why. */
export interface SyncErrorView {
  id: string;
  messageId: string;
  type: string;
  /** The record the message is about (a SKU, a design number, an account number), when readable. */
  record: string | null;
  payload: Record<string, unknown>;
  /** The reason in the caller's language. */
  reason: string;
  reasonKey: string;
  status: SyncErrorStatus;
  note: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

/** What retrying entries did: each entry's new status (open again with a new reason if it failed again). */
export interface SyncRetryResult {
  retried: number;
  resolved: number;
  stillFailing: number;
}

/** What a sync run covers: one job per kind of Sellease record. */
export const SYNC_JOBS = ['designs', 'stock', 'prices', 'customers'] as const;
export type SyncJob = (typeof SYNC_JOBS)[number];

export const SYNC_RUN_STATUSES = ['running', 'succeeded', 'failed', 'interrupted'] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];

/** A sync run with its live progress (sellease-sync). */
export interface SyncRunView {
  id: string;
  jobs: SyncJob[];
  trigger: 'manual' | 'schedule';
  status: SyncRunStatus;
  total: number;
  processed: number;
  applied: number;
  skipped: number;
  errors: number;
  /** Records per second so far. */
  rate: number;
  remaining: number;
  startedAt: string;
  finishedAt: string | null;
  /** The failure, in the caller's language, when the run failed. */
  failure: string | null;
}

/** A job's schedule (activate-cron). */
export interface SyncScheduleView {
  job: SyncJob;
  cron: string | null;
  enabled: boolean;
  nextRunAt: string | null;
  lastRunAt: string | null;
  lastRunId: string | null;
  lastOutcome: SyncRunStatus | null;
}
