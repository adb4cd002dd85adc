import type { RequestContext } from '@atelier/contracts/common';
import {
  ChangeRequestMessage,
  type ChangeRequestView,
  ConvertToSpecialMessage,
  ListOrdersMessage,
  type OrderActionResult,
  type OrderDetail,
  OrderIdDto,
  OrdersApi,
  type OrderSummaryRow,
  type Paged,
  PageQueryDto,
  type ReorderResult,
} from '@atelier/contracts/orders';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { OrdersService } from './orders.service';

@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Handles(OrdersApi.listOrders)
  list(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListOrdersMessage,
  ): Promise<Paged<OrderSummaryRow>> {
    return this.orders.list(ctx, body);
  }

  @Handles(OrdersApi.getOrder)
  get(@MessageCtx() ctx: RequestContext, @MessageBody() body: OrderIdDto): Promise<OrderDetail> {
    return this.orders.get(ctx, body.orderId);
  }

  @Handles(OrdersApi.approvePricing)
  approvePricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderIdDto,
  ): Promise<OrderActionResult> {
    return this.orders.approvePricing(ctx, body.orderId);
  }

  @Handles(OrdersApi.rejectPricing)
  rejectPricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderIdDto,
  ): Promise<OrderActionResult> {
    return this.orders.rejectPricing(ctx, body.orderId);
  }

  @Handles(OrdersApi.approveUpdatedPricing)
  approveUpdatedPricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderIdDto,
  ): Promise<OrderActionResult> {
    return this.orders.approveUpdatedPricing(ctx, body.orderId);
  }

  @Handles(OrdersApi.rejectUpdatedPricing)
  rejectUpdatedPricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderIdDto,
  ): Promise<OrderActionResult> {
    return this.orders.rejectUpdatedPricing(ctx, body.orderId);
  }

  @Handles(OrdersApi.convertToSpecial)
  convertToSpecial(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ConvertToSpecialMessage,
  ): Promise<OrderActionResult> {
    return this.orders.convertToSpecial(ctx, body);
  }

  @Handles(OrdersApi.reorder)
  reorder(@MessageCtx() ctx: RequestContext, @MessageBody() body: OrderIdDto): Promise<ReorderResult> {
    return this.orders.reorder(ctx, body.orderId);
  }

  @Handles(OrdersApi.createChangeRequest)
  createChangeRequest(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ChangeRequestMessage,
  ): Promise<ChangeRequestView> {
    return this.orders.createChangeRequest(ctx, body);
  }

  @Handles(OrdersApi.listChangeRequests)
  listChangeRequests(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: PageQueryDto,
  ): Promise<Paged<ChangeRequestView>> {
    return this.orders.listChangeRequests(ctx, body);
  }
}
