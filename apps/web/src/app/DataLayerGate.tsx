import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { dataLayerArea } from './dataLayerArea';
import type { AppStore } from './store';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * Renders a lazily loaded storefront screen once the data layer is in the store (its chunk brings the
 * data layer with it; starting it twice is a no-op), so the screen's queries find their cache.
 */
export function DataLayerGate({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    store.startArea(dataLayerArea);
    setReady(true);
  }, [store]);
  return ready ? children : null;
}
