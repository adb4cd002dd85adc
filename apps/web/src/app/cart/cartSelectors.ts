import type { CartLine, CartMessage } from '@atelier/contracts/orders';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store';

export const selectCartCount = (state: RootState) => state.cart.count;
export const selectCartLoading = (state: RootState) => state.cart.loading;
export const selectCartEntry = (state: RootState) => state.cart.entry;
export const selectCartStatus = (state: RootState) => state.cart.status;
export const selectCartPendingLineIds = (state: RootState) => state.cart.pendingLineIds;
export const selectCartAcceptingPrices = (state: RootState) => state.cart.acceptingPrices;
export const selectAddToCartPending = (state: RootState) => state.cart.adding;
export const selectAddToCartErrors = (state: RootState) => state.cart.addErrors;
export const selectAddedCount = (state: RootState) => state.cart.addedCount;

const NO_LINES: CartLine[] = [];
const NO_MESSAGES: CartMessage[] = [];

export const selectCartLines = (state: RootState) => state.cart.entry?.order_detail ?? NO_LINES;
export const selectCartMessages = (state: RootState) => state.cart.entry?.messages ?? NO_MESSAGES;

/** Lines whose price changed since they were added (the "accept new prices" button). */
export const selectPriceChangedLineIds = createSelector([selectCartLines], (lines) =>
  lines
    .filter((line) => line.messages.some((message) => message.code === 'PRICE_CHANGED'))
    .map((line) => line._id),
);

/** Whether any line or the cart itself carries a message that stops the order. */
export const selectCartBlocked = createSelector(
  [selectCartLines, selectCartMessages],
  (lines, messages) =>
    messages.some((message) => message.blocking) ||
    lines.some((line) => line.messages.some((message) => message.blocking)),
);
