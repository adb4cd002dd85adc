import type { RequestContext } from '@atelier/contracts/common';
import { type CustomerApprovedEvent, IdentityEvents } from '@atelier/contracts/identity';
import {
  type OrderLinesCancelledEvent,
  type OrderPlacedEvent,
  OrdersEvents,
} from '@atelier/contracts/orders';
import { MessageBody, MessageCtx, MessageId } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { ReadModelConsumer } from './read-model.consumer';

/** The events the reporting read model is fed by. */
@Controller()
export class ReportingEventsController {
  constructor(private readonly consumer: ReadModelConsumer) {}

  @EventPattern(OrdersEvents.OrderPlaced)
  async orderPlaced(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: OrderPlacedEvent,
    @MessageId() messageId: string | undefined,
  ): Promise<void> {
    await this.consumer.orderPlaced(ctx, event, messageId);
  }

  @EventPattern(OrdersEvents.OrderLinesCancelled)
  async linesCancelled(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: OrderLinesCancelledEvent,
    @MessageId() messageId: string | undefined,
  ): Promise<void> {
    await this.consumer.linesCancelled(ctx, event, messageId);
  }

  @EventPattern(IdentityEvents.CustomerApproved)
  async customerApproved(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: CustomerApprovedEvent,
    @MessageId() messageId: string | undefined,
  ): Promise<void> {
    await this.consumer.customerApproved(ctx, event, messageId);
  }
}
