import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, debounce, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessage } from '../../api/client';
import { callApi, callFn, logError, navigateTo, selectState, type AppSaga } from '../saga-utils';
import { isAdminPath, stripLanguagePrefix } from '../../i18n/languages';
import {
  clearSessionCookies,
  readIsPriceSet,
  readPriceStatus,
  readSelectedCustomer,
  resetPriceCookies,
} from '../../shared/cookies';
import {
  clearStoredSession,
  readCustomerInfo,
  readToken,
  readUser,
  writeRefreshToken,
  writeToken,
  writeUser,
  type SessionUser,
} from '../../shared/storage';
import { routeChanged } from '../layout/layoutSlice';
import { notifyError } from '../notifications/notificationsSlice';
import { selectPricePopupOpen } from '../session/sessionSelectors';
import { pricePopupOpened, priceSessionReset } from '../session/sessionSlice';
import { selectIsLoggedIn, selectLoginPending, selectToken } from './authSelectors';
import {
  guardRejected,
  guardsRearmed,
  loginFailed,
  loginModalClosed,
  loginRejected,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  sessionCleared,
  sessionEnded,
  sessionExpired,
  sessionRestored,
  userInfoLoaded,
  userInfoRequested,
  type LoginCredentials,
  type LogoutRequest,
  type RestoredSession,
} from './authSlice';
import { isAdminRole, isCustomerRole, type GuardDecision, type GuardKind } from './roles';

/** Guards may render several times for one navigation; act once per burst. */
export const GUARD_DEBOUNCE_MS = 50;

function readPersistedSession(): RestoredSession {
  const token = readToken();
  return {
    token,
    user: token ? readUser() : null,
    priceStatus: readPriceStatus(),
    isPriceSet: readIsPriceSet(),
    selectedCustomer: readSelectedCustomer() ?? readCustomerInfo(),
  };
}

function currentPathname(): string {
  return window.location.pathname;
}

/** Puts the token, user and price cookies back into the store when the page loads. */
export function* restoreSession(): AppSaga {
  const session = yield* callFn(readPersistedSession);
  yield put(sessionRestored(session));
}

/** Spec §4 login flow. */
export function* login(action: PayloadAction<LoginCredentials>): AppSaga {
  const { email, password, mode } = action.payload;

  yield call(resetPriceCookies);
  yield put(priceSessionReset());

  let response;
  try {
    response = yield* callApi((api) => api.login({ email, password }));
  } catch (error) {
    yield put(loginFailed());
    yield put(notifyError(errorMessage(error)));
    return;
  }

  if (!response.status) {
    yield put(loginRejected(response.message));
    return;
  }

  const { token, refreshToken, role, user } = response.data;
  const sessionUser: SessionUser = { ...user, role };
  yield call(writeToken, token);
  yield call(writeRefreshToken, refreshToken ?? null);
  yield call(writeUser, sessionUser);
  yield put(loginSucceeded({ token, user: sessionUser }));

  if (mode === 'admin') {
    if (isAdminRole(role)) {
      yield* navigateTo('/admin-home');
    } else {
      yield put(notifyError(null, 'invalidAccessGuard'));
      yield put(logoutRequested({ destination: 'stay' }));
    }
    return;
  }

  if (isCustomerRole(role)) {
    // The popup reads the user's customers itself (through the data layer, which its chunk brings).
    yield put(pricePopupOpened());
  } else {
    yield put(notifyError(null, 'invalidAccess'));
    yield put(logoutRequested({ destination: 'home' }));
  }
}

function* clearLocalSession(intentional: boolean): AppSaga {
  yield call(clearStoredSession);
  yield call(clearSessionCookies);
  yield put(sessionCleared({ intentional }));
}

/** Logout: tell the server (best effort), clear token and cookies, cart count 0, then go home or to /admin-login. */
export function* logout(action: PayloadAction<LogoutRequest>): AppSaga {
  const token = yield* selectState(selectToken);
  if (token) {
    try {
      yield* callApi((api) => api.logout());
    } catch (error) {
      yield* logError('Logout request failed', error);
    }
  }
  yield* clearLocalSession(true);
  if (action.payload.destination === 'home') yield* navigateTo('/');
  if (action.payload.destination === 'admin-login') yield* navigateTo('/admin-login');
}

/** The server ended the session (its refresh was refused): forget it here and leave, as logout does. */
export function* endSession(action: PayloadAction<LogoutRequest>): AppSaga {
  const loggedIn = yield* selectState(selectIsLoggedIn);
  if (!loggedIn) return;
  yield* clearLocalSession(true);
  if (action.payload.destination === 'home') yield* navigateTo('/');
  if (action.payload.destination === 'admin-login') yield* navigateTo('/admin-login');
}

