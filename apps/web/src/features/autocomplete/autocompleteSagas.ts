import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { all, delay, put, takeLatest } from 'redux-saga/effects';
import { SEARCH_PAGE_SIZE } from '../../api/catalogue';
import { ApiError } from '../../api/client';
import { callAbortableApi, logError, navigateTo, selectState, type AppSaga } from '../../app/saga-utils';
import { selectCatalogueAccess } from '../../shared/catalogue/catalogueSelectors';
import {
  autocompleteFailed,
  autocompleteLoaded,
  autocompleteLoginNeeded,
  autocompleteOpened,
  autocompleteStarted,
  autocompleteTextChanged,
} from './autocompleteSlice';

/** Spec §5 and §9: the design search waits 800 ms after the last keystroke. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 800;

/**
 * The header's design autocomplete. Run with takeLatest, so a new keystroke cancels this saga: during the
 * debounce nothing has been sent; during the request, the cancellation aborts the HTTP request itself.
 */
export function* searchAutocomplete(action: UnknownAction): AppSaga {
  // A chosen result only cancels what is pending (see the watcher); it starts no search.
  if (!autocompleteTextChanged.match(action)) return;
  const name = action.payload.trim();
  // Spec §5: nothing is sent for empty text (the reducer has already emptied the list).
  if (name === '') return;
  yield delay(AUTOCOMPLETE_DEBOUNCE_MS);

  const access = yield* selectState(selectCatalogueAccess);
  if (access !== 'ready') {
    yield put(autocompleteLoginNeeded());
    return;
  }

  yield put(autocompleteStarted());
  try {
    const response = yield* callAbortableApi((api, signal) =>
      api.searchDesignAutocomplete({ name, page: 1, limit: SEARCH_PAGE_SIZE }, signal),
    );
    yield put(
      autocompleteLoaded({ query: name, results: Array.isArray(response.data) ? response.data : [] }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.isAborted) return;
    yield* logError('Design autocomplete failed', error);
    yield put(autocompleteFailed());
  }
}

export function* openAutocompleteChoice(action: PayloadAction<{ path: string }>): AppSaga {
  yield* navigateTo(action.payload.path);
}

export function* autocompleteSaga(): AppSaga {
  yield all([
    // takeLatest: each keystroke (or a chosen result) restarts the debounce and aborts the request in flight.
    takeLatest([autocompleteTextChanged.type, autocompleteOpened.type], searchAutocomplete),
    // takeLatest: only the last choice decides where the page goes.
    takeLatest(autocompleteOpened.match, openAutocompleteChoice),
  ]);
}
