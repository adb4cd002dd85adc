import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, getContext, put, select, take, takeLeading } from 'redux-saga/effects';
import type { AppSaga } from '../saga-utils';
import type { AppServices } from '../services';
import type { RootState } from '../store';
import { isAdminPath } from '../../i18n/languages';
import { readToken, STORAGE_KEYS } from '../../shared/storage';
import { accessTokenRenewed, sessionCleared, sessionEnded } from '../auth/authSlice';
import { exchangeRefreshToken, type RefreshOutcome } from './refreshExchange';
import { tokenRefreshRequested, tokenRefreshSettled } from './tokensSlice';

/*
 * Access tokens live at most 15 minutes. A call that meets 401 TOKEN_EXPIRED asks for one refresh and
 * retries once (saga-utils' callApi). Single flight: while a refresh runs, every other such call waits
 * for its outcome instead of spending the refresh token again (a second use ends the whole session).
 * Tabs share the tokens in local storage and take a Web Lock around the exchange.
 *
 * This file uses plain effects (not saga-utils' helpers) because callApi itself depends on it.
 */

function* services(): AppSaga<AppServices> {
  return (yield getContext('services')) as AppServices;
}

function* pathname(): AppSaga<string> {
  return (yield select((state: RootState) => state.layout.pathname)) as string;
}

/**
 * Waits for a fresh access token after `expiredToken` was refused as expired; starts the refresh unless
 * one is already in flight. True when the caller may retry.
 */
export function* renewAccessToken(expiredToken: string): AppSaga<boolean> {
  const refreshing = (yield select((state: RootState) => state.tokens.refreshing)) as boolean;
  if (!refreshing) {
    const current = (yield call(readToken)) as string | null;
    // Renewed since the call was sent (an earlier flight, or another tab): retry with the stored one.
    if (current !== expiredToken) return current !== null;
    yield put(tokenRefreshRequested(expiredToken));
  }
  const settled = (yield take(tokenRefreshSettled.match)) as ReturnType<typeof tokenRefreshSettled>;
  return settled.payload.ok;
}

/** The one refresh in flight. A 401 from refresh-token ends the session (spec §4 logout, no server call). */
export function* refreshTokens(action: PayloadAction<string>): AppSaga {
  const { api, log } = yield* services();
  const outcome = (yield call(exchangeRefreshToken, api, action.payload)) as RefreshOutcome;
  if (outcome.kind === 'renewed') {
    yield put(accessTokenRenewed(outcome.token));
    yield put(tokenRefreshSettled({ ok: true }));
    return;
  }
  yield put(tokenRefreshSettled({ ok: false }));
  if (outcome.kind === 'failed') {
    // Spec §8: authentication errors are only logged.
    yield call(log, 'The session could not be refreshed', outcome.error);
    return;
  }
  yield call(log, 'The session has ended; logging out');
  const current = yield* pathname();
  yield put(sessionEnded({ destination: isAdminPath(current) ? 'admin-login' : 'home' }));
}

/** The access token as another tab left it in local storage (null: that tab logged out). */
export interface TokenChange {
  token: string | null;
}

export function otherTabsChannel(): EventChannel<TokenChange> {
  return eventChannel<TokenChange>((emit) => {
    const onStorage = (event: StorageEvent) => {
      // key null: the other tab cleared the whole storage.
      if (event.key === STORAGE_KEYS.token || event.key === null) emit({ token: readToken() });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}

/** Another tab refreshed (adopt its access token) or logged out (end this tab's session too). */
export function* followOtherTabs(change: TokenChange): AppSaga {
  const loggedIn = (yield select((state: RootState) => state.auth.token !== null)) as boolean;
  if (!loggedIn) return;
  if (change.token === null) yield put(sessionCleared({ intentional: false }));
  else yield put(accessTokenRenewed(change.token));
}

export function* watchOtherTabs(): AppSaga {
  const channel = (yield call(otherTabsChannel)) as EventChannel<TokenChange>;
  try {
    for (;;) {
      const change = (yield take(channel)) as TokenChange;
      yield call(followOtherTabs, change);
    }
  } finally {
    channel.close();
  }
}

export function* tokensSaga(): AppSaga {
  yield all([
    // takeLeading: single flight; a refresh token must be spent once, so requests during a flight are dropped
    // (their callers wait for tokenRefreshSettled instead).
    takeLeading(tokenRefreshRequested.match, refreshTokens),
    call(watchOtherTabs),
  ]);
}
