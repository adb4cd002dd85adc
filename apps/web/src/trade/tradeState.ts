import type { BespokeState } from '../features/bespoke/bespokeSlice';
import type { CheckoutState } from '../features/checkout/checkoutSlice';
import type { InvoicesState } from '../features/invoices/invoicesSlice';
import type { OrdersState } from '../features/orders/ordersSlice';

/** The trade area's slices: absent from the store until a cart, order, appro or invoice page loads them. */
export interface TradeState {
  checkout: CheckoutState;
  orders: OrdersState;
  bespoke: BespokeState;
  invoices: InvoicesState;
}
