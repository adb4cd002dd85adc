import type { RequestContext } from '@atelier/contracts/common';
import { type OrderPlacedEvent, OrdersEvents } from '@atelier/contracts/orders';
import { MessageBody, MessageCtx, MessageId } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { OrderPlacedConsumer } from './order-placed.consumer';

@Controller()
export class OrderEventsController {
  constructor(private readonly placed: OrderPlacedConsumer) {}

  @EventPattern(OrdersEvents.OrderPlaced)
  async orderPlaced(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: OrderPlacedEvent,
    @MessageId() messageId: string | undefined,
  ): Promise<void> {
    await this.placed.handle(ctx, event, messageId);
  }
}
