import type { Api } from '../api/api';

export interface NavigateOptions {
  /** Replace the current history entry (variant pickers) instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (filter changes) instead of scrolling to the top. */
  preventScrollReset?: boolean;
}

/** Everything sagas reach the outside world through; injected as saga context so tests can stub it. */
export interface AppServices {
  api: Api;
  /** Client-side navigation to an already localised path. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Full page load of a URL (language change, failed chunk). */
  reload: (url: string) => void;
  /** Scrolls the window to a position once the next frame is drawn (scroll restoration). */
  scrollTo: (top: number) => void;
  /** Failures that are only logged, never shown. */
  log: (message: string, error?: unknown) => void;
}
