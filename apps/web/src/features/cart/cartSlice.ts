import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from '../auth/authSlice';

export interface CartState {
  count: number;
  loading: boolean;
}

const initialState: CartState = { count: 0, loading: false };

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartCountRequested(state) {
      state.loading = true;
    },
    cartCountLoaded(state, action: PayloadAction<number>) {
      state.count = action.payload;
      state.loading = false;
    },
    cartCountFailed(state) {
      state.loading = false;
    },
    cartCountReset(state) {
      state.count = 0;
      state.loading = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { cartCountRequested, cartCountLoaded, cartCountFailed, cartCountReset } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
