import type { RequestContext } from '@atelier/contracts/common';
import type { CustomerRegisteredEvent } from '@atelier/contracts/identity';
import type { OrderPlacedEvent } from '@atelier/contracts/orders';
import { SELLEASE_OUTBOUND_QUEUE, SelleaseOutboundTypes } from '@atelier/contracts/sync';
import { DATABASE, type DatabaseHandle, enqueueExternalMessage, firstDelivery } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { outbox, processedMessages } from '../schema/sync.schema';
import { customerRegisteredBody, orderPlacedBody } from './outbound-messages';

export const ORDER_PLACED_CONSUMER = 'sync.sellease.order-placed';
export const CUSTOMER_REGISTERED_CONSUMER = 'sync.sellease.customer-registered';

/**
 * Sends what Sellease must know to its outbound queue: each consumed event writes its ledger row and the
 * outgoing message in one transaction, so a redelivered event sends nothing more, and the outbox relay
 * publishes it persistent and confirmed (again under the same message id after a crash).
 */
@Injectable()
export class OutboundService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** True when the order was queued for Sellease now, false for a repeated event. */
  orderPlaced(ctx: RequestContext, event: OrderPlacedEvent, messageId: string | undefined): Promise<boolean> {
    return this.send(ctx, ORDER_PLACED_CONSUMER, messageId ?? `order-placed:${event.orderId}`, {
      type: SelleaseOutboundTypes.OrderPlaced,
      body: { ...orderPlacedBody(event) },
    });
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
