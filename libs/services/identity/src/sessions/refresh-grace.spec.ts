import { isConcurrentRefresh, REFRESH_GRACE_MS } from './refresh-grace';

describe('isConcurrentRefresh', () => {
  const usedAt = new Date('2026-11-24T10:00:00Z');
  const after = (ms: number): Date => new Date(usedAt.getTime() + ms);

  it('takes a second presentation within the grace as a racing tab', () => {
    expect(isConcurrentRefresh(usedAt, after(0))).toBe(true);
    expect(isConcurrentRefresh(usedAt, after(REFRESH_GRACE_MS - 1))).toBe(true);
  });

  it('takes a later one as reuse of a copied token', () => {
    expect(isConcurrentRefresh(usedAt, after(REFRESH_GRACE_MS))).toBe(false);
    expect(isConcurrentRefresh(usedAt, after(60_000))).toBe(false);
  });
});
