import type {
  AdminOrderSummaryRow,
  ApproView,
  BespokeOrderView,
  OrderDetail,
  Paged,
} from '@atelier/contracts/orders';
import type { ApproStatus, BespokeStatus } from '@atelier/contracts/orders';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AdminApproReturnsBody,
  AdminBespokeStatusBody,
  AdminCreateApproBody,
  AdminInvoiceBody,
  AdminOrdersQuery,
  AdminPageQuery,
  AdminPricingBody,
  AdminStatusBody,
  QuantityLines,
} from '../../api/orders';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { sessionCleared } from '../../app/auth/authSlice';
import {
  emptyDetail,
  emptyPaged,
  pagedFailed,
  pagedLoaded,
  pagedStarted,
  type DetailState,
  type PagedState,
} from '../../shared/orders/pagedState';
import type { LoadStatus } from '../../app/session/sessionSlice';
import { rootReducer } from '../../app/store';

/** A customer to filter by or to send an appro to. */
export interface CustomerChoice {
  _id: string;
  company: string;
  acNo: string | null;
}

/** The back office's changes to one order. */
export type OrderOperation =
  | { kind: 'status'; body: AdminStatusBody }
  | { kind: 'pricing'; body: AdminPricingBody }
  | { kind: 'invoice'; body: AdminInvoiceBody }
  | { kind: 'cancel'; body: QuantityLines };

export type OrderOperationKind = OrderOperation['kind'];

interface Failure {
  key: string;
  forbidden: boolean;
  message: string | null;
}

export interface AdminOrdersState {
  list: PagedState<AdminOrderSummaryRow>;
  detail: DetailState<OrderDetail>;
  operation: { pending: OrderOperationKind | null; errors: ServerFieldErrors | null; doneCount: number };
  customers: { status: LoadStatus; rows: CustomerChoice[] };
  bespoke: PagedState<BespokeOrderView>;
  appros: PagedState<ApproView>;
  approForm: { pending: boolean; errors: ServerFieldErrors | null; createdCount: number };
  /** Rows (bespoke orders, appros) with a change on its way. */
  updating: string[];
}

const initialState: AdminOrdersState = {
  list: emptyPaged(),
  detail: emptyDetail(),
  operation: { pending: null, errors: null, doneCount: 0 },
  customers: { status: 'idle', rows: [] },
  bespoke: emptyPaged(),
  appros: emptyPaged(),
  approForm: { pending: false, errors: null, createdCount: 0 },
  updating: [],
};

const keyOf = (query: object) => JSON.stringify(query);

/** A row of a list replaced by the server's newer copy. */
function replaceRow<T extends { _id: string }>(list: PagedState<T>, row: T): void {
  list.rows = list.rows.map((current) => (current._id === row._id ? row : current));
}

