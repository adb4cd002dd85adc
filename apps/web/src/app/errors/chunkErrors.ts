/** Messages browsers give when a lazily loaded module cannot be fetched (usually after a new deployment). */
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

const RELOAD_MARK_KEY = 'atelier.chunkReloadAt';
/** A second failure within this window after a reload is not retried. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/** Records a reload attempt; false when one was made moments ago (the reload did not help). */
export function claimChunkReload(now: number = Date.now()): boolean {
  try {
    const previous = Number(window.sessionStorage.getItem(RELOAD_MARK_KEY) ?? '0');
    if (now - previous < CHUNK_RELOAD_WINDOW_MS) return false;
    window.sessionStorage.setItem(RELOAD_MARK_KEY, String(now));
    return true;
  } catch {
    return true;
  }
}

export function currentHref(): string {
  return window.location.href;
}
