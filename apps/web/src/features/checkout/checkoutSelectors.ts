import type { RootState } from '../../app/store';

export const selectCheckoutTab = (state: RootState) => state.checkout.tab;
export const selectCheckoutOptions = (state: RootState) => state.checkout.options;
export const selectCheckoutOptionsStatus = (state: RootState) => state.checkout.optionsStatus;
export const selectCheckoutValues = (state: RootState) => state.checkout.values;
export const selectCheckoutSummary = (state: RootState) => state.checkout.summary;
export const selectCheckoutSummaryStatus = (state: RootState) => state.checkout.summaryStatus;
export const selectCheckoutAttempt = (state: RootState) => state.checkout.attempt;
export const selectPlacingOrder = (state: RootState) => state.checkout.placing;
export const selectPlaceOrderRetryable = (state: RootState) => state.checkout.retryable;
export const selectPlacedOrder = (state: RootState) => state.checkout.placed;
export const selectCheckoutFieldErrors = (state: RootState) => state.checkout.fieldErrors;
