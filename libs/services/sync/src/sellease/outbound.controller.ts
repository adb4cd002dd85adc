import type { RequestContext } from '@atelier/contracts/common';
import { type CustomerRegisteredEvent, IdentityEvents } from '@atelier/contracts/identity';
import { type OrderPlacedEvent, OrdersEvents } from '@atelier/contracts/orders';
import { MessageBody, MessageCtx, MessageId } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { OutboundService } from './outbound.service';

/** Placed orders and registrations, on their way to Sellease. */
@Controller()
export class OutboundController {
  constructor(private readonly outbound: OutboundService) {}

  @EventPattern(OrdersEvents.OrderPlaced)
  async orderPlaced(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: OrderPlacedEvent,
    @MessageId() messageId: string | undefined,
  ): Promise<void> {
    await this.outbound.orderPlaced(ctx, event, messageId);
  }

  @EventPattern(IdentityEvents.CustomerRegistered)
  async customerRegistered(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: CustomerRegisteredEvent,
    @MessageId() messageId: string | undefined,
  ): Promise<void> {
    await this.outbound.customerRegistered(ctx, event, messageId);
  }
}
