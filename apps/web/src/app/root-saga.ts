import { all, call, spawn } from 'redux-saga/effects';
import { adminSaga } from '../features/admin/adminSagas';
import { announcementsSaga } from '../features/announcements/announcementsSagas';
import { authSaga, restoreSession } from '../features/auth/authSagas';
import { cartSaga } from '../features/cart/cartSagas';
import { errorsSaga } from '../features/errors/errorsSagas';
import { detectInitialLanguage, languageSaga } from '../features/language/languageSagas';
import { layoutSaga } from '../features/layout/layoutSagas';
import { menuSaga } from '../features/menu/menuSagas';
import { newsletterSaga } from '../features/newsletter/newsletterSagas';
import { notificationsSaga } from '../features/notifications/notificationsSagas';
import { sessionSaga } from '../features/session/sessionSagas';
import { logError, type AppSaga } from './saga-utils';

const featureSagas: ReadonlyArray<readonly [string, () => AppSaga]> = [
  ['auth', authSaga],
  ['session', sessionSaga],
  ['layout', layoutSaga],
  ['announcements', announcementsSaga],
  ['menu', menuSaga],
  ['cart', cartSaga],
  ['newsletter', newsletterSaga],
  ['language', languageSaga],
  ['notifications', notificationsSaga],
  ['admin', adminSaga],
  ['errors', errorsSaga],
];

/** Keeps one feature's watchers alive: an unexpected error is logged and the watcher restarts. */
function* keepAlive(name: string, saga: () => AppSaga): AppSaga {
  for (;;) {
    try {
      yield call(saga);
      return;
    } catch (error) {
      yield* logError(`Saga "${name}" crashed and was restarted`, error);
    }
  }
}

export function* rootSaga(): AppSaga {
  // Synchronous: the store holds the persisted session before the first render.
  yield call(restoreSession);
  yield call(detectInitialLanguage);
  yield all(featureSagas.map(([name, saga]) => spawn(keepAlive, name, saga)));
}
