import { CommonErrorCode, type RequestContext, Role, translate } from '@atelier/contracts/common';
import { AcceptCartPricesDto, AddToCartDto, OrdersApi, UpdateCartLineDto } from '@atelier/contracts/orders';
import { CommonException, ServiceClient } from '@atelier/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { Roles } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';

/**
 * The cart (spec sections 3, 4 and 7), per user and selected customer. Every change answers the whole
 * cart in the spec's shape, so the header count can follow each change.
 */
@ApiTags('orders: cart')
@Controller('cartproducts')
@Roles(Role.ClientSuperAdmin)
export class CartController {
  constructor(private readonly services: ServiceClient) {}

  @Get('get-cart-list/:userId')
  @ApiOperation({ summary: 'The cart: data.data[0].order_detail, with the cart checks and the count.' })
  async cartList(@Ctx() ctx: RequestContext, @Param('userId', UuidParamPipe) userId: string) {
    // A buyer's cart is theirs alone; the path id is checked against the token, never trusted.
    if (userId !== ctx.userId) throw new CommonException(CommonErrorCode.Forbidden, 'error.notOwnUser');
    return ok(await this.services.call(OrdersApi.getCart, ctx, { userId }));
  }

  @Get('count')
  @ApiOperation({ summary: "The header's cart count (without the engraving-charge line)." })
  async count(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(OrdersApi.cartCount, ctx, {}));
  }

  @Post('add-to-cart')
  @HttpCode(200)
  @ApiOperation({ summary: 'Add a variant from the design page (size, ring size, engraving, order type).' })
  async add(@Ctx() ctx: RequestContext, @Body() body: AddToCartDto) {
    const cart = await this.services.call(OrdersApi.addToCart, ctx, body);
    return ok(cart, translate(ctx.language, 'orders.cart.added'));
  }

  @Post('accept-prices')
  @HttpCode(200)
  @ApiOperation({ summary: 'Take the current prices for the lines (all when none are named).' })
  async acceptPrices(@Ctx() ctx: RequestContext, @Body() body: AcceptCartPricesDto) {
    const cart = await this.services.call(OrdersApi.acceptCartPrices, ctx, body);
    return ok(cart, translate(ctx.language, 'orders.cart.pricesAccepted'));
  }

  @Put(':lineId')
  @ApiOperation({ summary: 'Change a line: quantity, size, ring size, engraving, order type.' })
  async update(
    @Ctx() ctx: RequestContext,
    @Param('lineId', UuidParamPipe) lineId: string,
    @Body() body: UpdateCartLineDto,
  ) {
    const cart = await this.services.call(OrdersApi.updateCartLine, ctx, {
      ...body,
      lineId,
    });
    return ok(cart, translate(ctx.language, 'orders.cart.updated'));
  }

  @Delete(':lineId')
  async remove(@Ctx() ctx: RequestContext, @Param('lineId', UuidParamPipe) lineId: string) {
    const cart = await this.services.call(OrdersApi.removeCartLine, ctx, { lineId });
    return ok(cart, translate(ctx.language, 'orders.cart.removed'));
  }

  @Delete()
  async clear(@Ctx() ctx: RequestContext) {
    const cart = await this.services.call(OrdersApi.clearCart, ctx, {});
    return ok(cart, translate(ctx.language, 'orders.cart.cleared'));
  }
}
