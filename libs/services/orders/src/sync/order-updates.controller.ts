import { CommonErrorCode, isSystemContext, type RequestContext } from '@atelier/contracts/common';
import { OrdersApi, OrderUpdatesDto, type OrderUpdatesResult } from '@atelier/contracts/orders';
import { CommonException, Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { OrderUpdatesService } from './order-updates.service';

/** Sellease acknowledgements and status updates, sent by the sync only (a system context); no gateway route. */
@Controller()
export class OrderUpdatesController {
  constructor(private readonly updates: OrderUpdatesService) {}

  @Handles(OrdersApi.syncOrderUpdates)
  apply(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderUpdatesDto,
  ): Promise<OrderUpdatesResult> {
    if (!isSystemContext(ctx)) throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
    return this.updates.apply(ctx, body);
  }
}
