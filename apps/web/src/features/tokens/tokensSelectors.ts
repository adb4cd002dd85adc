import type { RootState } from '../../app/store';

export const selectTokenRefreshing = (state: RootState) => state.tokens.refreshing;
