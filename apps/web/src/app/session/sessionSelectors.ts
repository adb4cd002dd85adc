import type { RootState } from '../store';

export const selectPriceStatus = (state: RootState) => state.session.priceStatus;
export const selectIsPriceSet = (state: RootState) => state.session.isPriceSet;
export const selectSelectedCustomer = (state: RootState) => state.session.selectedCustomer;
export const selectPricePopupOpen = (state: RootState) => state.session.pricePopupOpen;

/** 'trade' for status 2, 'retail' for 1, nothing when prices are hidden. */
export const selectPriceModeKey = (state: RootState): 'trade' | 'retail' | null => {
  if (state.session.priceStatus === 2) return 'trade';
  if (state.session.priceStatus === 1) return 'retail';
  return null;
};

/** Order history is offered only with trade prices. */
export const selectShowOrderHistory = (state: RootState) => state.session.priceStatus === 2;
