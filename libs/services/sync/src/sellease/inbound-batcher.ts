import { BurstBatcher, getLogger, type Pending } from '@atelier/platform';
import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { type InboundMessage, type InboundOutcome, InboundService } from './inbound.service';

/** Messages applied together at most (the transport holds a batch more than are applied: SYNC_QUEUES). */
export const MAX_BATCH = 1_000;

/**
 * Batches applied at once per process: the next batch is recorded, checked and claimed while the
 * owning service answers the current one (claims are per batch, so two never share a record).
 */
export const BATCHES_AT_ONCE = 2;

/**
 * Gathers the messages that arrive while a batch is being applied into the next batch, so a burst is
 * applied in bulk (one call per kind to each owning service) rather than one message at a time. Each
 * message's handler waits for its own outcome, so it is acked only once its batch is done.
 */
@Injectable()
export class InboundBatcher implements BeforeApplicationShutdown {
  private readonly log = getLogger('sellease-batcher');
  private readonly batcher = new BurstBatcher<InboundMessage, InboundOutcome>(
    MAX_BATCH,
    (tenantId, pending) => this.apply(tenantId, pending),
    BATCHES_AT_ONCE,
  );

  constructor(private readonly inbound: InboundService) {}

  submit(tenantId: string, message: InboundMessage): Promise<InboundOutcome> {
    return this.batcher.submit(tenantId, message);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.batcher.idle();
  }

  private async apply(
    tenantId: string,
    pending: Array<Pending<InboundMessage, InboundOutcome>>,
  ): Promise<void> {
    try {
      const outcomes = await this.inbound.process(
        tenantId,
        pending.map((each) => each.item),
      );
      for (const each of pending) each.resolve(outcomes.get(each.item.messageId) ?? 'duplicate');
    } catch (error) {
      this.log.error({ err: error, tenantId, count: pending.length }, 'Sellease batch failed');
      throw error;
    }
  }
}
