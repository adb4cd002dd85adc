import type { RequestContext } from '@atelier/contracts/common';
import {
  ChangeRequestMessage,
  type ChangeRequestView,
  ConvertToSpecialMessage,
  ListOrdersMessage,
  type OrderActionResult,
  type OrderDetail,
  OrderIdDto,
  OrdersPatterns,
  type OrderSummaryRow,
  PageQueryDto,
  type Paged,
  type ReorderResult,
} from '@atelier/contracts/orders';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { OrdersService } from './orders.service';

@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @MessagePattern(OrdersPatterns.listOrders)
  list(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListOrdersMessage,
  ): Promise<Paged<OrderSummaryRow>> {
    return this.orders.list(ctx, body);
  }

  @MessagePattern(OrdersPatterns.getOrder)
  get(@MessageCtx() ctx: RequestContext, @MessageBody() body: OrderIdDto): Promise<OrderDetail> {
    return this.orders.get(ctx, body.orderId);
  }

  @MessagePattern(OrdersPatterns.approvePricing)
  approvePricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderIdDto,
  ): Promise<OrderActionResult> {
    return this.orders.approvePricing(ctx, body.orderId);
  }

  @MessagePattern(OrdersPatterns.rejectPricing)
  rejectPricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderIdDto,
  ): Promise<OrderActionResult> {
    return this.orders.rejectPricing(ctx, body.orderId);
  }

  @MessagePattern(OrdersPatterns.approveUpdatedPricing)
  approveUpdatedPricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderIdDto,
  ): Promise<OrderActionResult> {
    return this.orders.approveUpdatedPricing(ctx, body.orderId);
  }

  @MessagePattern(OrdersPatterns.rejectUpdatedPricing)
  rejectUpdatedPricing(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderIdDto,
  ): Promise<OrderActionResult> {
    return this.orders.rejectUpdatedPricing(ctx, body.orderId);
  }

  @MessagePattern(OrdersPatterns.convertToSpecial)
  convertToSpecial(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ConvertToSpecialMessage,
  ): Promise<OrderActionResult> {
    return this.orders.convertToSpecial(ctx, body);
  }

  @MessagePattern(OrdersPatterns.reorder)
  reorder(@MessageCtx() ctx: RequestContext, @MessageBody() body: OrderIdDto): Promise<ReorderResult> {
    return this.orders.reorder(ctx, body.orderId);
  }

  @MessagePattern(OrdersPatterns.createChangeRequest)
  createChangeRequest(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ChangeRequestMessage,
  ): Promise<ChangeRequestView> {
    return this.orders.createChangeRequest(ctx, body);
  }

  @MessagePattern(OrdersPatterns.listChangeRequests)
  listChangeRequests(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: PageQueryDto,
  ): Promise<Paged<ChangeRequestView>> {
    return this.orders.listChangeRequests(ctx, body);
  }
}
