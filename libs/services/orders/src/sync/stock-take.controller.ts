import { CommonErrorCode, isSystemContext, type RequestContext } from '@atelier/contracts/common';
import { OrdersApi, StockTakeDto, type StockTakeResult } from '@atelier/contracts/orders';
import { CommonException, Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { StockTakeService } from './stock-take.service';

/** Sent by the Sellease sync only (a system context); no gateway route reaches it. */
@Controller()
export class StockTakeController {
  constructor(private readonly stockTake: StockTakeService) {}

  @Handles(OrdersApi.syncStockTake)
  apply(@MessageCtx() ctx: RequestContext, @MessageBody() body: StockTakeDto): Promise<StockTakeResult> {
    if (!isSystemContext(ctx)) throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
    return this.stockTake.apply(ctx, body);
  }
}
