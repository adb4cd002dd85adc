import { SELLEASE_INBOUND_QUEUE, SyncPatterns } from '@atelier/contracts/sync';

/**
 * The raw Sellease queue and the event pattern its messages are handed to; the sync app's main passes
 * it to the transport (`externalQueues`) in distributed mode.
 */
export const SELLEASE_EXTERNAL_QUEUE: { queue: string; pattern: string } = {
  queue: SELLEASE_INBOUND_QUEUE,
  pattern: SyncPatterns.selleaseInbound,
};
