import {
  BACK_OFFICE_ROLES,
  CommonErrorCode,
  isSystemContext,
  type RequestContext,
} from '@atelier/contracts/common';
import {
  BestSellingDesignsQueryDto,
  type CustomerOpenWork,
  CustomerOpenWorkQueryDto,
  type DesignSales,
  OrdersApi,
  type PendingOrderWork,
  type ReportingOrder,
  ReportingOrdersQueryDto,
} from '@atelier/contracts/orders';
import { CommonException, Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { ReportingService } from './reporting.service';

/**
 * Asked by the admin service on behalf of back-office staff, or by its own start-up rebuild (a system
 * context: no user, no role); no gateway route reaches these patterns. A buyer is refused.
 */
function staff(ctx: RequestContext): RequestContext {
  if (!isSystemContext(ctx) && (!ctx.role || !BACK_OFFICE_ROLES.includes(ctx.role))) {
    throw new CommonException(CommonErrorCode.Forbidden, 'error.forbidden');
  }
  return ctx;
}

@Controller()
export class ReportingController {
  constructor(private readonly reporting: ReportingService) {}

  @Handles(OrdersApi.reportingOrders)
  orders(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ReportingOrdersQueryDto,
  ): Promise<ReportingOrder[]> {
    return this.reporting.orders(staff(ctx), body);
  }

  @Handles(OrdersApi.reportingBestSellingDesigns)
  bestSellingDesigns(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: BestSellingDesignsQueryDto,
  ): Promise<DesignSales[]> {
    return this.reporting.bestSellingDesigns(staff(ctx), body);
  }

  @Handles(OrdersApi.reportingPendingWork)
  pendingWork(@MessageCtx() ctx: RequestContext): Promise<PendingOrderWork> {
    return this.reporting.pendingWork(staff(ctx));
  }

  @Handles(OrdersApi.customerOpenWork)
  customerOpenWork(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: CustomerOpenWorkQueryDto,
  ): Promise<CustomerOpenWork> {
    return this.reporting.customerOpenWork(staff(ctx), body.customerId);
  }
}
