import { CommonErrorCode } from '@atelier/contracts/common';
import { detachedFromTransaction } from '../../database';
import { CommonException } from '../../errors';
import { getLogger } from '../../logging';

type RequestHandler = (data: unknown) => Promise<unknown>;
type EventHandler = (data: unknown) => Promise<void>;

/** Messages cross the bus as JSON, so handlers see exactly what they would see over RabbitMQ. */
function roundTrip(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * The embedded mode's broker: every service in the process registers its handlers here under the same
 * patterns it would consume from RabbitMQ.
 */
export class InProcessBus {
  private readonly requestHandlers = new Map<string, RequestHandler>();
  private readonly eventHandlers = new Map<string, EventHandler[]>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly log = getLogger('in-process-bus');

  onRequest(pattern: string, handler: RequestHandler): void {
    if (this.requestHandlers.has(pattern)) throw new Error(`Two handlers for request pattern ${pattern}`);
    this.requestHandlers.set(pattern, handler);
  }

  onEvent(pattern: string, handler: EventHandler): void {
    this.eventHandlers.set(pattern, [...(this.eventHandlers.get(pattern) ?? []), handler]);
  }

  async request(pattern: string, data: unknown): Promise<unknown> {
    const handler = this.requestHandlers.get(pattern);
    if (!handler) {
      throw new CommonException(CommonErrorCode.ServiceUnavailable, 'error.serviceUnavailable', { pattern });
    }
    return roundTrip(await handler(roundTrip(data)));
  }

  /** Delivers to every subscriber after the publisher's own work, as a broker would. */
  publish(pattern: string, data: unknown): Promise<void> {
    for (const handler of this.eventHandlers.get(pattern) ?? []) {
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        // A publisher inside a transaction does not wait for its subscribers, as with a real broker.
        .then(() => detachedFromTransaction(() => handler(roundTrip(data))))
        .catch((error: unknown) => this.log.error({ pattern, err: error }, 'event handler failed'))
        .finally(() => this.inFlight.delete(delivery));
      this.inFlight.add(delivery);
    }
    return Promise.resolve();
  }

  /** Waits for events already published to be handled (used on shutdown and by tests). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  removeAll(patterns: Iterable<string>): void {
    for (const pattern of patterns) {
      this.requestHandlers.delete(pattern);
      this.eventHandlers.delete(pattern);
    }
  }
}
