import { RECOUNT_BURST_GAP_MS, RECOUNT_MAX_WAIT_MS, RECOUNT_QUIET_MS, recountAt } from './recount-timing';

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
    // A recount of 2 s that ended at 10 s, and changes that stopped at 10.2 s: the burst is over by
    // then, so the next one starts at 18 s (2 s in every 10 s).
    expect(recountAt({ firstAt: 10_100, lastAt: 10_200, previousEndedAt: 10_000, previousMs: 2_000 })).toBe(
      18_000,
    );
    // A quick one does not hold the next back.
    expect(recountAt({ firstAt: 10_100, lastAt: 10_200, previousEndedAt: 10_000, previousMs: 20 })).toBe(
      10_200 + RECOUNT_QUIET_MS,
    );
  });

  it('keeps slow recounts to a smaller share while changes keep coming', () => {
    // The same 2 s recount, changes still arriving at 17.5 s: not before the burst goes quiet ...
    const during = recountAt({ firstAt: 10_100, lastAt: 17_500, previousEndedAt: 10_000, previousMs: 2_000 });
    expect(during).toBe(17_500 + RECOUNT_BURST_GAP_MS);
    // ... nor, if it never does, more often than 2 s in every 40 s.
    expect(recountAt({ firstAt: 10_100, lastAt: 46_000, previousEndedAt: 10_000, previousMs: 2_000 })).toBe(
      48_000,
    );
  });

  it('waits longer for a burst to be over when recounts are slower than the usual gap', () => {
    // An 8 s recount that ended at 10 s, the latest change at 40 s: quiet for 8 s, not 5.
    expect(recountAt({ firstAt: 39_000, lastAt: 40_000, previousEndedAt: 10_000, previousMs: 8_000 })).toBe(
      48_000,
    );
  });

  it('does not hold quick recounts back during a burst', () => {
    // A recount of 20 ms: the smaller share allows the next at 10.38 s, sooner than the quiet wait.
    expect(recountAt({ firstAt: 10_100, lastAt: 10_300, previousEndedAt: 10_000, previousMs: 20 })).toBe(
      10_300 + RECOUNT_QUIET_MS,
    );
  });
});
