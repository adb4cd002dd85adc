import type { RootState } from '../store';
import { isAdminRole } from './roles';

export const selectToken = (state: RootState) => state.auth.token;
export const selectIsLoggedIn = (state: RootState) => state.auth.token !== null;
export const selectUser = (state: RootState) => state.auth.user;
export const selectUserId = (state: RootState) => state.auth.user?._id ?? null;
export const selectUserRole = (state: RootState) => state.auth.user?.role ?? null;
export const selectFirstName = (state: RootState) => state.auth.user?.first_name ?? '';
export const selectFullName = (state: RootState) =>
  [state.auth.user?.first_name, state.auth.user?.last_name].filter(Boolean).join(' ');
export const selectIsAdminUser = (state: RootState) => isAdminRole(state.auth.user?.role);
export const selectLoginModalOpen = (state: RootState) => state.auth.loginModalOpen;
export const selectLoginPending = (state: RootState) => state.auth.loginPending;
export const selectLoginError = (state: RootState) => state.auth.loginError;
export const selectRedirectTo = (state: RootState) => state.auth.redirectTo;
export const selectEndedByLogout = (state: RootState) => state.auth.endedByLogout;
