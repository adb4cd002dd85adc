import type { RequestContext } from '@atelier/contracts/common';
import {
  OrdersApi,
  type QuickOrderAdded,
  type QuickOrderCheck,
  QuickOrderDto,
} from '@atelier/contracts/orders';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { QuickOrderService } from './quick-order.service';

@Controller()
export class QuickOrderController {
  constructor(private readonly quickOrder: QuickOrderService) {}

  @Handles(OrdersApi.checkQuickOrder)
  check(@MessageCtx() ctx: RequestContext, @MessageBody() body: QuickOrderDto): Promise<QuickOrderCheck> {
    return this.quickOrder.check(ctx, body.rows);
  }

  @Handles(OrdersApi.addQuickOrder)
  add(@MessageCtx() ctx: RequestContext, @MessageBody() body: QuickOrderDto): Promise<QuickOrderAdded> {
    return this.quickOrder.add(ctx, body.rows);
  }
}
