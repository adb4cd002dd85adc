/** Quiet time after the last change before recounting: a burst's changes share one recount. */
export const RECOUNT_QUIET_MS = 250;
/** However busy the burst, counts are never left waiting much longer than this after a change ... */
export const RECOUNT_MAX_WAIT_MS = 1_000;
/** ... unless recounting itself is slow: then at most this share of the time goes to recounts ... */
export const RECOUNT_MAX_SHARE = 0.2;
/**
 * ... and a smaller share while a burst goes on (an ERP sync, a large import): each recount covers the
 * whole tenant and the next commit makes it stale again, so during a burst it mostly competes with the
 * writes for the database. The storefront's index counts facets itself meanwhile.
 */
export const RECOUNT_BURST_SHARE = 0.05;
/**
 * A burst is over once no change came for this long, or for as long as the previous recount took if
 * that is longer (a loaded machine spaces a burst's commits out as it slows the recount down); its last
 * recount then follows the usual share.
 */
export const RECOUNT_BURST_GAP_MS = 5_000;
/** Another process is recounting the tenant: look again after this long. */
export const RECOUNT_BUSY_RETRY_MS = 250;

export interface RecountClock {
  /** When the first change not yet recounted was heard of. */
  firstAt: number;
  /** When the latest change was heard of. */
  lastAt: number;
  /** When the previous recount ended, and how long it took (none yet: 0 and 0). */
  previousEndedAt: number;
  previousMs: number;
}

/**
 * When to recount, given the changes heard of (ms, one clock): once the changes have been quiet for a
 * moment, or the first of them has waited long enough, whichever is sooner; never so soon after the
 * previous recount that recounts would take more than their share of the time. While changes keep
 * coming, slow recounts keep to the burst's smaller share; once the burst is over (no change for a
 * while), the usual share applies, so the burst's final counts do not wait for the smaller one.
 */
export function recountAt(clock: RecountClock): number {
  const wanted = Math.min(clock.lastAt + RECOUNT_QUIET_MS, clock.firstAt + RECOUNT_MAX_WAIT_MS);
  const spaced = (share: number) => clock.previousEndedAt + clock.previousMs * (1 / share - 1);
  const burstOver = clock.lastAt + Math.max(RECOUNT_BURST_GAP_MS, clock.previousMs);
  const afterBurst = Math.max(burstOver, spaced(RECOUNT_MAX_SHARE));
  return Math.max(wanted, Math.min(spaced(RECOUNT_BURST_SHARE), afterBurst));
}
