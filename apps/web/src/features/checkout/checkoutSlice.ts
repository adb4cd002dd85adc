import type { CheckoutOptions, OrderPlaced } from '@atelier/contracts/orders';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlaceOrderBody } from '../../api/orders';
import type { ServerFieldErrors } from '../../shared/forms/formMessages';
import { sessionCleared } from '../../app/auth/authSlice';
import { priceSelectionApplied } from '../../app/session/sessionSlice';
import { withDefaultChoices, type CheckoutField, type CheckoutValues } from './checkoutForm';
import { rootReducer } from '../../app/store';

/** Spec §2: the cart's three tabs, in this order; then the Order Placed confirmation. */
export const CHECKOUT_TABS = ['order', 'address', 'confirm'] as const;
export type CheckoutTab = (typeof CHECKOUT_TABS)[number];

/** One checkout attempt: the key sent with every retry of the same order request. */
export interface CheckoutAttempt {
  key: string;
  body: PlaceOrderBody;
}

export interface CheckoutState {
  tab: CheckoutTab;
  values: CheckoutValues;
  attempt: CheckoutAttempt | null;
  placing: boolean;
  /** The last submit failed in a way a retry with the same key may fix (network, 5xx). */
  retryable: boolean;
  placed: OrderPlaced | null;
  /** The server's field errors of the last submit. */
  fieldErrors: ServerFieldErrors | null;
}

export const EMPTY_CHECKOUT_VALUES: CheckoutValues = {
  shippingAddressId: '',
  shippingOption: '',
  postage: '',
  specialInstructions: '',
};

const initialState: CheckoutState = {
  tab: 'order',
  values: EMPTY_CHECKOUT_VALUES,
  attempt: null,
  placing: false,
  retryable: false,
  placed: null,
  fieldErrors: null,
};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** The cart page opened: a finished checkout starts again at the order tab. */
    shoppingCartOpened(state) {
      if (state.placed) return initialState;
      return state;
    },
    /** A tab was chosen (the page only offers tabs up to the next one that is allowed). */
    checkoutTabChosen(state, action: PayloadAction<CheckoutTab>) {
      state.tab = action.payload;
    },
    /** The address tab has the options: the default choices fill what the buyer has not chosen. */
    checkoutOptionsShown(state, action: PayloadAction<CheckoutOptions>) {
      state.values = withDefaultChoices(state.values, action.payload);
    },
    checkoutValueChanged(state, action: PayloadAction<{ field: CheckoutField; value: string }>) {
      const { field, value } = action.payload;
      state.values = { ...state.values, [field]: value };
      if (state.fieldErrors?.[field]) {
        const { [field]: _dropped, ...rest } = state.fieldErrors;
        state.fieldErrors = rest;
      }
    },
    /** The confirm tab has an attempt for exactly this order request (a new key when the request changed). */
    checkoutAttemptPrepared(state, action: PayloadAction<CheckoutAttempt>) {
      state.attempt = action.payload;
    },
    placeOrderSubmitted() {},
    placeOrderStarted(state) {
      state.placing = true;
      state.retryable = false;
      state.fieldErrors = null;
    },
    orderPlaced(state, action: PayloadAction<OrderPlaced>) {
      state.placing = false;
      state.placed = action.payload;
      state.attempt = null;
      state.values = { ...EMPTY_CHECKOUT_VALUES };
      state.tab = 'order';
    },
    placeOrderFailed(
      state,
      action: PayloadAction<{
        retryable: boolean;
        fieldErrors: ServerFieldErrors | null;
        /** Back to this tab (the cart to fix, or the address form with field errors). */
        tab?: CheckoutTab;
        /** The server refused the key itself: the next submit sends a new one. */
        dropKey?: boolean;
      }>,
    ) {
      state.placing = false;
      state.retryable = action.payload.retryable;
      state.fieldErrors = action.payload.fieldErrors;
      if (action.payload.tab) state.tab = action.payload.tab;
      if (action.payload.dropKey) state.attempt = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
    // Another customer or price choice: addresses, carriage and totals are theirs to read again.
    builder.addCase(priceSelectionApplied, () => initialState);
  },
});

export const {
  shoppingCartOpened,
  checkoutTabChosen,
  checkoutOptionsShown,
  checkoutValueChanged,
  checkoutAttemptPrepared,
  placeOrderSubmitted,
  placeOrderStarted,
  orderPlaced,
  placeOrderFailed,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

// Injected when the trade area (orders, checkout, appros, invoices) loads; selectors read through `withCheckout`.
const injected = rootReducer.inject(checkoutSlice);
export const withCheckout = injected.selector;
