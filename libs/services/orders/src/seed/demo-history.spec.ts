import { demoHistory } from './demo-history';

describe('demoHistory', () => {
  const now = new Date('2026-03-01T00:30:00Z');
  const history = demoHistory(now, 40);

  it('is the same for the same inputs', () => {
    expect(demoHistory(now, 40)).toEqual(history);
  });

  it('spans months up to now, never in the future, newest in the current month', () => {
    const times = history.map((o) => (o.placed as Date).getTime());
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - Math.min(...times)).toBeGreaterThan(90 * 86_400_000);
    expect(new Date(Math.max(...times)).getUTCMonth()).toBe(now.getUTCMonth());
  });

  it('mixes customers, variants, stock and special lines and cancellations', () => {
    expect(new Set(history.map((o) => o.customer)).size).toBe(3);
    const lines = history.flatMap((o) => o.lines);
    expect(new Set(lines.map((l) => l.variant)).size).toBeGreaterThan(20);
    expect(lines.every((l) => l.variant >= 0 && l.variant < 40 && l.quantity > 0)).toBe(true);
    expect(lines.some((l) => l.type === 'special')).toBe(true);
    expect(lines.some((l) => l.type === 'stock')).toBe(true);
    expect(history.some((o) => o.then?.includes('cancelAll'))).toBe(true);
    expect(history.some((o) => o.then?.includes('cancelOne'))).toBe(true);
    expect(history.some((o) => o.then?.includes('invoiceAll'))).toBe(true);
  });

  it('keeps the newest order open and uncancelled', () => {
    expect(history[0].then).toEqual([]);
  });
});