const adminOrdersSlice = createSlice({
  name: 'adminOrders',
  initialState,
  reducers: {
    adminOrdersRequested(state, action: PayloadAction<AdminOrdersQuery>) {
      pagedStarted(state.list, keyOf(action.payload));
    },
    adminOrdersLoaded(state, action: PayloadAction<{ key: string; data: Paged<AdminOrderSummaryRow> }>) {
      pagedLoaded(state.list, action.payload.key, action.payload.data);
    },
    adminOrdersFailed(state, action: PayloadAction<Failure>) {
      pagedFailed(state.list, action.payload.key, action.payload);
    },
    adminOrderRequested(state, action: PayloadAction<string>) {
      if (state.detail.id !== action.payload) state.detail.item = null;
      state.detail.id = action.payload;
      state.detail.status = 'loading';
      state.detail.notFound = false;
      state.detail.forbidden = false;
      state.detail.error = null;
    },
    adminOrderLoaded(state, action: PayloadAction<OrderDetail>) {
      if (state.detail.id !== action.payload._id) return;
      state.detail.item = action.payload;
      state.detail.status = 'loaded';
    },
    adminOrderFailed(
      state,
      action: PayloadAction<{ id: string; notFound: boolean; message: string | null }>,
    ) {
      if (state.detail.id !== action.payload.id) return;
      state.detail.status = 'failed';
      state.detail.notFound = action.payload.notFound;
      state.detail.error = action.payload.message;
    },
    adminOrderOperationSubmitted(
      state,
      action: PayloadAction<{ orderId: string; operation: OrderOperation }>,
    ) {
      state.operation.pending = action.payload.operation.kind;
      state.operation.errors = null;
    },
    adminOrderOperationDone(state, action: PayloadAction<OrderDetail>) {
      state.operation.pending = null;
      state.operation.doneCount += 1;
      if (state.detail.id === action.payload._id) state.detail.item = action.payload;
    },
    adminOrderOperationFailed(state, action: PayloadAction<ServerFieldErrors>) {
      state.operation.pending = null;
      state.operation.errors = action.payload;
    },
    adminCustomersRequested(state) {
      if (state.customers.status !== 'loaded') state.customers.status = 'loading';
    },
    adminCustomersLoaded(state, action: PayloadAction<CustomerChoice[]>) {
      state.customers = { status: 'loaded', rows: action.payload };
    },
    adminCustomersFailed(state) {
      state.customers.status = 'failed';
    },
    adminBespokeRequested(state, action: PayloadAction<AdminPageQuery<BespokeStatus>>) {
      pagedStarted(state.bespoke, keyOf(action.payload));
    },
    adminBespokeLoaded(state, action: PayloadAction<{ key: string; data: Paged<BespokeOrderView> }>) {
      pagedLoaded(state.bespoke, action.payload.key, action.payload.data);
    },
    adminBespokeFailed(state, action: PayloadAction<Failure>) {
      pagedFailed(state.bespoke, action.payload.key, action.payload);
    },
    adminBespokeStatusSubmitted(state, action: PayloadAction<{ id: string; body: AdminBespokeStatusBody }>) {
      state.updating.push(action.payload.id);
    },
    adminBespokeUpdated(state, action: PayloadAction<BespokeOrderView>) {
      replaceRow(state.bespoke, action.payload);
    },
    adminApprosRequested(state, action: PayloadAction<AdminPageQuery<ApproStatus>>) {
      pagedStarted(state.appros, keyOf(action.payload));
    },
    adminApprosLoaded(state, action: PayloadAction<{ key: string; data: Paged<ApproView> }>) {
      pagedLoaded(state.appros, action.payload.key, action.payload.data);
    },
    adminApprosFailed(state, action: PayloadAction<Failure>) {
      pagedFailed(state.appros, action.payload.key, action.payload);
    },
    adminApproCreateSubmitted(state, _action: PayloadAction<AdminCreateApproBody>) {
      state.approForm.pending = true;
      state.approForm.errors = null;
    },
    adminApproCreated(state, action: PayloadAction<ApproView>) {
      state.approForm.pending = false;
      state.approForm.createdCount += 1;
      state.appros.rows = [
        action.payload,
        ...state.appros.rows.filter((row) => row._id !== action.payload._id),
      ];
      state.appros.count += 1;
    },
    adminApproCreateFailed(state, action: PayloadAction<ServerFieldErrors>) {
      state.approForm.pending = false;
      state.approForm.errors = action.payload;
    },
    adminApproReturnsSubmitted(state, action: PayloadAction<{ id: string; body: AdminApproReturnsBody }>) {
      state.updating.push(action.payload.id);
    },
    adminApproUpdated(state, action: PayloadAction<ApproView>) {
      replaceRow(state.appros, action.payload);
    },
    adminRowSettled(state, action: PayloadAction<string>) {
      state.updating = state.updating.filter((id) => id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  adminOrdersRequested,
  adminOrdersLoaded,
  adminOrdersFailed,
  adminOrderRequested,
  adminOrderLoaded,
  adminOrderFailed,
  adminOrderOperationSubmitted,
  adminOrderOperationDone,
  adminOrderOperationFailed,
  adminCustomersRequested,
  adminCustomersLoaded,
  adminCustomersFailed,
  adminBespokeRequested,
  adminBespokeLoaded,
  adminBespokeFailed,
  adminBespokeStatusSubmitted,
  adminBespokeUpdated,
  adminApprosRequested,
  adminApprosLoaded,
  adminApprosFailed,
  adminApproCreateSubmitted,
  adminApproCreated,
  adminApproCreateFailed,
  adminApproReturnsSubmitted,
  adminApproUpdated,
  adminRowSettled,
} = adminOrdersSlice.actions;
export const adminOrdersReducer = adminOrdersSlice.reducer;

// Injected into the store when the back-office bundle loads; its selectors read through `withAdminOrders`, which
// gives the initial state until the first action reaches the injected reducer.
const injected = rootReducer.inject(adminOrdersSlice);
export const withAdminOrders = injected.selector;
