import { all, call, spawn } from 'redux-saga/effects';
import { announcementsSaga } from '../features/announcements/announcementsSagas';
import { authSaga, restoreSession } from './auth/authSagas';
import { autocompleteSaga } from '../features/autocomplete/autocompleteSagas';
import { cartSaga } from './cart/cartSagas';
import { designSaga } from '../features/design/designSagas';
import { errorsSaga } from './errors/errorsSagas';
import { homeSaga } from '../features/home/homeSagas';
import { detectInitialLanguage, languageSaga } from './language/languageSagas';
import { layoutSaga } from './layout/layoutSagas';
import { pageViewSaga } from './layout/pageViewSagas';
import { menuSaga } from '../features/menu/menuSagas';
import { newsletterSaga } from '../features/newsletter/newsletterSagas';
import { notificationsSaga } from './notifications/notificationsSagas';
import { searchSaga } from '../features/search/searchSagas';
import { sessionSaga } from '../features/session/sessionSagas';
import { tokensSaga } from './tokens/tokensSagas';
import { registrationSaga } from '../features/registration/registrationSagas';
import { passwordSaga } from '../features/password/passwordSagas';
import { keepAlive } from './areas';
import type { AppSaga } from './saga-utils';

const featureSagas: ReadonlyArray<readonly [string, () => AppSaga]> = [
  ['auth', authSaga],
  ['session', sessionSaga],
  ['layout', layoutSaga],
  ['pageViews', pageViewSaga],
  ['announcements', announcementsSaga],
  ['menu', menuSaga],
  ['cart', cartSaga],
  ['newsletter', newsletterSaga],
  ['language', languageSaga],
  ['notifications', notificationsSaga],
  ['errors', errorsSaga],
  ['home', homeSaga],
  ['autocomplete', autocompleteSaga],
  ['search', searchSaga],
  ['design', designSaga],
  ['tokens', tokensSaga],
  ['registration', registrationSaga],
  ['password', passwordSaga],
];

export function* rootSaga(): AppSaga {
  // Synchronous: the store holds the persisted session before the first render.
  yield call(restoreSession);
  yield call(detectInitialLanguage);
  yield all(featureSagas.map(([name, saga]) => spawn(keepAlive, name, saga)));
}
