import type { RootState } from '../store';

export const selectTokenRefreshing = (state: RootState) => state.tokens.refreshing;
