import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MappedCustomer } from '../../api/types';
import type { PriceStatus, StoredCustomer } from '../../shared/types';
import { sessionCleared, sessionRestored } from '../auth/authSlice';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface SessionState {
  priceStatus: PriceStatus;
  isPriceSet: boolean;
  selectedCustomer: StoredCustomer | null;
  pricePopupOpen: boolean;
}

export interface PriceSelection {
  priceStatus: PriceStatus;
  customerId: string | null;
}

/** The popup's choice with the customers it was made from (the data layer's list, read by the popup). */
export interface PopupSelection extends PriceSelection {
  customers: MappedCustomer[];
}

const initialState: SessionState = {
  priceStatus: 0,
  isPriceSet: false,
  selectedCustomer: null,
  pricePopupOpen: false,
};

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Login starts from a clean slate: no price, no customer, price not chosen. */
    priceSessionReset(state) {
      state.priceStatus = 0;
      state.isPriceSet = false;
      state.selectedCustomer = null;
    },
    pricePopupOpened(state) {
      state.pricePopupOpen = true;
    },
    priceSelectionSubmitted(_state, _action: PayloadAction<PopupSelection>) {},
    /** The header's switch during the session: same outcome as the popup, without leaving the page. */
    priceSwitchSubmitted(_state, _action: PayloadAction<PriceSelection>) {},
    priceSelectionApplied(
      state,
      action: PayloadAction<{ priceStatus: PriceStatus; customer: StoredCustomer | null }>,
    ) {
      state.priceStatus = action.payload.priceStatus;
      state.selectedCustomer = action.payload.customer;
      state.isPriceSet = true;
      state.pricePopupOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionRestored, (state, action) => {
        state.priceStatus = action.payload.priceStatus;
        state.isPriceSet = action.payload.isPriceSet;
        state.selectedCustomer = action.payload.selectedCustomer;
      })
      .addCase(sessionCleared, () => initialState);
  },
});

export const {
  priceSessionReset,
  pricePopupOpened,
  priceSelectionSubmitted,
  priceSwitchSubmitted,
  priceSelectionApplied,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
