import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../../app/auth/authSlice';
import { priceSelectionApplied } from '../../app/session/sessionSlice';
import { rootReducer } from '../../app/store';

/** A PDF to fetch with the auth headers and save under its name. */
export interface PdfRequest {
  /** API path (storefront or back office). */
  path: string;
  /** Used when the server sends no Content-Disposition name. */
  filename: string;
}

/** PDFs being downloaded (their buttons wait); the invoices themselves are in the data layer's cache. */
export interface InvoicesState {
  /** Paths of PDFs being downloaded. */
  downloading: string[];
}

const initialState: InvoicesState = { downloading: [] };

const invoicesSlice = createSlice({
  name: 'invoices',
  initialState,
  reducers: {
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

export const { invoicePdfRequested, invoicePdfSettled } = invoicesSlice.actions;
export const invoicesReducer = invoicesSlice.reducer;

// Injected when the trade area (orders, checkout, appros, invoices) loads; selectors read through `withInvoices`.
const injected = rootReducer.inject(invoicesSlice);
export const withInvoices = injected.selector;
