/** Request/reply patterns served by the orders service. */
export const OrdersPatterns = {
  getCart: 'orders.cart.get',
} as const;

export const OrdersEvents = {} as const;
