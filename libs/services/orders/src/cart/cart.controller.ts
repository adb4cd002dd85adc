import type { RequestContext } from '@atelier/contracts/common';
import {
  AcceptCartPricesDto,
  AddToCartDto,
  type CartCount,
  CartLineIdDto,
  type CartListResponse,
  GetCartDto,
  OrdersApi,
  UpdateCartLineMessage,
} from '@atelier/contracts/orders';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { CartService } from './cart.service';

@Controller()
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Handles(OrdersApi.getCart)
  getCart(@MessageCtx() ctx: RequestContext, @MessageBody() body: GetCartDto): Promise<CartListResponse> {
    return this.carts.getCart(ctx, body.userId);
  }

  @Handles(OrdersApi.cartCount)
  count(@MessageCtx() ctx: RequestContext): Promise<CartCount> {
    return this.carts.count(ctx);
  }

  @Handles(OrdersApi.addToCart)
  add(@MessageCtx() ctx: RequestContext, @MessageBody() body: AddToCartDto): Promise<CartListResponse> {
    return this.carts.add(ctx, body);
  }

  @Handles(OrdersApi.updateCartLine)
  update(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateCartLineMessage,
  ): Promise<CartListResponse> {
    return this.carts.update(ctx, body);
  }

  @Handles(OrdersApi.removeCartLine)
  remove(@MessageCtx() ctx: RequestContext, @MessageBody() body: CartLineIdDto): Promise<CartListResponse> {
    return this.carts.remove(ctx, body.lineId);
  }

  @Handles(OrdersApi.clearCart)
  clear(@MessageCtx() ctx: RequestContext): Promise<CartListResponse> {
    return this.carts.clear(ctx);
  }

  @Handles(OrdersApi.acceptCartPrices)
  acceptPrices(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: AcceptCartPricesDto,
  ): Promise<CartListResponse> {
    return this.carts.acceptPrices(ctx, body);
  }
}
