import { put, takeLatest } from 'redux-saga/effects';
import { callApi, logError, selectState, type AppSaga } from '../../app/saga-utils';
import { selectUserId } from '../../app/auth/authSelectors';
import {
  adminPermissionsFailed,
  adminPermissionsLoaded,
  adminPermissionsRequested,
} from '../../back-office/adminSlice';

export function* loadAdminPermissions(): AppSaga {
  const userId = yield* selectState(selectUserId);
  if (!userId) {
    yield put(adminPermissionsFailed());
    return;
  }
  try {
    const response = yield* callApi((api) => api.listAdminPermissions(userId));
    const list = response.data?.data;
    yield put(adminPermissionsLoaded(Array.isArray(list) ? list : []));
  } catch (error) {
    // Spec §8: a failed permissions load is only logged.
    yield* logError('Admin permissions could not be loaded', error);
    yield put(adminPermissionsFailed());
  }
}

export function* adminSaga(): AppSaga {
  // takeLatest: the admin home may mount twice (StrictMode); only the newest list is kept.
  yield takeLatest(adminPermissionsRequested.match, loadAdminPermissions);
}
