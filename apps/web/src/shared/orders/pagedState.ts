import type { Paged } from '@atelier/contracts/orders';
import type { LoadStatus } from '../../app/session/sessionSlice';

/** A list page's rows, as the server answered them for `key`. */
export interface PagedState<T> {
  key: string | null;
  status: LoadStatus;
  rows: T[];
  count: number;
  page: number;
  pages: number;
  /** 403: order history and invoices need trade prices. */
  forbidden: boolean;
  error: string | null;
}

export function emptyPaged<T>(): PagedState<T> {
  return { key: null, status: 'idle', rows: [], count: 0, page: 1, pages: 1, forbidden: false, error: null };
}

/** The story of one paged load in a slice: started, loaded, failed (403 apart). */
export function pagedStarted<T>(state: PagedState<T>, key: string): void {
  if (state.key !== key) {
    state.rows = [];
    state.count = 0;
  }
  state.key = key;
  state.status = 'loading';
  state.forbidden = false;
  state.error = null;
}

export function pagedLoaded<T>(state: PagedState<T>, key: string, data: Paged<T>): void {
  if (state.key !== key) return;
  state.status = 'loaded';
  state.rows = data.rows;
  state.count = data.count;
  state.page = data.page;
  state.pages = Math.max(1, data.pages);
}

export function pagedFailed<T>(
  state: PagedState<T>,
  key: string,
  failure: { forbidden: boolean; message: string | null },
): void {
  if (state.key !== key) return;
  state.status = 'failed';
  state.rows = [];
  state.count = 0;
  state.forbidden = failure.forbidden;
  state.error = failure.message;
}

export interface DetailState<T> {
  id: string | null;
  status: LoadStatus;
  item: T | null;
  notFound: boolean;
  /** 403: invoices need trade prices. */
  forbidden: boolean;
  error: string | null;
}

export function emptyDetail<T>(): DetailState<T> {
  return { id: null, status: 'idle', item: null, notFound: false, forbidden: false, error: null };
}
