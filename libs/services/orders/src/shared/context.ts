import type { RequestContext } from '@atelier/contracts/common';
import { OrdersErrorCode } from '@atelier/contracts/orders';
import { OrdersException } from '../orders.exception';

/** Carts and orders belong to the selected customer; the gateway checked it is mapped to the user. */
export function requireCustomer(ctx: RequestContext): string {
  if (!ctx.customerId) throw new OrdersException(OrdersErrorCode.CustomerRequired, 'error.customerRequired');
  return ctx.customerId;
}

export function requireUser(ctx: RequestContext): string {
  if (!ctx.userId) throw new OrdersException(OrdersErrorCode.NotOwnCart, 'error.notOwnUser');
  return ctx.userId;
}

/** The same answer for "none" and "not yours": an id of another customer or tenant reveals nothing. */
export function orderNotFound(): OrdersException {
  return new OrdersException(OrdersErrorCode.OrderNotFound, 'orders.orderNotFound');
}

export function notFound(): OrdersException {
  return new OrdersException(OrdersErrorCode.NotFound, 'orders.notFound');
}

export interface Page {
  page: number;
  limit: number;
}

export function paged<T>(rows: T[], count: number, { page, limit }: Page) {
  return { rows, count, page, limit, pages: Math.ceil(count / limit) };
}
