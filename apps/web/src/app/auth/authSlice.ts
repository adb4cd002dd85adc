import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../../shared/storage';
import type { PriceStatus, StoredCustomer } from '../../shared/types';
import type { GuardDecision, GuardKind } from './roles';

export type LoginMode = 'storefront' | 'admin';

export interface LoginCredentials {
  email: string;
  password: string;
  mode: LoginMode;
}

/** Where logout sends the user: home, the admin login page, or nowhere. */
export type LogoutDestination = 'home' | 'admin-login' | 'stay';

export interface LogoutRequest {
  destination: LogoutDestination;
}

export interface RestoredSession {
  token: string | null;
  user: SessionUser | null;
  priceStatus: PriceStatus;
  isPriceSet: boolean;
  selectedCustomer: StoredCustomer | null;
}

export interface AuthState {
  token: string | null;
  user: SessionUser | null;
  loginModalOpen: boolean;
  loginPending: boolean;
  /** Message of a `{status:false}` login answer, shown under the form. */
  loginError: string | null;
  /** Route to open after login (a menu item clicked while logged out). */
  redirectTo: string | null;
  /** True after an app-initiated logout until the next route change: guards stay quiet meanwhile. */
  endedByLogout: boolean;
}

const initialState: AuthState = {
  token: null,
  user: null,
  loginModalOpen: false,
  loginPending: false,
  loginError: null,
  redirectTo: null,
  endedByLogout: false,
};

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionRestored(state, action: PayloadAction<RestoredSession>) {
      state.token = action.payload.token;
      state.user = action.payload.token ? action.payload.user : null;
    },
    loginModalOpened(state, action: PayloadAction<{ redirectTo?: string | null } | undefined>) {
      state.loginModalOpen = true;
      state.loginError = null;
      state.redirectTo = action.payload?.redirectTo ?? null;
    },
    loginModalClosed(state) {
      state.loginModalOpen = false;
      state.loginError = null;
      state.loginPending = false;
    },
    loginRequested(state, _action: PayloadAction<LoginCredentials>) {
      state.loginPending = true;
      state.loginError = null;
    },
    loginRejected(state, action: PayloadAction<string>) {
      state.loginPending = false;
      state.loginError = action.payload;
    },
    loginFailed(state) {
      state.loginPending = false;
    },
    loginSucceeded(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      state.loginPending = false;
      state.loginError = null;
      state.loginModalOpen = false;
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.endedByLogout = false;
    },
    userInfoRequested() {},
    userInfoLoaded(state, action: PayloadAction<SessionUser>) {
      if (state.token) state.user = action.payload;
    },
    redirectConsumed(state) {
      state.redirectTo = null;
    },
    logoutRequested(_state, _action: PayloadAction<LogoutRequest>) {},
    /** The server ended the session (a refresh answered 401): clear it locally and leave, no logout call. */
    sessionEnded(_state, _action: PayloadAction<LogoutRequest>) {},
    /** A refresh (in this tab or another) replaced the access token; the session goes on. */
    accessTokenRenewed(state, action: PayloadAction<string>) {
      if (state.token) state.token = action.payload;
    },
    /** A 401 from the API: the session is gone on the server. */
    sessionExpired() {},
    sessionCleared(state, action: PayloadAction<{ intentional: boolean }>) {
      state.token = null;
      state.user = null;
      state.loginPending = false;
      state.loginModalOpen = false;
      state.redirectTo = null;
      state.endedByLogout = action.payload.intentional;
    },
    guardRejected(
      _state,
      _action: PayloadAction<{ guard: GuardKind; decision: Exclude<GuardDecision, 'allow'> }>,
    ) {},
    guardsRearmed(state) {
      state.endedByLogout = false;
    },
  },
});

export const {
  sessionRestored,
  loginModalOpened,
  loginModalClosed,
  loginRequested,
  loginRejected,
  loginFailed,
  loginSucceeded,
  userInfoRequested,
  userInfoLoaded,
  redirectConsumed,
  logoutRequested,
  sessionEnded,
  accessTokenRenewed,
  sessionExpired,
  sessionCleared,
  guardRejected,
  guardsRearmed,
} = authSlice.actions;
export const authReducer = authSlice.reducer;
