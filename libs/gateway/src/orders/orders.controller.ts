import { type CallEntry, HEADERS, type RequestContext, Role, translate } from '@atelier/contracts/common';
import {
  ChangeRequestDto,
  CheckoutSummaryDto,
  ConvertToSpecialDto,
  ListOrdersQueryDto,
  type OrderActionResult,
  type OrderListView,
  OrdersApi,
  PageQueryDto,
  PlaceOrderDto,
} from '@atelier/contracts/orders';
import { ServiceClient, validateDto, validationException } from '@atelier/platform';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { Roles } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';

/** Idempotency-Key header values (place-order, accepting a bespoke quote). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{1,128}$/;

/** Checkout (/shopping-cart), the customer's orders and their actions, change requests. */
@ApiTags('orders')
@Controller('orders')
@Roles(Role.ClientSuperAdmin)
export class OrdersController {
  constructor(private readonly services: ServiceClient) {}

  // Fixed paths first: they must win over orders/{orderId}.

  @Get('checkout-options')
  @ApiOperation({ summary: 'The address tab: shipping addresses and shipping options.' })
  async checkoutOptions(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(OrdersApi.checkoutOptions, ctx, {}));
  }

  @Post('order-summary')
  @HttpCode(200)
  @ApiOperation({ summary: 'The confirm tab: the lines and, with trade prices, the totals.' })
  async summary(@Ctx() ctx: RequestContext, @Body() body: CheckoutSummaryDto) {
    return ok(await this.services.call(OrdersApi.checkoutSummary, ctx, body));
  }

  @Post('place-order')
  @HttpCode(200)
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'one per checkout; retries send the same',
  })
  @ApiOperation({
    summary: 'Place the order from the cart (one transaction; stock reserved; idempotent by key).',
  })
  async place(
    @Ctx() ctx: RequestContext,
    @Body() body: PlaceOrderDto,
    @Headers(HEADERS.idempotencyKey) idempotencyKey: string | undefined,
  ) {
    const key = idempotencyKey?.trim();
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw validationException({ [HEADERS.idempotencyKey]: [{ key: 'validation.idempotencyKey' }] });
    }
    const placed = await this.services.call(OrdersApi.placeOrder, ctx, {
      ...body,
      ...(key ? { idempotencyKey: key } : {}),
    });
    return ok(placed, translate(ctx.language, 'orders.placed'));
  }

  @Get('order-history')
  @ApiOperation({ summary: '/order-history: trade prices only (price status 2), else 403.' })
  async history(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    return ok(await this.list(ctx, query, 'history'));
  }

  @Get('order-list')
  @ApiOperation({ summary: '/order-list: every price status, money keys by status.' })
  async orderList(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    return ok(await this.list(ctx, query, 'list'));
  }

  @Get('change-requests')
  @ApiOperation({ summary: '/order-change-request: the customer’s change requests.' })
  async changeRequests(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const page = await validateDto(PageQueryDto, query);
    return ok(await this.services.call(OrdersApi.listChangeRequests, ctx, page));
  }

  @Get(':orderId')
  @ApiOperation({ summary: 'Order details: every field of spec §3 Order and Order line; 404 if not yours.' })
  async get(@Ctx() ctx: RequestContext, @Param('orderId', UuidParamPipe) orderId: string) {
    return ok(await this.services.call(OrdersApi.getOrder, ctx, { orderId }));
  }

  @Post(':orderId/approve-pricing')
  @HttpCode(200)
  async approvePricing(@Ctx() ctx: RequestContext, @Param('orderId', UuidParamPipe) orderId: string) {
    return this.action(ctx, OrdersApi.approvePricing, { orderId });
  }

  @Post(':orderId/reject-pricing')
  @HttpCode(200)
  async rejectPricing(@Ctx() ctx: RequestContext, @Param('orderId', UuidParamPipe) orderId: string) {
    return this.action(ctx, OrdersApi.rejectPricing, { orderId });
  }

  @Post(':orderId/approve-updated-pricing')
  @HttpCode(200)
  async approveUpdatedPricing(@Ctx() ctx: RequestContext, @Param('orderId', UuidParamPipe) orderId: string) {
    return this.action(ctx, OrdersApi.approveUpdatedPricing, { orderId });
  }

  @Post(':orderId/reject-updated-pricing')
  @HttpCode(200)
  async rejectUpdatedPricing(@Ctx() ctx: RequestContext, @Param('orderId', UuidParamPipe) orderId: string) {
    return this.action(ctx, OrdersApi.rejectUpdatedPricing, { orderId });
  }

  @Post(':orderId/convert-to-special')
  @HttpCode(200)
  async convertToSpecial(
    @Ctx() ctx: RequestContext,
    @Param('orderId', UuidParamPipe) orderId: string,
    @Body() body: ConvertToSpecialDto,
  ) {
    return this.action(ctx, OrdersApi.convertToSpecial, { ...body, orderId });
  }

  @Post(':orderId/reorder')
  @HttpCode(200)
  @ApiOperation({ summary: 'The order’s lines back into the cart at today’s prices.' })
  async reorder(@Ctx() ctx: RequestContext, @Param('orderId', UuidParamPipe) orderId: string) {
    const result = await this.services.call(OrdersApi.reorder, ctx, { orderId });
    return ok(result, result.message);
  }

  @Post(':orderId/change-requests')
  @HttpCode(200)
  async createChangeRequest(
    @Ctx() ctx: RequestContext,
    @Param('orderId', UuidParamPipe) orderId: string,
    @Body() body: ChangeRequestDto,
  ) {
    const request = await this.services.call(OrdersApi.createChangeRequest, ctx, {
      ...body,
      orderId,
    });
    return ok(request, translate(ctx.language, 'orders.changeRequestSent'));
  }

  private async list(ctx: RequestContext, query: Record<string, unknown>, view: OrderListView) {
    const dto = await validateDto(ListOrdersQueryDto, query);
    return this.services.call(OrdersApi.listOrders, ctx, { ...dto, view });
  }

  private async action<TRequest>(
    ctx: RequestContext,
    entry: CallEntry<TRequest, OrderActionResult>,
    payload: NoInfer<TRequest>,
  ) {
    const result = await this.services.call(entry, ctx, payload);
    return ok(result, result.message);
  }
}
