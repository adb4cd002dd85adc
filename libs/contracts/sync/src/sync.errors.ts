export enum SyncErrorCode {
  /** A message on the raw Sellease queue without a valid message id, type, tenant id or body. */
  InvalidInboundMessage = 'SYNC_INVALID_INBOUND_MESSAGE',
  /** No entry of the error list with that id for the tenant. */
  ErrorEntryNotFound = 'SYNC_ERROR_ENTRY_NOT_FOUND',
  /** The entry is resolved or discarded already. */
  ErrorEntryClosed = 'SYNC_ERROR_ENTRY_CLOSED',
  /** No sync run with that id for the tenant. */
  RunNotFound = 'SYNC_RUN_NOT_FOUND',
  /** A schedule's cron expression does not parse. */
  InvalidCron = 'SYNC_INVALID_CRON',
}
