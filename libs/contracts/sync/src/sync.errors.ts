export enum SyncErrorCode {
  /** A message on the raw Sellease queue without a valid message id, type, tenant id or body. */
  InvalidInboundMessage = 'SYNC_INVALID_INBOUND_MESSAGE',
}
