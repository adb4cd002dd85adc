import type { Paged, RequestContext } from '@atelier/contracts/common';
import {
  AddOrderListItemsMessage,
  ImportOrderListMessage,
  OrderListIdDto,
  type OrderListImported,
  OrderListLineIdDto,
  OrderListNameDto,
  type OrderListSummary,
  OrderListToCartMessage,
  type OrderListDetail,
  OrdersApi,
  PageQueryDto,
  type QuickOrderAdded,
  RenameOrderListMessage,
  UpdateOrderListLineMessage,
} from '@atelier/contracts/orders';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { OrderListsService } from './order-lists.service';

@Controller()
export class OrderListsController {
  constructor(private readonly lists: OrderListsService) {}

  @Handles(OrdersApi.listOrderLists)
  list(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: PageQueryDto,
  ): Promise<Paged<OrderListSummary>> {
    return this.lists.list(ctx, body);
  }

  @Handles(OrdersApi.createOrderList)
  create(@MessageCtx() ctx: RequestContext, @MessageBody() body: OrderListNameDto): Promise<OrderListDetail> {
    return this.lists.create(ctx, body.name);
  }

  @Handles(OrdersApi.getOrderList)
  get(@MessageCtx() ctx: RequestContext, @MessageBody() body: OrderListIdDto): Promise<OrderListDetail> {
    return this.lists.get(ctx, body.listId);
  }

  @Handles(OrdersApi.renameOrderList)
  rename(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: RenameOrderListMessage,
  ): Promise<OrderListDetail> {
    return this.lists.rename(ctx, body);
  }

  @Handles(OrdersApi.deleteOrderList)
  remove(@MessageCtx() ctx: RequestContext, @MessageBody() body: OrderListIdDto): Promise<OrderListSummary> {
    return this.lists.remove(ctx, body.listId);
  }

  @Handles(OrdersApi.addOrderListItems)
  addItems(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AddOrderListItemsMessage,
  ): Promise<OrderListDetail> {
    return this.lists.addItems(ctx, body);
  }

  @Handles(OrdersApi.updateOrderListLine)
  updateLine(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateOrderListLineMessage,
  ): Promise<OrderListDetail> {
    return this.lists.updateLine(ctx, body);
  }

  @Handles(OrdersApi.removeOrderListLine)
  removeLine(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderListLineIdDto,
  ): Promise<OrderListDetail> {
    return this.lists.removeLine(ctx, body);
  }

  @Handles(OrdersApi.orderListToCart)
  toCart(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: OrderListToCartMessage,
  ): Promise<QuickOrderAdded> {
    return this.lists.toCart(ctx, body);
  }

  @Handles(OrdersApi.importOrderList)
  importCsv(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ImportOrderListMessage,
  ): Promise<OrderListImported> {
    return this.lists.importCsv(ctx, body);
  }
}
