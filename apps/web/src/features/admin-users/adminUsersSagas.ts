import type { PayloadAction } from '@reduxjs/toolkit';
import { NEW_USER_FIELDS } from '@atelier/contracts/common';
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { AdminUserUpdateBody, NewAdminUserBody, SettableUserStatus } from '../../api/accounts';
import { callApi, logError, navigateTo, selectState, type AppSaga } from '../../app/saga-utils';
import { notifySuccess, reportFormFailure } from '../../shared/forms/formSagas';
import { selectPermissionCatalogue } from './adminUsersSelectors';
import {
  adminDeleteSubmitted,
  adminPermissionsSubmitted,
  adminStatusSubmitted,
  adminUserCreateSubmitted,
  adminUserFailed,
  adminUserFormFailed,
  adminUserFormSucceeded,
  adminUserLoaded,
  adminUserRemoved,
  adminUserRequested,
  adminUsersFailed,
  adminUsersLoaded,
  adminUsersRequested,
  adminUserUpdateSubmitted,
  permissionCatalogueFailed,
  permissionCatalogueLoaded,
  permissionCatalogueRequested,
  type AdminUserFormName,
} from './adminUsersSlice';

const USER_FIELDS = [...Object.keys(NEW_USER_FIELDS), 'role', 'permissions'];

const FIELDS: Record<AdminUserFormName, readonly string[]> = {
  create: USER_FIELDS,
  edit: USER_FIELDS,
  permissions: ['permissions'],
  status: [],
  delete: [],
};

function* formFailed(name: AdminUserFormName, error: unknown): AppSaga {
  const errors = yield* reportFormFailure(error, FIELDS[name]);
  yield put(adminUserFormFailed({ name, errors }));
}

export function* loadAdminUsers(): AppSaga {
  try {
    const answer = yield* callApi((api) => api.listAdminUsers());
    yield put(adminUsersLoaded(answer.data));
  } catch (error) {
    // Spec §8: failed list loads are only logged; the screen says the list is unavailable.
    yield* logError('Admin users could not be loaded', error);
    yield put(adminUsersFailed());
  }
}

export function* loadPermissionCatalogue(): AppSaga {
  const catalogue = yield* selectState(selectPermissionCatalogue);
  if (catalogue.status === 'loaded') return;
  try {
    const answer = yield* callApi((api) => api.getPermissionCatalogue());
    yield put(permissionCatalogueLoaded(answer.data));
  } catch (error) {
    yield* logError('Admin permissions could not be loaded', error);
    yield put(permissionCatalogueFailed());
  }
}

export function* loadAdminUser(action: PayloadAction<string>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.getAdminUser(action.payload));
    yield put(adminUserLoaded(answer.data));
  } catch (error) {
    yield* logError('Admin user could not be loaded', error);
    yield put(adminUserFailed());
  }
}

/** POST /admin-users; back to the list afterwards. */
export function* createAdminUser(action: PayloadAction<NewAdminUserBody>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.createAdminUser(action.payload));
    yield put(adminUserLoaded(answer.data));
    yield put(adminUserFormSucceeded('create'));
    yield* notifySuccess(answer.message);
    yield* navigateTo('/Admin/admin-user-list');
  } catch (error) {
    yield* formFailed('create', error);
  }
}

export function* updateAdminUser(action: PayloadAction<{ id: string; body: AdminUserUpdateBody }>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.updateAdminUser(action.payload.id, action.payload.body));
    yield put(adminUserLoaded(answer.data));
    yield put(adminUserFormSucceeded('edit'));
    yield* notifySuccess(answer.message);
  } catch (error) {
    yield* formFailed('edit', error);
  }
}

/** PUT /admin-users/{id}/permissions: the list replaces the admin's permissions. */
export function* saveAdminPermissions(action: PayloadAction<{ id: string; permissions: string[] }>): AppSaga {
  try {
    const answer = yield* callApi((api) =>
      api.setAdminPermissions(action.payload.id, action.payload.permissions),
    );
    yield put(adminUserLoaded(answer.data));
    yield put(adminUserFormSucceeded('permissions'));
    yield* notifySuccess(answer.message);
  } catch (error) {
    yield* formFailed('permissions', error);
  }
}

/** not-allowed-user/{id}: stop (sessions end at once) or restore an admin. */
export function* saveAdminStatus(action: PayloadAction<{ id: string; status: SettableUserStatus }>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.setAdminUserStatus(action.payload.id, action.payload.status));
    yield put(adminUserLoaded(answer.data));
    yield put(adminUserFormSucceeded('status'));
    yield* notifySuccess(answer.message);
  } catch (error) {
    yield* formFailed('status', error);
  }
}

export function* deleteAdminUser(action: PayloadAction<string>): AppSaga {
  try {
    const answer = yield* callApi((api) => api.deleteAdminUser(action.payload));
    yield put(adminUserRemoved(action.payload));
    yield put(adminUserFormSucceeded('delete'));
    yield* notifySuccess(answer.message);
    yield* navigateTo('/Admin/admin-user-list');
  } catch (error) {
    yield* formFailed('delete', error);
  }
}

export function* adminUsersSaga(): AppSaga {
  yield all([
    // takeLatest: several screens ask for the list; the newest answer is the one kept.
    takeLatest(adminUsersRequested.match, loadAdminUsers),
    // takeLatest: the catalogue never changes while the app runs; one load is enough.
    takeLatest(permissionCatalogueRequested.match, loadPermissionCatalogue),
    // takeLatest: a newer admin opened replaces the older load.
    takeLatest(adminUserRequested.match, loadAdminUser),
    // takeLeading: a second create would only meet "email taken".
    takeLeading(adminUserCreateSubmitted.match, createAdminUser),
    // takeLeading: one save per click.
    takeLeading(adminUserUpdateSubmitted.match, updateAdminUser),
    // takeLeading: one save per click.
    takeLeading(adminPermissionsSubmitted.match, saveAdminPermissions),
    // takeLeading: one switch per click; the button changes with the answer.
    takeLeading(adminStatusSubmitted.match, saveAdminStatus),
    // takeLeading: a second delete would only meet "not found".
    takeLeading(adminDeleteSubmitted.match, deleteAdminUser),
  ]);
}
