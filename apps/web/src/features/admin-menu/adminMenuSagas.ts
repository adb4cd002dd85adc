import { debounce, put } from 'redux-saga/effects';
import { navigateTo, type AppSaga } from '../../app/saga-utils';
import { GUARD_DEBOUNCE_MS } from '../../app/auth/authSagas';
import { notifyError } from '../../app/notifications/notificationsSlice';
import { adminScreenRefused } from './adminMenuSlice';

/** Spec §6: "You do not have permission!" and back to the admin home. */
export function* refuseAdminScreen(): AppSaga {
  yield put(notifyError(null, 'noPermission'));
  yield* navigateTo('/admin-home');
}

export function* adminMenuSaga(): AppSaga {
  // debounce: StrictMode and re-renders may report one refusal several times; tell the admin once.
  yield debounce(GUARD_DEBOUNCE_MS, adminScreenRefused.match, refuseAdminScreen);
}
