import { withCheckout } from './checkoutSlice';

export const selectCheckoutTab = withCheckout((state) => state.checkout.tab);
export const selectCheckoutValues = withCheckout((state) => state.checkout.values);
export const selectCheckoutAttempt = withCheckout((state) => state.checkout.attempt);
export const selectPlacingOrder = withCheckout((state) => state.checkout.placing);
export const selectPlaceOrderRetryable = withCheckout((state) => state.checkout.retryable);
export const selectPlacedOrder = withCheckout((state) => state.checkout.placed);
export const selectCheckoutFieldErrors = withCheckout((state) => state.checkout.fieldErrors);
