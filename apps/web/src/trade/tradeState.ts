import type { BespokeState } from '../features/bespoke/bespokeSlice';
import type { CheckoutState } from '../features/checkout/checkoutSlice';
import type { InvoicesState } from '../features/invoices/invoicesSlice';

/** The trade area's slices (flows only): absent from the store until a cart, order or invoice page loads them. */
export interface TradeState {
  checkout: CheckoutState;
  bespoke: BespokeState;
  invoices: InvoicesState;
}
