import type { RequestContext } from '@atelier/contracts/common';
import type { CartListResponse } from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { OrdersErrorCode, OrdersException } from '../orders.exception';
import { cartLines, carts } from '../schema/orders.schema';
import { toCartListResponse } from './cart-response';

/** The gateway checks this too; the service owns the rule, whoever sends the message. */
export function assertOwnCart(ctx: Pick<RequestContext, 'userId'>, userId: string): void {
  if (ctx.userId === null || userId !== ctx.userId) {
    throw new OrdersException(OrdersErrorCode.NotOwnCart, 'error.notOwnUser');
  }
}

@Injectable()
export class CartService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  private get db() {
    return this.database.db;
  }

  /** The caller's cart for the customer selected in the request context. */
  async getCart(ctx: RequestContext, userId: string): Promise<CartListResponse> {
    assertOwnCart(ctx, userId);
    const [cart] = await this.db
      .select({ id: carts.id, customerId: carts.customerId })
      .from(carts)
      .where(
        and(
          eq(carts.tenantId, ctx.tenantId),
          eq(carts.userId, userId),
          ctx.customerId === null ? isNull(carts.customerId) : eq(carts.customerId, ctx.customerId),
        ),
      )
      .limit(1);
    if (!cart) return toCartListResponse(null, [], ctx.customerId);
    const lines = await this.db
      .select({
        id: cartLines.id,
        productName: cartLines.productName,
        variantSku: cartLines.variantSku,
        quantity: cartLines.quantity,
        isEngravingCharge: cartLines.isEngravingCharge,
        engravingText: cartLines.engravingText,
      })
      .from(cartLines)
      .where(and(eq(cartLines.tenantId, ctx.tenantId), eq(cartLines.cartId, cart.id)))
      .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
    return toCartListResponse(cart, lines, ctx.customerId);
  }
}
