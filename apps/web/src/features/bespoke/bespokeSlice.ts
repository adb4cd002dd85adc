import type { BespokeOrderView } from '@atelier/contracts/orders';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BespokeOrderFields } from '../../api/orders';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { sessionCleared } from '../../app/auth/authSlice';
import { priceSelectionApplied } from '../../app/session/sessionSlice';
import { rootReducer } from '../../app/store';

/** The request form's submission (its upload is a flow); the requests themselves are in the data layer's cache. */
export interface BespokeState {
  form: {
    pending: boolean;
    errors: ServerFieldErrors | null;
    sentCount: number;
    created: BespokeOrderView | null;
  };
}

/** The uploaded file travels in the action's `meta.upload` (never into the state). */
export interface UploadMeta {
  upload: File;
}

const initialState: BespokeState = {
  form: { pending: false, errors: null, sentCount: 0, created: null },
};

const bespokeSlice = createSlice({
  name: 'bespoke',
  initialState,
  reducers: {
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
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState).addCase(priceSelectionApplied, () => initialState);
  },
});

export const { bespokeOrderSubmitted, bespokeOrderCreated, bespokeOrderFailed } = bespokeSlice.actions;
export const bespokeReducer = bespokeSlice.reducer;

// Injected when the trade area (orders, checkout, appros, invoices) loads; selectors read through `withBespoke`.
const injected = rootReducer.inject(bespokeSlice);
export const withBespoke = injected.selector;
