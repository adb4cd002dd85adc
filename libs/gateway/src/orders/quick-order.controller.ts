import { type RequestContext, Role } from '@atelier/contracts/common';
import { OrdersApi, QuickOrderDto } from '@atelier/contracts/orders';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { Roles } from '../context/route-metadata';
import { ok } from '../http/api-response';

/**
 * Quick order: rows of design numbers or SKUs with quantities, checked in one batched call, then all
 * valid rows added to the cart of the selected customer in one transaction.
 */
@ApiTags('orders: quick order')
@Controller('quick-order')
@Roles(Role.ClientSuperAdmin)
export class QuickOrderController {
  constructor(private readonly services: ServiceClient) {}

  @Post('check')
  @HttpCode(200)
  @ApiOperation({ summary: 'Checks every row: its variant and choices, or its row number and reason.' })
  async check(@Ctx() ctx: RequestContext, @Body() body: QuickOrderDto) {
    return ok(await this.services.call(OrdersApi.checkQuickOrder, ctx, body));
  }

  @Post('add')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Adds all valid rows to the cart in one step; the others come back with reasons.',
  })
  async add(@Ctx() ctx: RequestContext, @Body() body: QuickOrderDto) {
    const added = await this.services.call(OrdersApi.addQuickOrder, ctx, body);
    return ok(added, added.message);
  }
}
