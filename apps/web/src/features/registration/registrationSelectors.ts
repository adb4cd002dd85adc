import type { RootState } from '../../app/store';

export const selectRegistrationStatus = (state: RootState) => state.registration.status;
export const selectRegistrationErrors = (state: RootState) => state.registration.errors;
export const selectRegistrationMessage = (state: RootState) => state.registration.message;
export const selectVerification = (state: RootState) => state.registration.verification;
