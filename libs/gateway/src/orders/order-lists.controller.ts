import { type RequestContext, Role, translate } from '@atelier/contracts/common';
import {
  AddOrderListItemsDto,
  ImportOrderListDto,
  ORDER_LIST_CSV_COLUMNS,
  type OrderListLineView,
  OrderListNameDto,
  OrderListToCartDto,
  OrdersApi,
  PageQueryDto,
  UpdateOrderListLineDto,
} from '@atelier/contracts/orders';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Ctx } from '../context/ctx.decorator';
import { Roles } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { streamTableFile } from '../http/table-file';
import { UuidParamPipe } from '../http/uuid-param.pipe';

const csvRow = (line: OrderListLineView): Array<string | number> =>
  ORDER_LIST_CSV_COLUMNS.map((column) =>
    column === 'lab_grown' ? (line.labGrown ? 'yes' : 'no') : line[column],
  );

/**
 * Order lists (requisition lists) of the selected customer, shared by its users: the orders service
 * checks each list is the caller's customer's, so another customer's id answers 404.
 */
@ApiTags('orders: order lists')
@Controller('order-lists')
@Roles(Role.ClientSuperAdmin)
export class OrderListsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: "The customer's order lists, newest change first (search by name)." })
  async list(@Ctx() ctx: RequestContext, @Query() query: PageQueryDto) {
    return ok(await this.services.call(OrdersApi.listOrderLists, ctx, query));
  }

  @Post()
  @ApiOperation({ summary: 'A new, empty order list.' })
  async create(@Ctx() ctx: RequestContext, @Body() body: OrderListNameDto) {
    const list = await this.services.call(OrdersApi.createOrderList, ctx, body);
    return ok(list, translate(ctx.language, 'orders.orderLists.saved'));
  }

  @Get(':listId')
  async get(@Ctx() ctx: RequestContext, @Param('listId', UuidParamPipe) listId: string) {
    return ok(await this.services.call(OrdersApi.getOrderList, ctx, { listId }));
  }

  @Get(':listId/export')
  @ApiOperation({
    summary: 'The list as CSV (sku, design_number, design_name, lab_grown, description, quantity).',
  })
  async exportCsv(
    @Ctx() ctx: RequestContext,
    @Param('listId', UuidParamPipe) listId: string,
    @Res() response: Response,
  ): Promise<void> {
    const services = this.services;
    const pages = async function* (): AsyncGenerator<Array<Array<string | number>>> {
      const list = await services.call(OrdersApi.getOrderList, ctx, { listId });
      yield list.lines.map(csvRow);
    };
    await streamTableFile(response, {
      name: 'order-list',
      format: 'csv',
      sheet: 'Order list',
      header: [...ORDER_LIST_CSV_COLUMNS],
      pages: pages(),
    });
  }

  @Put(':listId')
  async rename(
    @Ctx() ctx: RequestContext,
    @Param('listId', UuidParamPipe) listId: string,
    @Body() body: OrderListNameDto,
  ) {
    const list = await this.services.call(OrdersApi.renameOrderList, ctx, { ...body, listId });
    return ok(list, translate(ctx.language, 'orders.orderLists.saved'));
  }

  @Delete(':listId')
  async remove(@Ctx() ctx: RequestContext, @Param('listId', UuidParamPipe) listId: string) {
    const list = await this.services.call(OrdersApi.deleteOrderList, ctx, { listId });
    return ok(list, translate(ctx.language, 'orders.orderLists.deleted'));
  }

  @Post(':listId/lines')
  @HttpCode(200)
  @ApiOperation({ summary: 'Adds variants from a design page, the cart or an order (quantities add up).' })
  async addItems(
    @Ctx() ctx: RequestContext,
    @Param('listId', UuidParamPipe) listId: string,
    @Body() body: AddOrderListItemsDto,
  ) {
    const list = await this.services.call(OrdersApi.addOrderListItems, ctx, { ...body, listId });
    return ok(list, translate(ctx.language, 'orders.orderLists.saved'));
  }

  @Put(':listId/lines/:lineId')
  async updateLine(
    @Ctx() ctx: RequestContext,
    @Param('listId', UuidParamPipe) listId: string,
    @Param('lineId', UuidParamPipe) lineId: string,
    @Body() body: UpdateOrderListLineDto,
  ) {
    return ok(await this.services.call(OrdersApi.updateOrderListLine, ctx, { ...body, listId, lineId }));
  }

  @Delete(':listId/lines/:lineId')
  async removeLine(
    @Ctx() ctx: RequestContext,
    @Param('listId', UuidParamPipe) listId: string,
    @Param('lineId', UuidParamPipe) lineId: string,
  ) {
    return ok(await this.services.call(OrdersApi.removeOrderListLine, ctx, { listId, lineId }));
  }

  @Post(':listId/to-cart')
  @HttpCode(200)
  @ApiOperation({ summary: 'The whole list, or the lines named, into the cart in one step.' })
  async toCart(
    @Ctx() ctx: RequestContext,
    @Param('listId', UuidParamPipe) listId: string,
    @Body() body: OrderListToCartDto,
  ) {
    const added = await this.services.call(OrdersApi.orderListToCart, ctx, { ...body, listId });
    return ok(added, added.message);
  }

  @Post(':listId/import')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Rows of a CSV (code or sku, quantity) into the list; bad rows answered by line.',
  })
  async importCsv(
    @Ctx() ctx: RequestContext,
    @Param('listId', UuidParamPipe) listId: string,
    @Body() body: ImportOrderListDto,
  ) {
    const imported = await this.services.call(OrdersApi.importOrderList, ctx, { ...body, listId });
    return ok(imported, translate(ctx.language, 'orders.orderLists.imported', { n: imported.added }));
  }
}
