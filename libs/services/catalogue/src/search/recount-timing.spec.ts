import { RECOUNT_MAX_WAIT_MS, RECOUNT_QUIET_MS, recountAt } from './recount-timing';

describe('recountAt', () => {
  it('waits for the changes to go quiet', () => {
    expect(recountAt({ firstAt: 1000, lastAt: 1100, previousEndedAt: 0, previousMs: 0 })).toBe(
      1100 + RECOUNT_QUIET_MS,
    );
  });

  it('does not let a steady stream of changes put the recount off beyond the longest wait', () => {
    expect(recountAt({ firstAt: 1000, lastAt: 1990, previousEndedAt: 0, previousMs: 0 })).toBe(
      1000 + RECOUNT_MAX_WAIT_MS,
    );
  });

  it('spaces slow recounts out so they take at most their share of the time', () => {
    // A recount of 2 s that ended at 10 s: the next one starts no sooner than 18 s (2 s in every 10 s).
    expect(recountAt({ firstAt: 10_100, lastAt: 10_200, previousEndedAt: 10_000, previousMs: 2_000 })).toBe(
      18_000,
    );
    // A quick one does not hold the next back.
    expect(recountAt({ firstAt: 10_100, lastAt: 10_200, previousEndedAt: 10_000, previousMs: 20 })).toBe(
      10_200 + RECOUNT_QUIET_MS,
    );
  });
});
