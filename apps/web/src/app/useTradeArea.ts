import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from './store';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * Loads the trade area (its data layer, slices and sagas) on demand, for a trade control shown on a
 * catalogue page (the design page's "add to order list"): the area loads when the control is used, so a
 * visitor browsing the catalogue still never downloads it. Starting it twice is a no-op.
 */
export function useTradeArea(): () => Promise<void> {
  const store = useAppStore();
  return useCallback(async () => {
    const { tradeArea } = await import('../trade/tradeArea');
    store.startArea(tradeArea);
  }, [store]);
}
