import type { CartEntry } from '@atelier/contracts/orders';
import { checkoutIssues, type CheckoutValues } from './checkoutForm';
import { CHECKOUT_TABS, type CheckoutTab } from './checkoutSlice';

/** The cart can go on to the address tab: it has lines and no blocking message (the server's verdict). */
export function cartReady(entry: CartEntry | null): boolean {
  return entry !== null && entry.order_detail.length > 0 && entry.can_place_order;
}

/** The address tab's choices are complete and keep every rule. */
export function addressReady(values: CheckoutValues): boolean {
  return Object.keys(checkoutIssues(values)).length === 0;
}

/** Which tabs may be opened now: each needs the ones before it to be done (order, then address). */
export function reachableTabs(entry: CartEntry | null, values: CheckoutValues): Record<CheckoutTab, boolean> {
  const cart = cartReady(entry);
  return { order: true, address: cart, confirm: cart && addressReady(values) };
}

export function nextTab(tab: CheckoutTab): CheckoutTab | null {
  return CHECKOUT_TABS[CHECKOUT_TABS.indexOf(tab) + 1] ?? null;
}

export function previousTab(tab: CheckoutTab): CheckoutTab | null {
  return CHECKOUT_TABS[CHECKOUT_TABS.indexOf(tab) - 1] ?? null;
}
