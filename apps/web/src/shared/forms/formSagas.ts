import { put } from 'redux-saga/effects';
import { ApiError, errorMessage } from '../../api/client';
import type { AppSaga } from '../../app/saga-utils';
import { notificationShown, notifyError } from '../../app/notifications/notificationsSlice';
import type { ServerFieldErrors } from './formMessages';

/**
 * A failed form request (API.md conventions): `errors[field]` go under the form's fields; whatever has
 * no field on the form (or no `errors` at all: 409, 429, network) is shown as the red notification.
 * Returns the errors the form shows (empty when none).
 */
export function* reportFormFailure(error: unknown, fields: readonly string[]): AppSaga<ServerFieldErrors> {
  const errors = error instanceof ApiError ? (error.errors ?? {}) : {};
  const shown: Record<string, string[]> = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    if (fields.includes(field)) shown[field] = messages;
    else elsewhere.push(...messages);
  }
  if (Object.keys(shown).length === 0 || elsewhere.length > 0) {
    yield put(notifyError(elsewhere.length > 0 ? elsewhere.join(' ') : errorMessage(error)));
  }
  return shown;
}

/** The server's (already localised) success message as the green notification. */
export function* notifySuccess(message: string | undefined): AppSaga {
  if (message) yield put(notificationShown({ kind: 'success', text: message }));
}
