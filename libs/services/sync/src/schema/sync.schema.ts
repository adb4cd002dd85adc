import { outboxTables } from '@atelier/platform';
import type { SelleaseMessageStatus, SyncErrorStatus, SyncJob, SyncRunStatus } from '@atelier/contracts/sync';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const sync = pgSchema('sync');

/**
 * What goes to Sellease (placed orders, registrations) leaves through the outbox, written with the
 * consumed event's ledger row, so each is sent once however often the event is delivered.
 */
export const { outbox, processedMessages } = outboxTables(sync);

/**
 * Every message received from Sellease, once per (tenant, message id) however often it arrives. Its
 * status says what became of it; a message still `received` is applied again when it comes back (the
 * process died before it was done), one in any other status is a duplicate.
 */
export const selleaseMessages = sync.table(
  'sellease_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    messageId: text('message_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many times the message arrived; above 1 means Sellease (or the broker) sent it again. */
    deliveries: integer('deliveries').notNull().default(1),
    status: text('status').$type<SelleaseMessageStatus>().notNull().default('received'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sellease_messages_tenant_message_uq').on(t.tenantId, t.messageId),
    index('sellease_messages_tenant_received_idx').on(t.tenantId, t.receivedAt),
  ],
);

export type SelleaseMessageRow = typeof selleaseMessages.$inferSelect;

/**
 * The last Sellease version applied per record (kind: stock, price, design ...; key: SKU, design
 * number ...), so an older update arriving late never overwrites a newer one. A record being applied is
 * claimed for a short lease (by one batch of one process), so two processes never apply versions of the
 * same record at once without holding a transaction open across the owning service's call.
 */
export const recordVersions = sync.table(
  'record_versions',
  {
    tenantId: uuid('tenant_id').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** -1 until a version was applied. */
    version: bigint('version', { mode: 'number' }).notNull().default(-1),
    messageId: text('message_id'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
  },
  // No index on the claim: claiming and letting go then change no indexed column, and stay on the
  // row's page (the migration leaves room for it); a process renews its claims by key.
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.key] })],
);

/** The error list (sellease-err-sync): messages that could not be applied, with the reason, until dealt with. */
export const syncErrors = sync.table(
  'sync_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    messageId: text('message_id').notNull(),
    type: text('type').notNull(),
    record: text('record'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** An i18n key and its parameters, so each reader sees the reason in their own language. */
    reasonKey: text('reason_key').notNull(),
    reasonParams: jsonb('reason_params').$type<Record<string, string | number>>().notNull().default({}),
    status: text('status').$type<SyncErrorStatus>().notNull().default('open'),
    note: text('note'),
    attempts: integer('attempts').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sync_errors_tenant_message_uq').on(t.tenantId, t.messageId),
    index('sync_errors_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);

export type SyncErrorRow = typeof syncErrors.$inferSelect;

/**
 * Sync runs (sellease-sync): each re-applies the last applied Sellease message of every record of its
 * jobs through the owning services, with its progress written as it goes. A scheduled run names its
 * schedule's job and tick: the unique key on them is the claim that makes one run per tick however many
 * sync processes fire it.
 */
export const syncRuns = sync.table(
  'sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    jobs: jsonb('jobs').$type<SyncJob[]>().notNull(),
    trigger: text('trigger').$type<'manual' | 'schedule'>().notNull(),
    startedBy: uuid('started_by'),
    scheduleJob: text('schedule_job').$type<SyncJob>(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    status: text('status').$type<SyncRunStatus>().notNull().default('running'),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    applied: integer('applied').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    failureKey: text('failure_key'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written with each chunk; a running run whose process died stops moving and is shown interrupted. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('sync_runs_tenant_started_idx').on(t.tenantId, t.startedAt),
    uniqueIndex('sync_runs_schedule_tick_uq').on(t.tenantId, t.scheduleJob, t.scheduledFor),
  ],
);

export type SyncRunRow = typeof syncRuns.$inferSelect;

/** activate-cron: one schedule per (tenant, job). */
export const syncSchedules = sync.table(
  'sync_schedules',
  {
    tenantId: uuid('tenant_id').notNull(),
    job: text('job').$type<SyncJob>().notNull(),
    cron: text('cron').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.job] })],
);

export type SyncScheduleRow = typeof syncSchedules.$inferSelect;
