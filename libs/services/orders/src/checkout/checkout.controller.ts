import type { RequestContext } from '@atelier/contracts/common';
import {
  type CheckoutOptions,
  type CheckoutSummary,
  CheckoutSummaryDto,
  type OrderPlaced,
  OrdersApi,
  PlaceOrderMessage,
} from '@atelier/contracts/orders';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { CheckoutService } from './checkout.service';

@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Handles(OrdersApi.checkoutOptions)
  options(@MessageCtx() ctx: RequestContext): Promise<CheckoutOptions> {
    return this.checkout.options(ctx);
  }

  @Handles(OrdersApi.checkoutSummary)
  summary(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CheckoutSummaryDto,
  ): Promise<CheckoutSummary> {
    return this.checkout.summary(ctx, body);
  }

  @Handles(OrdersApi.placeOrder)
  place(@MessageCtx() ctx: RequestContext, @MessageBody() body: PlaceOrderMessage): Promise<OrderPlaced> {
    return this.checkout.place(ctx, body);
  }
}
