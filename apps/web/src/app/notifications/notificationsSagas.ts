import type { PayloadAction } from '@reduxjs/toolkit';
import { delay, put, takeEvery } from 'redux-saga/effects';
import type { AppSaga } from '../saga-utils';
import {
  NOTIFICATION_TIMEOUT_MS,
  notificationDismissed,
  notificationShown,
  type AppNotification,
} from './notificationsSlice';

export function* dismissLater(action: PayloadAction<AppNotification>): AppSaga {
  yield delay(NOTIFICATION_TIMEOUT_MS);
  yield put(notificationDismissed(action.payload.id));
}

export function* notificationsSaga(): AppSaga {
  // takeEvery: each toast has its own 5 s timer; a new toast must not cancel the previous one's.
  yield takeEvery(notificationShown.match, dismissLater);
}
