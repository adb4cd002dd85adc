import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';
import { primaryCustomers } from '../../features/session/storedCustomer';

export const selectPriceStatus = (state: RootState) => state.session.priceStatus;
export const selectIsPriceSet = (state: RootState) => state.session.isPriceSet;
export const selectSelectedCustomer = (state: RootState) => state.session.selectedCustomer;
export const selectPricePopupOpen = (state: RootState) => state.session.pricePopupOpen;
export const selectCustomersStatus = (state: RootState) => state.session.customersStatus;
export const selectMappedCustomers = (state: RootState) => state.session.customers;

export const selectPrimaryCustomers = createSelector([selectMappedCustomers], (customers) =>
  primaryCustomers(customers),
);

/** 'trade' for status 2, 'retail' for 1, nothing when prices are hidden. */
export const selectPriceModeKey = (state: RootState): 'trade' | 'retail' | null => {
  if (state.session.priceStatus === 2) return 'trade';
  if (state.session.priceStatus === 1) return 'retail';
  return null;
};

/** Order history is offered only with trade prices. */
export const selectShowOrderHistory = (state: RootState) => state.session.priceStatus === 2;
