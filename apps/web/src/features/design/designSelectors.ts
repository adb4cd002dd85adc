import type { RootState } from '../../app/store';

export const selectDesignKey = (state: RootState) => state.design.key;
export const selectDesignStatus = (state: RootState) => state.design.status;
export const selectDesignDetail = (state: RootState) => state.design.detail;
export const selectDesignNotFound = (state: RootState) => state.design.notFound;
export const selectDesignError = (state: RootState) => state.design.error;
export const selectDesignUnavailable = (state: RootState) => state.design.unavailable;
