import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DesignQuery } from '../../api/types';
import type { DesignDetail } from '@atelier/contracts/catalogue';
import { sessionCleared } from '../../app/auth/authSlice';
import { priceSelectionApplied, type LoadStatus } from '../../app/session/sessionSlice';

export interface DesignState {
  /** The design and price context the detail below belongs to. */
  key: string | null;
  status: LoadStatus;
  detail: DesignDetail | null;
  notFound: boolean;
  /** The design was retired (410): it existed, but buyers can no longer have it. */
  unavailable: boolean;
  error: string | null;
}

export interface DesignRequest {
  key: string;
  designId: string;
  query: DesignQuery;
}

const initialState: DesignState = {
  key: null,
  status: 'idle',
  detail: null,
  notFound: false,
  unavailable: false,
  error: null,
};

const designSlice = createSlice({
  name: 'design',
  initialState,
  reducers: {
    designRequested(_state, _action: PayloadAction<DesignRequest>) {},
    designStarted(state, action: PayloadAction<{ key: string }>) {
      // Another design (or price context): the previous one must not show under the new key.
      if (state.key !== action.payload.key) state.detail = null;
      state.key = action.payload.key;
      state.status = 'loading';
      state.notFound = false;
      state.unavailable = false;
      state.error = null;
    },
    designLoaded(state, action: PayloadAction<{ key: string; detail: DesignDetail }>) {
      if (state.key !== action.payload.key) return;
      state.status = 'loaded';
      state.detail = action.payload.detail;
    },
    designFailed(
      state,
      action: PayloadAction<{
        key: string;
        notFound: boolean;
        unavailable?: boolean;
        message: string | null;
      }>,
    ) {
      if (state.key !== action.payload.key) return;
      state.status = 'failed';
      state.detail = null;
      state.notFound = action.payload.notFound;
      state.unavailable = action.payload.unavailable ?? false;
      state.error = action.payload.message;
    },
    /** A variant picker asks for another /page3 URL (the saga replaces the current one). */
    designVariantChosen(_state, _action: PayloadAction<{ to: string }>) {},
  },
  extraReducers: (builder) => {
    const forget = () => initialState;
    builder.addCase(sessionCleared, forget).addCase(priceSelectionApplied, forget);
  },
});

export const { designRequested, designStarted, designLoaded, designFailed, designVariantChosen } =
  designSlice.actions;
export const designReducer = designSlice.reducer;
