import type { InvoiceView, Paged } from '@atelier/contracts/orders';
import type { InvoiceStatus } from '@atelier/contracts/orders';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageQuery } from '../../api/orders';
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
import { priceSelectionApplied } from '../../app/session/sessionSlice';
import { rootReducer } from '../../app/store';

/** A PDF to fetch with the auth headers and save under its name. */
export interface PdfRequest {
  /** API path (storefront or back office). */
  path: string;
  /** Used when the server sends no Content-Disposition name. */
  filename: string;
}

export interface InvoicesState {
  list: PagedState<InvoiceView>;
  detail: DetailState<InvoiceView>;
  /** Paths of PDFs being downloaded. */
  downloading: string[];
}

const initialState: InvoicesState = { list: emptyPaged(), detail: emptyDetail(), downloading: [] };

const invoicesSlice = createSlice({
  name: 'invoices',
  initialState,
  reducers: {
    invoicesRequested(state, action: PayloadAction<PageQuery<InvoiceStatus>>) {
      pagedStarted(state.list, JSON.stringify(action.payload));
    },
    invoicesLoaded(state, action: PayloadAction<{ key: string; data: Paged<InvoiceView> }>) {
      pagedLoaded(state.list, action.payload.key, action.payload.data);
    },
    invoicesFailed(
      state,
      action: PayloadAction<{ key: string; forbidden: boolean; message: string | null }>,
    ) {
      pagedFailed(state.list, action.payload.key, action.payload);
    },
    invoiceRequested(state, action: PayloadAction<string>) {
      if (state.detail.id !== action.payload) state.detail.item = null;
      state.detail.id = action.payload;
      state.detail.status = 'loading';
      state.detail.notFound = false;
      state.detail.forbidden = false;
      state.detail.error = null;
    },
    invoiceLoaded(state, action: PayloadAction<InvoiceView>) {
      if (state.detail.id !== action.payload._id) return;
      state.detail.item = action.payload;
      state.detail.status = 'loaded';
    },
    invoiceFailed(
      state,
      action: PayloadAction<{ id: string; notFound: boolean; forbidden: boolean; message: string | null }>,
    ) {
      if (state.detail.id !== action.payload.id) return;
      state.detail.status = 'failed';
      state.detail.notFound = action.payload.notFound;
      state.detail.forbidden = action.payload.forbidden;
      state.detail.error = action.payload.message;
    },
    invoicePdfRequested(state, action: PayloadAction<PdfRequest>) {
      if (!state.downloading.includes(action.payload.path)) state.downloading.push(action.payload.path);
    },
    invoicePdfSettled(state, action: PayloadAction<string>) {
      state.downloading = state.downloading.filter((path) => path !== action.payload);
    },
  },
  extraReducers: (builder) => {
    const forget = () => initialState;
    builder.addCase(sessionCleared, forget).addCase(priceSelectionApplied, forget);
  },
});

export const {
  invoicesRequested,
  invoicesLoaded,
  invoicesFailed,
  invoiceRequested,
  invoiceLoaded,
  invoiceFailed,
  invoicePdfRequested,
  invoicePdfSettled,
} = invoicesSlice.actions;
export const invoicesReducer = invoicesSlice.reducer;

// Injected when the trade area (orders, checkout, appros, invoices) loads; selectors read through `withInvoices`.
const injected = rootReducer.inject(invoicesSlice);
export const withInvoices = injected.selector;
