import type { Api } from '../api/api';

/** Everything sagas reach the outside world through; injected as saga context so tests can stub it. */
export interface AppServices {
  api: Api;
  /** Client-side navigation to an already localised path. */
  navigate: (to: string) => void;
  /** Full page load of a URL (language change, failed chunk). */
  reload: (url: string) => void;
  /** Failures that are only logged, never shown. */
  log: (message: string, error?: unknown) => void;
}
