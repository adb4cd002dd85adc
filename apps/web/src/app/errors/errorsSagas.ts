import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, put, takeLatest } from 'redux-saga/effects';
import { callFn, getServices, type AppSaga } from '../saga-utils';
import { claimChunkReload, currentHref } from './chunkErrors';
import { chunkLoadFailed, chunkReloadSuppressed } from './errorsSlice';

/** Vite fires vite:preloadError on window when a lazy chunk cannot be loaded. */
export function preloadErrorChannel(): EventChannel<string> {
  return eventChannel<string>((emit) => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      emit('vite:preloadError');
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  });
}

/** Spec §2: chunk load failures reload the page (once; a repeat failure shows the error page). */
export function* reloadAfterChunkFailure(): AppSaga {
  const allowed = yield* callFn(claimChunkReload);
  if (!allowed) {
    yield put(chunkReloadSuppressed());
    return;
  }
  const href = yield* callFn(currentHref);
  const { reload } = yield* getServices();
  yield call(reload, href);
}

export function* errorsSaga(): AppSaga {
  const channel = yield* callFn(preloadErrorChannel);
  yield all([
    // takeLatest: several chunks failing together need a single reload.
    takeLatest(channel, reloadAfterChunkFailure),
    // takeLatest: same, for failures reported by the route error page.
    takeLatest(chunkLoadFailed.match, reloadAfterChunkFailure),
  ]);
}
