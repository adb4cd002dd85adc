import type { RequestContext } from '@atelier/contracts/common';
import {
  AcceptCartPricesDto,
  AddToCartDto,
  type CartCount,
  CartLineIdDto,
  type CartListResponse,
  GetCartDto,
  OrdersPatterns,
  UpdateCartLineMessage,
} from '@atelier/contracts/orders';
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

  @MessagePattern(OrdersPatterns.cartCount)
  count(@MessageCtx() ctx: RequestContext): Promise<CartCount> {
    return this.carts.count(ctx);
  }

  @MessagePattern(OrdersPatterns.addToCart)
  add(@MessageCtx() ctx: RequestContext, @MessageBody() body: AddToCartDto): Promise<CartListResponse> {
    return this.carts.add(ctx, body);
  }

  @MessagePattern(OrdersPatterns.updateCartLine)
  update(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateCartLineMessage,
  ): Promise<CartListResponse> {
    return this.carts.update(ctx, body);
  }

  @MessagePattern(OrdersPatterns.removeCartLine)
  remove(@MessageCtx() ctx: RequestContext, @MessageBody() body: CartLineIdDto): Promise<CartListResponse> {
    return this.carts.remove(ctx, body.lineId);
  }

  @MessagePattern(OrdersPatterns.clearCart)
  clear(@MessageCtx() ctx: RequestContext): Promise<CartListResponse> {
    return this.carts.clear(ctx);
  }

  @MessagePattern(OrdersPatterns.acceptCartPrices)
  acceptPrices(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AcceptCartPricesDto,
  ): Promise<CartListResponse> {
    return this.carts.acceptPrices(ctx, body);
  }
}
