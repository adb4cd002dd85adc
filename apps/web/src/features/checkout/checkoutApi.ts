import type { CheckoutOptions, CheckoutSummary } from '@atelier/contracts/orders';
import { dataApi, fromApi, isApiFailure } from '../../api/baseApi';
import type { CheckoutSummaryBody } from '../../api/orders';
import { notifyError } from '../../app/notifications/notificationsSlice';

/** Tells the buyer why a checkout read failed (the red notification), as the other checkout steps do. */
async function notifyFailure(
  queryFulfilled: Promise<unknown>,
  dispatch: (action: ReturnType<typeof notifyError>) => unknown,
): Promise<void> {
  try {
    await queryFulfilled;
  } catch (rejection) {
    const error =
      typeof rejection === 'object' && rejection !== null && 'error' in rejection ? rejection.error : null;
    dispatch(notifyError(isApiFailure(error) ? error.message : null));
  }
}

/** The checkout's reads, in the trade area's chunk; placing the order stays a saga (a flow with retries). */
export const checkoutApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /orders/checkout-options: the customer's addresses and the shipping options (carriage at status 2). */
    checkoutOptions: build.query<CheckoutOptions, void>({
      queryFn: fromApi(async (api) => (await api.getCheckoutOptions()).data),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => notifyFailure(queryFulfilled, dispatch),
    }),
    /** POST /orders/order-summary: the lines as they will be ordered and, at status 2, the totals. */
    orderSummary: build.query<CheckoutSummary, CheckoutSummaryBody>({
      queryFn: fromApi(async (api, body) => (await api.getOrderSummary(body)).data),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => notifyFailure(queryFulfilled, dispatch),
    }),
  }),
});

/** The options, read once per session and price choice (they do not change while the buyer checks out). */
export function useCheckoutOptions() {
  return checkoutApi.useCheckoutOptionsQuery(undefined, { refetchOnMountOrArgChange: false });
}

export const { useOrderSummaryQuery } = checkoutApi;
