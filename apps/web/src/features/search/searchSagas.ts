import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { getServices, navigateWithOptions, selectState, type AppSaga } from '../../app/saga-utils';
import { selectSearchScroll } from './searchSelectors';
import { keptListingShown, scrollRestored, searchQueryChanged } from './searchSlice';

/** Back from a design: scroll to where the user left the listing, once it is on screen. */
export function* restoreScrollPosition(): AppSaga {
  const scroll = yield* selectState(selectSearchScroll);
  if (!scroll.backNavigation) return;
  const { scrollTo } = yield* getServices();
  yield call(scrollTo, scroll.position);
  yield put(scrollRestored());
}

/** Filters and sort live in the URL: a change is a navigation, keeping the scroll position. */
export function* changeSearchQuery(action: PayloadAction<{ to: string }>): AppSaga {
  yield* navigateWithOptions(action.payload.to, { preventScrollReset: true });
}

/** The listing's flows; its results are read through the data layer (searchApi). */
export function* searchSaga(): AppSaga {
  yield all([
    // takeEvery: the first restore lowers the flag, so a repeated report finds nothing left to do.
    takeEvery(keptListingShown.match, restoreScrollPosition),
    // takeLatest: only the last of quick successive filter clicks decides the URL.
    takeLatest(searchQueryChanged.match, changeSearchQuery),
  ]);
}
