import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { ApiError, errorMessage } from '../../api/client';
import {
  callAbortableApi,
  getServices,
  logError,
  navigateWithOptions,
  selectState,
  type AppSaga,
} from '../../app/saga-utils';
import { selectCatalogueAccess } from '../../shared/catalogue/catalogueSelectors';
import { selectPriceStatus } from '../../app/session/sessionSelectors';
import { toSearchRequest } from './searchQuery';
import { selectSearchScroll } from './searchSelectors';
import {
  scrollRestored,
  searchFailed,
  searchLoaded,
  searchPageEntered,
  searchQueryChanged,
  searchStarted,
  type SearchEntry,
} from './searchSlice';

/** What to tell the user: a refused field's own message (the top-level one is generic), else the message. */
export function searchErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.errors) {
    const first = Object.values(error.errors).find((messages) => messages.length > 0)?.[0];
    if (first) return first;
  }
  return errorMessage(error);
}

/** Back from a design: scroll to where the user left the listing, once it is on screen. */
export function* restoreScrollPosition(): AppSaga {
  const scroll = yield* selectState(selectSearchScroll);
  if (!scroll.backNavigation) return;
  const { scrollTo } = yield* getServices();
  yield call(scrollTo, scroll.position);
  yield put(scrollRestored());
}

/**
 * Loads a listing. Back from a design, the listing still in the store is shown again as it was (no request,
 * the scroll position restored). Facets are asked for only when the filters changed, not for another page.
 */
export function* runSearch(action: PayloadAction<SearchEntry>): AppSaga {
  const { query, key, facetsKey } = action.payload;
  const access = yield* selectState(selectCatalogueAccess);
  if (access !== 'ready') return;

  const current = yield* selectState((state) => state.search);
  if (current.scroll.backNavigation && current.key === key && current.status === 'loaded') {
    yield* restoreScrollPosition();
    return;
  }

  const priceStatus = yield* selectState(selectPriceStatus);
  const withFacets = current.facets === null || current.facetsKey !== facetsKey;
  yield put(searchStarted({ key }));
  try {
    const response = yield* callAbortableApi((api, signal) =>
      api.searchDesigns(toSearchRequest(query, priceStatus, withFacets), signal),
    );
    yield put(searchLoaded({ key, facetsKey, result: response.data }));
  } catch (error) {
    if (error instanceof ApiError && error.isAborted) return;
    yield* logError('Design search failed', error);
    yield put(searchFailed({ key, message: searchErrorMessage(error) }));
    return;
  }
  yield* restoreScrollPosition();
}

/** Filters and sort live in the URL: a change is a navigation, keeping the scroll position. */
export function* changeSearchQuery(action: PayloadAction<{ to: string }>): AppSaga {
  yield* navigateWithOptions(action.payload.to, { preventScrollReset: true });
}

export function* searchSaga(): AppSaga {
  yield all([
    // takeLatest: a newer listing (filter, page, sort) cancels the older one and aborts its request.
    takeLatest(searchPageEntered.match, runSearch),
    // takeLatest: only the last of quick successive filter clicks decides the URL.
    takeLatest(searchQueryChanged.match, changeSearchQuery),
  ]);
}
