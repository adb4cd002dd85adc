import type { RootState } from '../../app/store';

export const selectForgotPassword = (state: RootState) => state.password.forgot;
export const selectResetPassword = (state: RootState) => state.password.reset;
export const selectPasswordChange = (state: RootState) => state.password.change;
