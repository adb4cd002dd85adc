import { SELLEASE_INBOUND_QUEUE, SyncPatterns } from '@atelier/contracts/sync';
import type { ServiceQueueOptions } from '@atelier/platform';
import { BATCHES_AT_ONCE, MAX_BATCH } from './sellease/inbound-batcher';

/**
 * The raw Sellease queue and the event pattern its messages are handed to; the sync app's main passes
 * it to the transport (`externalQueues`) in distributed mode.
 */
export const SELLEASE_EXTERNAL_QUEUE: { queue: string; pattern: string } = {
  queue: SELLEASE_INBOUND_QUEUE,
  pattern: SyncPatterns.selleaseInbound,
};

/**
 * How the sync service takes its queues: Sellease's besides its own, holding one batch of it unacked
 * beyond those being applied, so the next batch has arrived in full when one is done (with no spare
 * batch, the deliveries freed by each batch's acks came one by one and batches were split small).
 */
export const SYNC_QUEUES: ServiceQueueOptions = {
  externalQueues: [SELLEASE_EXTERNAL_QUEUE],
  externalPrefetch: (BATCHES_AT_ONCE + 1) * MAX_BATCH,
};
