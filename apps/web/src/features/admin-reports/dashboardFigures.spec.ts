import type { PeriodFigures } from '@atelier/contracts/admin';
import { change, formatBytes, formatChange, formatFigure, pounds, trendOf } from './dashboardFigures';

const figures = (over: Partial<PeriodFigures>): PeriodFigures => ({
  orders: 0,
  orderLines: 0,
  pieces: 0,
  netPence: 0,
  specialOrderShare: 0,
  averageOrderPence: 0,
  newCustomers: 0,
  pageViews: 0,
  ...over,
});

describe('dashboard figures', () => {
  it('compares a figure with the period before, and has no ratio when there was nothing before', () => {
    expect(change('orders', figures({ orders: 15 }), figures({ orders: 10 }))).toBeCloseTo(0.5);
    expect(change('netPence', figures({ netPence: 500 }), figures({ netPence: 1000 }))).toBeCloseTo(-0.5);
    expect(change('pieces', figures({ pieces: 3 }), figures({ pieces: 0 }))).toBeNull();
    expect(change('pageViews', figures({ pageViews: 30 }), figures({ pageViews: 20 }))).toBeCloseTo(0.5);
    // A share moves in points.
    expect(
      change('specialOrderShare', figures({ specialOrderShare: 0.3 }), figures({ specialOrderShare: 0.1 })),
    ).toBeCloseTo(0.2);
  });

  it('names the trend', () => {
    expect(trendOf(null)).toBe('new');
    expect(trendOf(0)).toBe('flat');
    expect(trendOf(0.1)).toBe('up');
    expect(trendOf(-0.1)).toBe('down');
  });

  it('formats money from pence, shares as percentages and changes with their sign', () => {
    expect(formatFigure('netPence', 123456, 'en-GB')).toBe('£1,234.56');
    expect(formatFigure('specialOrderShare', 0.125, 'en-GB')).toBe('12.5%');
    expect(formatFigure('orders', 1200, 'en-GB')).toBe('1,200');
    expect(formatChange('orders', 0.125, 'en-GB')).toBe('+12.5%');
    expect(formatChange('orders', -0.5, 'en-GB')).toBe('-50%');
    expect(formatChange('specialOrderShare', 0.03, 'en-GB')).toBe('+3.0');
    expect(pounds(12345)).toBe(123.45);
  });

  it('writes bytes in the largest whole unit', () => {
    expect(formatBytes(512, 'en-GB')).toBe('512 B');
    expect(formatBytes(1536, 'en-GB')).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024, 'en-GB')).toBe('5 MB');
  });
});
