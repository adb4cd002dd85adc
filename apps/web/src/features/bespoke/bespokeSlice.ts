import type { BespokeOrderView, Paged } from '@atelier/contracts/orders';
import type { BespokeStatus } from '@atelier/contracts/orders';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BespokeOrderFields, PageQuery } from '../../api/orders';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { sessionCleared } from '../../app/auth/authSlice';
import {
  emptyPaged,
  pagedFailed,
  pagedLoaded,
  pagedStarted,
  type PagedState,
} from '../../shared/orders/pagedState';
import { priceSelectionApplied } from '../../app/session/sessionSlice';
import { rootReducer } from '../../app/store';

export interface AuthedImage {
  status: 'loading' | 'loaded' | 'failed';
  /** An object URL of the bytes fetched with the auth headers. */
  url: string | null;
}

export interface BespokeState {
  list: PagedState<BespokeOrderView>;
  form: {
    pending: boolean;
    errors: ServerFieldErrors | null;
    sentCount: number;
    created: BespokeOrderView | null;
  };
  /** Images behind the auth headers (bespoke uploads), by the path they were fetched from. */
  images: Record<string, AuthedImage>;
}

/** The uploaded file travels in the action's `meta.upload` (never into the state). */
export interface UploadMeta {
  upload: File;
}

const initialState: BespokeState = {
  list: emptyPaged(),
  form: { pending: false, errors: null, sentCount: 0, created: null },
  images: {},
};

const bespokeSlice = createSlice({
  name: 'bespoke',
  initialState,
  reducers: {
    bespokeOrdersRequested(state, action: PayloadAction<PageQuery<BespokeStatus>>) {
      pagedStarted(state.list, JSON.stringify(action.payload));
    },
    bespokeOrdersLoaded(state, action: PayloadAction<{ key: string; data: Paged<BespokeOrderView> }>) {
      pagedLoaded(state.list, action.payload.key, action.payload.data);
    },
    bespokeOrdersFailed(
      state,
      action: PayloadAction<{ key: string; forbidden: boolean; message: string | null }>,
    ) {
      pagedFailed(state.list, action.payload.key, action.payload);
    },
    bespokeOrderSubmitted: {
      reducer(state, _action: PayloadAction<BespokeOrderFields, string, UploadMeta>) {
        state.form.pending = true;
        state.form.errors = null;
      },
      prepare(fields: BespokeOrderFields, upload: File) {
        return { payload: fields, meta: { upload } };
      },
    },
    bespokeOrderCreated(state, action: PayloadAction<BespokeOrderView>) {
      state.form.pending = false;
      state.form.sentCount += 1;
      state.form.created = action.payload;
    },
    bespokeOrderFailed(state, action: PayloadAction<ServerFieldErrors>) {
      state.form.pending = false;
      state.form.errors = action.payload;
    },
    authedImageRequested(state, action: PayloadAction<string>) {
      if (!state.images[action.payload]) state.images[action.payload] = { status: 'loading', url: null };
    },
    authedImageLoaded(state, action: PayloadAction<{ path: string; url: string }>) {
      state.images[action.payload.path] = { status: 'loaded', url: action.payload.url };
    },
    authedImageFailed(state, action: PayloadAction<string>) {
      state.images[action.payload] = { status: 'failed', url: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
    builder.addCase(priceSelectionApplied, (state) => ({ ...initialState, images: state.images }));
  },
});

export const {
  bespokeOrdersRequested,
  bespokeOrdersLoaded,
  bespokeOrdersFailed,
  bespokeOrderSubmitted,
  bespokeOrderCreated,
  bespokeOrderFailed,
  authedImageRequested,
  authedImageLoaded,
  authedImageFailed,
} = bespokeSlice.actions;
export const bespokeReducer = bespokeSlice.reducer;

// Injected when the trade area (orders, checkout, appros, invoices) loads; selectors read through `withBespoke`.
const injected = rootReducer.inject(bespokeSlice);
export const withBespoke = injected.selector;
