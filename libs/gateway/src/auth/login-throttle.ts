/** Failed logins of one account from one address: how many, and when the last one was (epoch ms). */
export interface PairFailures {
  count: number;
  lastAt: number;
}

export interface LoginThrottleLimits {
  /** Failures an address may make on one account before each further try has to wait. */
  freeFailures: number;
  /** The longest wait between tries from one address. */
  maxBackoffSeconds: number;
  /** Failures on one account from all addresses together after which every try is slowed down. */
  slowdownAfter: number;
  /** The longest a try is slowed down. */
  maxDelayMs: number;
}

/** Seconds an address waits after its `count`-th failure on an account: none, then 1, 2, 4, ... s. */
export function backoffSeconds(count: number, limits: LoginThrottleLimits): number {
  if (count < limits.freeFailures) return 0;
  return Math.min(limits.maxBackoffSeconds, 2 ** (count - limits.freeFailures));
}

/**
 * Whether an address may try an account's password now. Only the address that failed waits: the owner,
 * elsewhere, is never locked out by someone else's guesses.
 */
export function pairDecision(
  failures: PairFailures | null,
  now: number,
  limits: LoginThrottleLimits,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  if (!failures) return { allowed: true };
  const waitUntil = failures.lastAt + backoffSeconds(failures.count, limits) * 1000;
  if (now >= waitUntil) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now) / 1000)) };
}

/**
 * Milliseconds every try on the account is held back once guesses come from many addresses at once:
 * it slows a distributed attack down and never refuses, so the owner still gets in.
 */
export function accountDelayMs(accountFailures: number, limits: LoginThrottleLimits): number {
  if (accountFailures <= limits.slowdownAfter) return 0;
  return Math.min(limits.maxDelayMs, 250 * (accountFailures - limits.slowdownAfter));
}
