import { CommonErrorCode, type RequestContext } from '@atelier/contracts/common';
import { type CartListResponse, OrdersPatterns } from '@atelier/contracts/orders';
import { CommonException, ServiceClient } from '@atelier/platform';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';

@ApiTags('orders')
@Controller('cartproducts')
export class CartController {
  constructor(private readonly services: ServiceClient) {}

  @Get('get-cart-list/:userId')
  async cartList(@Ctx() ctx: RequestContext, @Param('userId', UuidParamPipe) userId: string) {
    // A buyer's cart is theirs alone; the path id is checked against the token, never trusted.
    if (userId !== ctx.userId) throw new CommonException(CommonErrorCode.Forbidden, 'error.notOwnUser');
    return ok(await this.services.send<CartListResponse>(OrdersPatterns.getCart, ctx, { userId }));
  }
}
