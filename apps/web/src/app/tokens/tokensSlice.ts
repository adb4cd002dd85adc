import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../auth/authSlice';

export interface TokensState {
  /** A refresh is in flight; every call that met an expired token waits for its outcome. */
  refreshing: boolean;
}

const initialState: TokensState = { refreshing: false };

const tokensSlice = createSlice({
  name: 'tokens',
  initialState,
  reducers: {
    /** Payload: the access token the failed call was sent with. */
    tokenRefreshRequested(state, _action: PayloadAction<string>) {
      state.refreshing = true;
    },
    /** ok: a fresh access token is stored; otherwise the calls that waited fail as they are. */
    tokenRefreshSettled(state, _action: PayloadAction<{ ok: boolean }>) {
      state.refreshing = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { tokenRefreshRequested, tokenRefreshSettled } = tokensSlice.actions;
export const tokensReducer = tokensSlice.reducer;
