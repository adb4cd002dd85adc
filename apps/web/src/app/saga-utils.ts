import { CommonErrorCode } from '@atelier/contracts/common';
import { call, cancelled, getContext, put, select, type StrictEffect } from 'redux-saga/effects';
import type { Api } from '../api/api';
import { ApiError } from '../api/client';
import { sessionExpired } from './auth/authSlice';
import { renewAccessToken } from './tokens/tokensSagas';
import { selectLanguage } from './language/languageSelectors';
import { localizePath } from '../i18n/languages';
import { readToken } from '../shared/storage';
import type { AppServices, NavigateOptions } from './services';
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

/** The access token has expired (not revoked, not invalid): one refresh and a retry may save the call. */
export function isTokenExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === CommonErrorCode.TokenExpired;
}

/**
 * Calls the API. An expired access token is refreshed (one flight for all callers, see tokensSagas) and
 * the call retried once; any other 401 clears the session locally before the error reaches the caller.
 */
export function* callApi<T>(request: (api: Api) => Promise<T>): AppSaga<T> {
  const { api } = yield* getServices();
  const tokenSent = yield* callFn(readToken);
  try {
    return (yield call(request, api)) as T;
  } catch (error) {
    if (tokenSent !== null && isTokenExpired(error)) {
      const renewed = yield* renewAccessToken(tokenSent);
      if (!renewed) throw error;
      return yield* callOnce(request, api);
    }
    if (error instanceof ApiError && error.status === 401) yield put(sessionExpired());
    throw error;
  }
}

function* callOnce<T>(request: (api: Api) => Promise<T>, api: Api): AppSaga<T> {
  try {
    return (yield call(request, api)) as T;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) yield put(sessionExpired());
    throw error;
  }
}

/**
 * Calls the API with an AbortSignal: when the calling saga is cancelled (a takeLatest replaced it), the HTTP
 * request itself is aborted, not only ignored.
 */
export function* callAbortableApi<T>(request: (api: Api, signal: AbortSignal) => Promise<T>): AppSaga<T> {
  const controller = yield* callFn(() => new AbortController());
  try {
    return yield* callApi((api) => request(api, controller.signal));
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
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

/** Navigates to an already localised location (a path with its query) with history options. */
export function* navigateWithOptions(to: string, options: NavigateOptions): AppSaga {
  const { navigate } = yield* getServices();
  yield call(navigate, to, options);
}
