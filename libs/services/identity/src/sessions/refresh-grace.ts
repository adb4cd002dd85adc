/** How long after its first use a refresh token may be presented again by the same browser's other tab. */
export const REFRESH_GRACE_MS = 10_000;

/**
 * A used refresh token presented again shortly after its first use is the same browser's second tab
 * racing the first, not a stolen copy: it gets its own token of the family. Later, it is reuse.
 */
export function isConcurrentRefresh(usedAt: Date, now: Date): boolean {
  const elapsed = now.getTime() - usedAt.getTime();
  return elapsed >= 0 && elapsed < REFRESH_GRACE_MS;
}
