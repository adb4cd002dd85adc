/** Request/reply patterns served by the sync (Sellease ERP) service. */
export const SyncPatterns = {
  listSelleaseMessages: 'sync.sellease.list-messages',
  ingestSelleaseMessage: 'sync.sellease.ingest-message',
  listErrors: 'sync.errors.list',
  retryError: 'sync.errors.retry',
  retryErrors: 'sync.errors.retry-selection',
  discardError: 'sync.errors.discard',
  countOpenErrors: 'sync.errors.count-open',
  startRun: 'sync.runs.start',
  listRuns: 'sync.runs.list',
  getRun: 'sync.runs.get',
  listSchedules: 'sync.schedules.list',
  updateSchedule: 'sync.schedules.update',
  /**
   * Event pattern of the messages on {@link SELLEASE_INBOUND_QUEUE}: the transport hands them over as
   * an unvalidated external message with no request context.
   */
  selleaseInbound: 'sync.sellease.inbound',
} as const;

/** Events the sync service publishes: none yet (every event needs a consumer that acts on it). */
export const SyncEvents = {} as const;

/**
 * The queue Sellease publishes to (under the deployment's AMQP prefix). Its messages are Sellease's own
 * format, not ours: the sync service reads messageId and type from the AMQP properties.
 */
export const SELLEASE_INBOUND_QUEUE = 'sellease.inbound';
