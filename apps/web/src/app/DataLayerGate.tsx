import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { dataLayerArea } from './dataLayerArea';
import type { AppStore } from './store';

const useAppStore = useStore.withTypes<AppStore>();

/**
 * Renders a lazily loaded storefront screen once the data layer is in the store (its chunk brings the
 * data layer with it; starting it twice is a no-op), so the screen's queries find their cache. Once it
 * is there (an earlier screen started it), the screen renders at once: a page coming back from history
 * keeps its height, so the scroll position it restores is not clamped by an empty first frame.
 */
export function DataLayerGate({ children }: { children: ReactNode }) {
  const store = useAppStore();
  const [ready, setReady] = useState(() => store.hasStarted(dataLayerArea));
  useEffect(() => {
    store.startArea(dataLayerArea);
    setReady(true);
  }, [store]);
  return ready ? children : null;
}
