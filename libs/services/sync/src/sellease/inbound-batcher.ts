import { getLogger } from '@atelier/platform';
import { type BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { type InboundMessage, type InboundOutcome, InboundService } from './inbound.service';

/** Messages applied together at most; the transport's prefetch bounds how many wait in practice. */
export const MAX_BATCH = 2_000;

interface Waiting {
  tenantId: string;
  message: InboundMessage;
  resolve: (outcome: InboundOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the messages that arrive while a batch is being applied into the next batch, so a burst is
 * applied in bulk (one call per kind to each owning service) rather than one message at a time. Each
 * message's handler waits for its own outcome, so it is acked only once its batch is done.
 */
@Injectable()
export class InboundBatcher implements BeforeApplicationShutdown {
  private readonly log = getLogger('sellease-batcher');
  private waiting: Waiting[] = [];
  private running?: Promise<void>;

  constructor(private readonly inbound: InboundService) {}

  submit(tenantId: string, message: InboundMessage): Promise<InboundOutcome> {
    return new Promise<InboundOutcome>((resolve, reject) => {
      this.waiting.push({ tenantId, message, resolve, reject });
      this.running ??= this.drain().finally(() => {
        this.running = undefined;
      });
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.running;
  }

  private async drain(): Promise<void> {
    // Let the deliveries already on their way join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      const byTenant = new Map<string, Waiting[]>();
      for (const item of batch) {
        const list = byTenant.get(item.tenantId);
        if (list) list.push(item);
        else byTenant.set(item.tenantId, [item]);
      }
      for (const [tenantId, items] of byTenant) {
        try {
          const outcomes = await this.inbound.process(
            tenantId,
            items.map((item) => item.message),
          );
          for (const item of items) item.resolve(outcomes.get(item.message.messageId) ?? 'duplicate');
        } catch (error) {
          this.log.error({ err: error, tenantId, count: items.length }, 'Sellease batch failed');
          for (const item of items) item.reject(error);
        }
      }
    }
  }
}
