import type { RootState } from '../../app/store';

/**
 * Whether products can be shown (spec §6: all product lists require login): 'ready' once logged in with a
 * price chosen, 'pending' while the price popup is still open, 'login' for visitors.
 */
export type CatalogueAccess = 'ready' | 'pending' | 'login';

export const selectCatalogueAccess = (state: RootState): CatalogueAccess => {
  if (state.auth.token === null) return 'login';
  return state.session.isPriceSet ? 'ready' : 'pending';
};

/** What the server's prices depend on: the price status and the selected customer (its markup and VAT). */
export const selectPriceContextKey = (state: RootState): string =>
  `${state.session.priceStatus}|${state.session.selectedCustomer?.id ?? ''}`;
