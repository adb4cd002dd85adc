import type { RequestContext } from '@atelier/contracts/common';
import type { CustomerRegisteredEvent } from '@atelier/contracts/identity';
import type { OrderPlacedEvent } from '@atelier/contracts/orders';
import { SELLEASE_OUTBOUND_QUEUE, SelleaseOutboundTypes } from '@atelier/contracts/sync';
import {
  applyFirstDeliveries,
  BurstBatcher,
  DATABASE,
  type DatabaseHandle,
  enqueueExternalMessage,
  enqueueExternalMessages,
  firstDelivery,
  getLogger,
  type Pending,
} from '@atelier/platform';
import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { outbox, processedMessages } from '../schema/sync.schema';
import { customerRegisteredBody, orderPlacedBody } from './outbound-messages';

export const ORDER_PLACED_CONSUMER = 'sync.sellease.order-placed';
export const CUSTOMER_REGISTERED_CONSUMER = 'sync.sellease.customer-registered';

/** Placed orders queued for Sellease together at most. */
export const ORDER_PLACED_BATCH = 100;

interface PlacedDelivery {
  ctx: RequestContext;
  messageId: string;
  message: { type: string; body: Record<string, unknown> };
}

/**
 * Sends what Sellease must know to its outbound queue: each consumed event writes its ledger row and the
 * outgoing message in one transaction, so a redelivered event sends nothing more, and the outbox relay
 * publishes it persistent and confirmed (again under the same message id after a crash).
 */
@Injectable()
export class OutboundService implements BeforeApplicationShutdown {
  private readonly log = getLogger('sellease-outbound');
  /**
   * Orders arrive in bursts (the orders relay publishes what committed meanwhile back to back): the
   * placed orders delivered while a batch is written form the next one, one transaction and three
   * statements for the batch instead of for each order.
   */
  private readonly placed = new BurstBatcher<PlacedDelivery, boolean>(
    ORDER_PLACED_BATCH,
    (_tenant, pending) => this.sendPlacedIsolating(pending),
  );

  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async beforeApplicationShutdown(): Promise<void> {
    await this.placed.idle();
  }

  /** True when the order was queued for Sellease now, false for a repeated event. */
  orderPlaced(ctx: RequestContext, event: OrderPlacedEvent, messageId: string | undefined): Promise<boolean> {
    return this.placed.submit(ctx.tenantId, {
      ctx,
      messageId: messageId ?? `order-placed:${event.orderId}`,
      message: { type: SelleaseOutboundTypes.OrderPlaced, body: { ...orderPlacedBody(event) } },
    });
  }

  /** A batch that fails is written order by order, so one bad event fails (is dead-lettered) alone. */
  private sendPlacedIsolating(pending: Array<Pending<PlacedDelivery, boolean>>): Promise<void> {
    return applyFirstDeliveries(
      this.database.db,
      { table: processedMessages, consumer: ORDER_PLACED_CONSUMER },
      pending,
      (tx, first) =>
        enqueueExternalMessages(
          tx,
          outbox,
          SELLEASE_OUTBOUND_QUEUE,
          first.map((each) => ({ ctx: each.ctx, message: each.message })),
        ),
      (error, count) => this.log.warn({ err: error, count }, 'order batch failed; sending one by one'),
    );
  }

  customerRegistered(
    ctx: RequestContext,
    event: CustomerRegisteredEvent,
    messageId: string | undefined,
  ): Promise<boolean> {
    return this.send(
      ctx,
      CUSTOMER_REGISTERED_CONSUMER,
      messageId ?? `customer-registered:${event.customerId}`,
      {
        type: SelleaseOutboundTypes.CustomerRegistered,
        body: { ...customerRegisteredBody(event) },
      },
    );
  }

  private send(
    ctx: RequestContext,
    consumer: string,
    messageId: string,
    message: { type: string; body: Record<string, unknown> },
  ): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      if (!(await firstDelivery(tx, processedMessages, consumer, messageId))) return false;
      await enqueueExternalMessage(tx, outbox, ctx, SELLEASE_OUTBOUND_QUEUE, message);
      return true;
    });
  }
}
