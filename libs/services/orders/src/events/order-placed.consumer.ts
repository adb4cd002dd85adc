import type { RequestContext } from '@atelier/contracts/common';
import type { OrderPlacedEvent } from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle, firstDelivery } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { orderHeaders, processedMessages } from '../schema/orders.schema';

export const ORDER_PLACED_CONSUMER = 'orders.order-placed';

/**
 * Takes note that an order's placed event went round the broker (the Sellease export is the sync
 * service's own consumer of the same event). Idempotent by message id: the processed_messages row
 * and the effect commit together, so a redelivered message changes nothing, and
 * placed_event_handled counts real handlings (tests check it stays at 1).
 */
@Injectable()
export class OrderPlacedConsumer {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async handle(
    ctx: RequestContext,
    event: OrderPlacedEvent,
    messageId: string | undefined,
  ): Promise<boolean> {
    const id = messageId ?? `order-placed:${event.orderId}`;
    return this.database.db.transaction(async (tx) => {
      if (!(await firstDelivery(tx, processedMessages, ORDER_PLACED_CONSUMER, id))) return false;
      await tx
        .update(orderHeaders)
        .set({ placedEventHandled: sql`${orderHeaders.placedEventHandled} + 1` })
        .where(and(eq(orderHeaders.tenantId, ctx.tenantId), eq(orderHeaders.id, event.orderId)));
      return true;
    });
  }
}
