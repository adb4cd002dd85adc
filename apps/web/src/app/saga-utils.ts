import { call, getContext, put, select, type StrictEffect } from 'redux-saga/effects';
import type { Api } from '../api/api';
import { ApiError } from '../api/client';
import { sessionExpired } from '../features/auth/authSlice';
import { selectLanguage } from '../features/language/languageSelectors';
import { localizePath } from '../i18n/languages';
import type { AppServices } from './services';
import type { RootState } from './store';

/** A saga whose yields resolve to unknown: results are typed by the helpers below, never `any`. */
export type AppSaga<R = void> = Generator<StrictEffect, R, unknown>;

export function* getServices(): AppSaga<AppServices> {
  return (yield getContext('services')) as AppServices;
}

export function* selectState<T>(selector: (state: RootState) => T): AppSaga<T> {
  return (yield select(selector)) as T;
}

/** Runs a synchronous or asynchronous function as a `call` effect and types its result. */
export function* callFn<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): AppSaga<Awaited<R>> {
  return (yield call(fn, ...args)) as Awaited<R>;
}

/** Calls the API; a 401 clears the session locally before the error reaches the caller. */
export function* callApi<T>(request: (api: Api) => Promise<T>): AppSaga<T> {
  const { api } = yield* getServices();
  try {
    return (yield call(request, api)) as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) yield put(sessionExpired());
    throw error;
  }
}

export function* logError(message: string, error?: unknown): AppSaga {
  const { log } = yield* getServices();
  yield call(log, message, error);
}

/** Navigates to an app path in the current language. */
export function* navigateTo(path: string): AppSaga {
  const { navigate } = yield* getServices();
  const language = yield* selectState(selectLanguage);
  yield call(navigate, localizePath(path, language));
}
