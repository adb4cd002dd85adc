import { accountDelayMs, backoffSeconds, type LoginThrottleLimits, pairDecision } from './login-throttle';

const limits: LoginThrottleLimits = {
  freeFailures: 5,
  maxBackoffSeconds: 900,
  slowdownAfter: 50,
  maxDelayMs: 3000,
};

describe('login throttle', () => {
  it('lets the first failures through, then doubles the wait up to a ceiling', () => {
    expect([0, 4].map((count) => backoffSeconds(count, limits))).toEqual([0, 0]);
    expect([5, 6, 7, 10].map((count) => backoffSeconds(count, limits))).toEqual([1, 2, 4, 32]);
    expect(backoffSeconds(40, limits)).toBe(900);
  });

  it('makes only the failing address wait, for what is left of its backoff', () => {
    const now = 1_000_000;
    expect(pairDecision(null, now, limits)).toEqual({ allowed: true });
    expect(pairDecision({ count: 4, lastAt: now }, now, limits)).toEqual({ allowed: true });
    expect(pairDecision({ count: 7, lastAt: now - 1_500 }, now, limits)).toEqual({
      allowed: false,
      retryAfterSeconds: 3,
    });
    expect(pairDecision({ count: 7, lastAt: now - 4_000 }, now, limits)).toEqual({ allowed: true });
  });

  it('slows every try on an account under a distributed attack, never refusing it', () => {
    expect(accountDelayMs(50, limits)).toBe(0);
    expect(accountDelayMs(52, limits)).toBe(500);
    expect(accountDelayMs(10_000, limits)).toBe(3000);
  });
});
