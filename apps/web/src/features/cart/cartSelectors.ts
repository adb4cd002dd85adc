import type { RootState } from '../../app/store';

export const selectCartCount = (state: RootState) => state.cart.count;
export const selectCartLoading = (state: RootState) => state.cart.loading;
