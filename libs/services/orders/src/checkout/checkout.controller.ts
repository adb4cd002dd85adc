import type { RequestContext } from '@atelier/contracts/common';
import {
  type CheckoutOptions,
  type CheckoutSummary,
  CheckoutSummaryDto,
  type OrderPlaced,
  OrdersPatterns,
  PlaceOrderMessage,
} from '@atelier/contracts/orders';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CheckoutService } from './checkout.service';

@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @MessagePattern(OrdersPatterns.checkoutOptions)
  options(@MessageCtx() ctx: RequestContext): Promise<CheckoutOptions> {
    return this.checkout.options(ctx);
  }

  @MessagePattern(OrdersPatterns.checkoutSummary)
  summary(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CheckoutSummaryDto,
  ): Promise<CheckoutSummary> {
    return this.checkout.summary(ctx, body);
  }

  @MessagePattern(OrdersPatterns.placeOrder)
  place(@MessageCtx() ctx: RequestContext, @MessageBody() body: PlaceOrderMessage): Promise<OrderPlaced> {
    return this.checkout.place(ctx, body);
  }
}
