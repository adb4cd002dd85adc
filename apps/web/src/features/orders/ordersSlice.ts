import type { ChangeRequestView, OrderDetail, OrderSummaryRow, Paged } from '@atelier/contracts/orders';
import type { ChangeRequestStatus } from '@atelier/contracts/orders';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChangeRequestBody, OrderActionPath, OrdersQuery, PageQuery } from '../../api/orders';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { sessionCleared } from '../../app/auth/authSlice';
import { priceSelectionApplied } from '../../app/session/sessionSlice';
import { rootReducer } from '../../app/store';
import {
  emptyDetail,
  emptyPaged,
  pagedFailed,
  pagedLoaded,
  pagedStarted,
  type DetailState,
  type PagedState,
} from '../../shared/orders/pagedState';

/** /order-history (trade prices only) or /order-list. */
export type OrdersListKind = 'history' | 'list';

export interface OrdersListRequest {
  kind: OrdersListKind;
  query: OrdersQuery;
}

/** What a buyer may do with an order from its page. */
export type OrderActionName =
  | 'approve_pricing'
  | 'reject_pricing'
  | 'approve_updated_pricing'
  | 'reject_updated_pricing'
  | 'convert_to_special'
  | 'reorder';

export const ACTION_PATHS: Readonly<
  Record<Exclude<OrderActionName, 'convert_to_special' | 'reorder'>, OrderActionPath>
> = {
  approve_pricing: 'approve-pricing',
  reject_pricing: 'reject-pricing',
  approve_updated_pricing: 'approve-updated-pricing',
  reject_updated_pricing: 'reject-updated-pricing',
};

export interface OrdersState {
  list: PagedState<OrderSummaryRow>;
  detail: DetailState<OrderDetail>;
  actionPending: OrderActionName | null;
  changeRequest: { pending: boolean; errors: ServerFieldErrors | null; sentCount: number };
  changeRequests: PagedState<ChangeRequestView>;
}

const initialState: OrdersState = {
  list: emptyPaged(),
  detail: emptyDetail(),
  actionPending: null,
  changeRequest: { pending: false, errors: null, sentCount: 0 },
  changeRequests: emptyPaged(),
};

/** The identity of a list load: which page and filters (a newer one replaces an older answer). */
export function listKey(request: OrdersListRequest): string {
  return `${request.kind}:${JSON.stringify(request.query)}`;
}

const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    ordersRequested(state, action: PayloadAction<OrdersListRequest>) {
      pagedStarted(state.list, listKey(action.payload));
    },
    ordersLoaded(state, action: PayloadAction<{ key: string; data: Paged<OrderSummaryRow> }>) {
      pagedLoaded(state.list, action.payload.key, action.payload.data);
    },
    ordersFailed(state, action: PayloadAction<{ key: string; forbidden: boolean; message: string | null }>) {
      pagedFailed(state.list, action.payload.key, action.payload);
    },
    orderRequested(state, action: PayloadAction<string>) {
      if (state.detail.id !== action.payload) state.detail.item = null;
      state.detail.id = action.payload;
      state.detail.status = 'loading';
      state.detail.notFound = false;
      state.detail.error = null;
    },
    orderLoaded(state, action: PayloadAction<OrderDetail>) {
      if (state.detail.id !== action.payload._id) return;
      state.detail.item = action.payload;
      state.detail.status = 'loaded';
    },
    orderFailed(state, action: PayloadAction<{ id: string; notFound: boolean; message: string | null }>) {
      if (state.detail.id !== action.payload.id) return;
      state.detail.status = 'failed';
      state.detail.item = null;
      state.detail.notFound = action.payload.notFound;
      state.detail.error = action.payload.message;
    },
    orderActionSubmitted(
      state,
      action: PayloadAction<{ orderId: string; action: OrderActionName; lineIds?: string[] }>,
    ) {
      state.actionPending = action.payload.action;
    },
    orderActionSettled(state) {
      state.actionPending = null;
    },
    changeRequestSubmitted(state, _action: PayloadAction<{ orderId: string; body: ChangeRequestBody }>) {
      state.changeRequest.pending = true;
      state.changeRequest.errors = null;
    },
    changeRequestSent(state, action: PayloadAction<ChangeRequestView>) {
      state.changeRequest.pending = false;
      state.changeRequest.sentCount += 1;
      const order = state.detail.item;
      if (order && order._id === action.payload.order_id) order.change_requests.unshift(action.payload);
    },
    changeRequestFailed(state, action: PayloadAction<ServerFieldErrors>) {
      state.changeRequest.pending = false;
      state.changeRequest.errors = action.payload;
    },
    changeRequestsRequested(state, action: PayloadAction<PageQuery<ChangeRequestStatus>>) {
      pagedStarted(state.changeRequests, JSON.stringify(action.payload));
    },
    changeRequestsLoaded(state, action: PayloadAction<{ key: string; data: Paged<ChangeRequestView> }>) {
      pagedLoaded(state.changeRequests, action.payload.key, action.payload.data);
    },
    changeRequestsFailed(
      state,
      action: PayloadAction<{ key: string; forbidden: boolean; message: string | null }>,
    ) {
      pagedFailed(state.changeRequests, action.payload.key, action.payload);
    },
  },
  extraReducers: (builder) => {
    const forget = () => initialState;
    // Amounts depend on the price choice and orders on the customer: nothing is kept across them.
    builder.addCase(sessionCleared, forget).addCase(priceSelectionApplied, forget);
  },
});

export const {
  ordersRequested,
  ordersLoaded,
  ordersFailed,
  orderRequested,
  orderLoaded,
  orderFailed,
  orderActionSubmitted,
  orderActionSettled,
  changeRequestSubmitted,
  changeRequestSent,
  changeRequestFailed,
  changeRequestsRequested,
  changeRequestsLoaded,
  changeRequestsFailed,
} = ordersSlice.actions;
export const ordersReducer = ordersSlice.reducer;

// Injected when the trade area (orders, checkout, appros, invoices) loads; selectors read through `withOrders`.
const injected = rootReducer.inject(ordersSlice);
export const withOrders = injected.selector;
