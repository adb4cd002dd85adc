import type { RequestContext } from '@atelier/contracts/common';
import { type CartListResponse, GetCartDto, OrdersPatterns } from '@atelier/contracts/orders';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { CartService } from './cart.service';

@Controller()
export class CartController {
  constructor(private readonly carts: CartService) {}

  @MessagePattern(OrdersPatterns.getCart)
  getCart(@MessageCtx() ctx: RequestContext, @MessageBody() body: GetCartDto): Promise<CartListResponse> {
    return this.carts.getCart(ctx, body.userId);
  }
}
