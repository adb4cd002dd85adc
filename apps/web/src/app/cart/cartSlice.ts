import type { CartEntry } from '@atelier/contracts/orders';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddToCartBody, UpdateCartLineBody } from '../../api/orders';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { sessionCleared } from '../auth/authSlice';
import { priceSelectionApplied, type LoadStatus } from '../session/sessionSlice';

export interface CartState {
  /** The header count: the sum of quantities without the engraving-charge line. */
  count: number;
  loading: boolean;
  /** The whole cart as the server last answered it (the cart page and checkout). */
  entry: CartEntry | null;
  status: LoadStatus;
  /** Lines with a change or removal on its way. */
  pendingLineIds: string[];
  acceptingPrices: boolean;
  /** The design page's "Add to cart". */
  adding: boolean;
  addErrors: ServerFieldErrors | null;
  /** Counts successful adds, so the form can clear itself after each one. */
  addedCount: number;
}

export interface CartLineChange {
  lineId: string;
  changes: UpdateCartLineBody;
}

const initialState: CartState = {
  count: 0,
  loading: false,
  entry: null,
  status: 'idle',
  pendingLineIds: [],
  acceptingPrices: false,
  adding: false,
  addErrors: null,
  addedCount: 0,
};

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
    /** The cart page asks for the whole cart. */
    cartRequested(state) {
      state.status = 'loading';
    },
    /** Any cart answer: the lines, messages, totals and the header count, all as the server sent them. */
    cartLoaded(state, action: PayloadAction<CartEntry>) {
      state.entry = action.payload;
      state.count = action.payload.cart_count;
      state.status = 'loaded';
      state.loading = false;
    },
    cartFailed(state) {
      state.status = 'failed';
    },
    /** An order was placed: the server emptied the cart. */
    cartEmptied(state) {
      state.count = 0;
      if (state.entry) {
        state.entry = {
          ...state.entry,
          order_detail: [],
          cart_count: 0,
          can_place_order: false,
          messages: [],
          totals: {},
        };
      }
    },
    addToCartSubmitted(state, _action: PayloadAction<AddToCartBody>) {
      state.adding = true;
      state.addErrors = null;
    },
    addToCartSucceeded(state) {
      state.adding = false;
      state.addedCount += 1;
    },
    addToCartFailed(state, action: PayloadAction<ServerFieldErrors>) {
      state.adding = false;
      state.addErrors = action.payload;
    },
    cartLineChangeSubmitted(state, action: PayloadAction<CartLineChange>) {
      if (!state.pendingLineIds.includes(action.payload.lineId))
        state.pendingLineIds.push(action.payload.lineId);
    },
    cartLineRemoveSubmitted(state, action: PayloadAction<string>) {
      if (!state.pendingLineIds.includes(action.payload)) state.pendingLineIds.push(action.payload);
    },
    cartLineSettled(state, action: PayloadAction<string>) {
      state.pendingLineIds = state.pendingLineIds.filter((id) => id !== action.payload);
    },
    /** Takes the catalogue's current price for the given lines (all when none are given). */
    cartPricesAcceptSubmitted(state, _action: PayloadAction<string[] | undefined>) {
      state.acceptingPrices = true;
    },
    cartPricesAcceptSettled(state) {
      state.acceptingPrices = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
    // Prices (and the customer the cart belongs to) depend on the price choice: the cart is read again.
    builder.addCase(priceSelectionApplied, (state) => {
      state.entry = null;
      state.status = 'idle';
    });
  },
});

export const {
  cartCountRequested,
  cartCountLoaded,
  cartCountFailed,
  cartCountReset,
  cartRequested,
  cartLoaded,
  cartFailed,
  cartEmptied,
  addToCartSubmitted,
  addToCartSucceeded,
  addToCartFailed,
  cartLineChangeSubmitted,
  cartLineRemoveSubmitted,
  cartLineSettled,
  cartPricesAcceptSubmitted,
  cartPricesAcceptSettled,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
