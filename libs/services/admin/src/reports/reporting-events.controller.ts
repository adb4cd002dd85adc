import { type RequestContext, systemContext } from '@atelier/contracts/common';
import { type CustomerApprovedEvent, IdentityEvents } from '@atelier/contracts/identity';
import {
  type OrderLinesCancelledEvent,
  type OrderPlacedEvent,
  OrdersEvents,
  type OrdersImportedEvent,
} from '@atelier/contracts/orders';
import { MessageBody, MessageCtx, MessageId } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { ReadModelConsumer } from './read-model.consumer';
import { RebuildService } from './rebuild.service';

/** The events the reporting read model is fed by. */
@Controller()
export class ReportingEventsController {
  constructor(
    private readonly consumer: ReadModelConsumer,
    private readonly rebuilder: RebuildService,
  ) {}

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

  /**
   * Idempotent by nature (only missing orders are added), so a redelivery costs a read and no more. The
   * reporting calls serve staff or the system, not whoever wrote the orders, hence the system context.
   */
  @EventPattern(OrdersEvents.OrdersImported)
  async ordersImported(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() _event: OrdersImportedEvent,
  ): Promise<void> {
    await this.rebuilder.complete(systemContext(ctx.tenantId, ctx.requestId));
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
