import type { ApproView, Paged } from '@atelier/contracts/orders';
import type { ApproStatus } from '@atelier/contracts/orders';
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

export interface ApprosState {
  list: PagedState<ApproView>;
  detail: DetailState<ApproView>;
}

const initialState: ApprosState = { list: emptyPaged(), detail: emptyDetail() };

const approsSlice = createSlice({
  name: 'appros',
  initialState,
  reducers: {
    approsRequested(state, action: PayloadAction<PageQuery<ApproStatus>>) {
      pagedStarted(state.list, JSON.stringify(action.payload));
    },
    approsLoaded(state, action: PayloadAction<{ key: string; data: Paged<ApproView> }>) {
      pagedLoaded(state.list, action.payload.key, action.payload.data);
    },
    approsFailed(state, action: PayloadAction<{ key: string; forbidden: boolean; message: string | null }>) {
      pagedFailed(state.list, action.payload.key, action.payload);
    },
    approRequested(state, action: PayloadAction<string>) {
      if (state.detail.id !== action.payload) state.detail.item = null;
      state.detail.id = action.payload;
      state.detail.status = 'loading';
      state.detail.notFound = false;
      state.detail.error = null;
    },
    approLoaded(state, action: PayloadAction<ApproView>) {
      if (state.detail.id !== action.payload._id) return;
      state.detail.item = action.payload;
      state.detail.status = 'loaded';
    },
    approFailed(state, action: PayloadAction<{ id: string; notFound: boolean; message: string | null }>) {
      if (state.detail.id !== action.payload.id) return;
      state.detail.status = 'failed';
      state.detail.notFound = action.payload.notFound;
      state.detail.error = action.payload.message;
    },
  },
  extraReducers: (builder) => {
    const forget = () => initialState;
    builder.addCase(sessionCleared, forget).addCase(priceSelectionApplied, forget);
  },
});

export const { approsRequested, approsLoaded, approsFailed, approRequested, approLoaded, approFailed } =
  approsSlice.actions;
export const approsReducer = approsSlice.reducer;

// Injected when the trade area (orders, checkout, appros, invoices) loads; selectors read through `withAppros`.
const injected = rootReducer.inject(approsSlice);
export const withAppros = injected.selector;