/** Any 401: the server no longer knows the token; forget it locally. */
export function* expireSession(): AppSaga {
  const loggedIn = yield* selectState(selectIsLoggedIn);
  if (loggedIn) yield* clearLocalSession(false);
}

export function* refreshUserInfo(): AppSaga {
  const loggedIn = yield* selectState(selectIsLoggedIn);
  if (!loggedIn) return;
  try {
    const response = yield* callApi((api) => api.getUserInfo());
    const { _id, email, first_name, last_name, role } = response.data;
    const user: SessionUser = { _id, email, first_name, last_name, role };
    yield call(writeUser, user);
    yield put(userInfoLoaded(user));
  } catch (error) {
    // Spec §8: authentication errors are only logged.
    yield* logError('User info could not be loaded', error);
  }
}

/**
 * Login gate: a logged-in user on a storefront page without the isPriceSet cookie is logged out
 * (cart count back to 0). Skipped while the login or the price popup is in progress.
 */
export function* checkLoginGate(action: PayloadAction<string>): AppSaga {
  const pathname = action.payload;
  if (isAdminPath(pathname)) return;
  const loggedIn = yield* selectState(selectIsLoggedIn);
  if (!loggedIn) return;
  const popupOpen = yield* selectState(selectPricePopupOpen);
  const loginPending = yield* selectState(selectLoginPending);
  if (popupOpen || loginPending) return;
  const priceSet = yield* callFn(readIsPriceSet);
  if (priceSet) return;
  yield put(logoutRequested({ destination: 'home' }));
}

export function* rearmGuards(): AppSaga {
  yield put(guardsRearmed());
}

const GUARD_OUTCOMES: Record<
  GuardKind,
  Record<
    Exclude<GuardDecision, 'allow'>,
    { key: 'noPermission' | 'invalidAccessGuard'; path: string; logout: boolean }
  >
> = {
  admin: {
    'no-permission': { key: 'noPermission', path: '/', logout: false },
    invalid: { key: 'invalidAccessGuard', path: '/admin-login', logout: true },
  },
  customer: {
    'no-permission': { key: 'noPermission', path: '/admin-home', logout: false },
    invalid: { key: 'invalidAccessGuard', path: '/', logout: true },
  },
};

/** Spec §6 guards: tell the user why, log out when there is no valid session, and move on. */
export function* handleGuardRejection(
  action: PayloadAction<{ guard: GuardKind; decision: Exclude<GuardDecision, 'allow'> }>,
): AppSaga {
  const outcome = GUARD_OUTCOMES[action.payload.guard][action.payload.decision];
  yield put(notifyError(null, outcome.key));
  if (outcome.logout) yield* clearLocalSession(true);
  yield* navigateTo(outcome.path);
}

/** Closing the modal opened by /login leaves the /login URL for home. */
export function* leaveLoginRoute(): AppSaga {
  const pathname = yield* callFn(currentPathname);
  if (stripLanguagePrefix(pathname) === '/login') yield* navigateTo('/');
}

export function* authSaga(): AppSaga {
  yield all([
    // takeLeading: a double click on Login must not send two logins; the first one decides.
    takeLeading(loginRequested.match, login),
    // takeLeading: logout may be asked by several places at once (gate, guard, button); one run is enough.
    takeLeading(logoutRequested.match, logout),
    // takeLeading: parallel 401s all mean the same thing; clear once.
    takeLeading(sessionExpired.match, expireSession),
    // takeLeading: the calls waiting on a refused refresh all learn it at once; end the session once.
    takeLeading(sessionEnded.match, endSession),
    // takeLatest: only the newest user info matters when layouts ask repeatedly.
    takeLatest(userInfoRequested.match, refreshUserInfo),
    // takeLatest: the gate judges the page the user is on now, not one they already left.
    takeLatest(routeChanged.match, checkLoginGate),
    // takeLatest: any route change re-arms the guards; repeated changes need no queue.
    takeLatest(routeChanged.match, rearmGuards),
    // debounce: StrictMode and re-renders can report one rejection several times; notify once.
    debounce(GUARD_DEBOUNCE_MS, guardRejected.match, handleGuardRejection),
    // takeLatest: only the latest close matters for where the URL ends up.
    takeLatest(loginModalClosed.match, leaveLoginRoute),
  ]);
}
