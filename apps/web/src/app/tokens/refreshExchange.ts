import type { AccountsApi } from '../../api/accounts';
import { ApiError } from '../../api/client';
import { readRefreshToken, readToken, writeRefreshToken, writeToken } from '../../shared/storage';

/** Name of the Web Lock every tab takes before it spends the shared refresh token. */
export const REFRESH_LOCK = 'atelier.refresh-token';

export type RefreshOutcome =
  /** A fresh access token is stored (renewed here, or by another tab while this one waited). */
  | { kind: 'renewed'; token: string }
  /** The server ended the session (401 from refresh-token) or it was ended meanwhile: log out. */
  | { kind: 'ended' }
  /** The refresh could not be asked (network, 5xx): the session stays, the waiting calls fail. */
  | { kind: 'failed'; error: unknown };

export type RefreshApi = Pick<AccountsApi, 'refreshSession'>;

/** The Web Locks API where the browser has it (every current one); jsdom has none. */
export function browserLocks(): LockManager | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}

/**
 * Exchanges the stored refresh token for new tokens, under a lock shared by every tab of the site. A
 * refresh token is single use (presenting it twice ends the session), so inside the lock the stored
 * tokens are read again: when the access token is no longer the one that expired, another tab has
 * refreshed already and its result is adopted instead of spending the (already rotated) token again.
 */
export async function exchangeRefreshToken(
  api: RefreshApi,
  expiredToken: string,
  locks: LockManager | undefined = browserLocks(),
): Promise<RefreshOutcome> {
  const exchange = async (): Promise<RefreshOutcome> => {
    const current = readToken();
    if (current === null) return { kind: 'ended' };
    if (current !== expiredToken) return { kind: 'renewed', token: current };
    const refreshToken = readRefreshToken();
    if (refreshToken === null) return { kind: 'ended' };
    try {
      const answer = await api.refreshSession(refreshToken);
      writeToken(answer.data.token);
      writeRefreshToken(answer.data.refreshToken);
      return { kind: 'renewed', token: answer.data.token };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { kind: 'ended' };
      return { kind: 'failed', error };
    }
  };
  return locks ? locks.request(REFRESH_LOCK, exchange) : exchange();
}
