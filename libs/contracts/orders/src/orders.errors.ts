export enum OrdersErrorCode {
  /** A cart asked for on behalf of another user than the caller. */
  NotOwnCart = 'ORDERS_NOT_OWN_CART',
}
