import { dashboardPeriods, dayRange, ratios } from './report-periods';

describe('dashboardPeriods', () => {
  it('compares each period so far with the same stretch before it', () => {
    // A Wednesday, 14:30 UTC.
    const now = new Date('2026-03-18T14:30:00Z');
    const [today, week, month] = dashboardPeriods(now);
    expect(today.from.toISOString()).toBe('2026-03-18T00:00:00.000Z');
    expect(today.previousFrom.toISOString()).toBe('2026-03-17T00:00:00.000Z');
    expect(today.previousTo.toISOString()).toBe('2026-03-17T14:30:00.000Z');
    expect(week.from.toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(week.previousFrom.toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(week.previousTo.toISOString()).toBe('2026-03-11T14:30:00.000Z');
    expect(month.from.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(month.previousFrom.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(month.previousTo.toISOString()).toBe('2026-02-18T14:30:00.000Z');
  });

  it('cuts the previous month at its end when it is shorter', () => {
    const [, , month] = dashboardPeriods(new Date('2026-03-31T12:00:00Z'));
    expect(month.previousTo.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('starts the week on Monday, also on a Sunday', () => {
    const [, week] = dashboardPeriods(new Date('2026-03-22T08:00:00Z'));
    expect(week.from.toISOString()).toBe('2026-03-16T00:00:00.000Z');
  });
});

describe('dayRange and ratios', () => {
  it('makes inclusive days an end-exclusive range', () => {
    const range = dayRange('2026-01-01', '2026-01-31');
    expect(range.from?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(range.to?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(dayRange(undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });

  it('gives 0, not NaN, when nothing sold', () => {
    expect(ratios(0, 0, 0)).toEqual({ specialOrderShare: 0, averageOrderPence: 0 });
    expect(ratios(1000, 250, 3)).toEqual({ specialOrderShare: 0.25, averageOrderPence: 333 });
  });
});
