import type {
  ChangeRequestStatus,
  ChangeRequestView,
  OrderDetail,
  OrderSummaryRow,
  Paged,
} from '@atelier/contracts/orders';
import { dataApi, fromApi } from '../../api/baseApi';
import type {
  ChangeRequestBody,
  OrderActionPath,
  OrderActionResponse,
  OrdersQuery,
  PageQuery,
} from '../../api/orders';
import type { ApiEnvelope } from '../../api/types';

/** /order-history (trade prices only) or /order-list. */
export type OrdersListKind = 'history' | 'list';

/** What a buyer may do with an order from its page (reorder is its own flow). */
export type OrderActionName =
  | 'approve_pricing'
  | 'reject_pricing'
  | 'approve_updated_pricing'
  | 'reject_updated_pricing'
  | 'convert_to_special'
  | 'reorder';

type OrderChange = Exclude<OrderActionName, 'reorder'>;

const ACTION_PATHS: Readonly<Record<Exclude<OrderChange, 'convert_to_special'>, OrderActionPath>> = {
  approve_pricing: 'approve-pricing',
  reject_pricing: 'reject-pricing',
  approve_updated_pricing: 'approve-updated-pricing',
  reject_updated_pricing: 'reject-updated-pricing',
};

const ORDERS = { type: 'Order', id: 'LIST' } as const;
const REQUESTS = { type: 'ChangeRequest', id: 'LIST' } as const;

/** The buyer's orders and change requests, in the trade area's chunk. */
export const ordersApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    orders: build.query<Paged<OrderSummaryRow>, { kind: OrdersListKind; query: OrdersQuery }>({
      queryFn: fromApi(async (api, { kind, query }) =>
        kind === 'history' ? (await api.getOrderHistory(query)).data : (await api.getOrderList(query)).data,
      ),
      providesTags: [ORDERS],
    }),
    order: build.query<OrderDetail, string>({
      queryFn: fromApi(async (api, id) => (await api.getOrder(id)).data),
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    /** Approve or reject the (updated) pricing, or convert pending stock pieces to a special order. */
    changeOrder: build.mutation<
      OrderActionResponse,
      { orderId: string; action: OrderChange; lineIds?: string[] }
    >({
      queryFn: fromApi((api, { orderId, action, lineIds }) =>
        action === 'convert_to_special'
          ? api.convertToSpecial(orderId, lineIds)
          : api.runOrderAction(orderId, ACTION_PATHS[action]),
      ),
      // The answer carries the order as it is now; the lists are asked again.
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ordersApi.util.updateQueryData('order', orderId, () => data.data.order));
      },
      // 409: the order moved on meanwhile; it is read again to show it as it is now.
      invalidatesTags: (_answer, error, { orderId }) =>
        error?.status === 409 ? [ORDERS, { type: 'Order', id: orderId }] : [ORDERS],
    }),
    sendChangeRequest: build.mutation<
      ApiEnvelope<ChangeRequestView>,
      { orderId: string; body: ChangeRequestBody }
    >({
      queryFn: fromApi((api, { orderId, body }) => api.sendChangeRequest(orderId, body)),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          ordersApi.util.updateQueryData('order', orderId, (order) => {
            order.change_requests.unshift(data.data);
          }),
        );
      },
      invalidatesTags: [REQUESTS],
    }),
    changeRequests: build.query<Paged<ChangeRequestView>, PageQuery<ChangeRequestStatus>>({
      queryFn: fromApi(async (api, query) => (await api.getChangeRequests(query)).data),
      providesTags: [REQUESTS],
    }),
  }),
});

export const {
  useOrdersQuery,
  useOrderQuery,
  useChangeOrderMutation,
  useSendChangeRequestMutation,
  useChangeRequestsQuery,
} = ordersApi;
