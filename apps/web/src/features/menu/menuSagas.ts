import { put, takeLatest } from 'redux-saga/effects';
import { callApi, logError, type AppSaga } from '../../app/saga-utils';
import { normaliseMenu } from './menuPaths';
import { menuFailed, menuLoaded, menuRequested } from './menuSlice';

export function* loadMenu(): AppSaga {
  try {
    const response = yield* callApi((api) => api.getMenu());
    yield put(menuLoaded(normaliseMenu(response.data)));
  } catch (error) {
    // Spec §8: a failed menu load is only logged.
    yield* logError('Menu could not be loaded', error);
    yield put(menuFailed());
  }
}

export function* menuSaga(): AppSaga {
  // takeLatest: repeated layout loads need only the newest menu.
  yield takeLatest(menuRequested.match, loadMenu);
}
