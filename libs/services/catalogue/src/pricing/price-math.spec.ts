import { PriceStatus } from '@atelier/contracts/common';
import {
  boundCents,
  type PriceView,
  priceFields,
  retailView,
  rrpCents,
  toCents,
  tradeRangeFor,
  viewForStatus,
} from './price-math';

const retail = (markup: number, vatRatePercent: number, vatApplicable = true) =>
  retailView({ markup, vatRatePercent, vatApplicable }) as Extract<PriceView, { kind: 'rrp' }>;

describe('rrpCents', () => {
  it('is trade x markup x (1 + VAT), floored to the penny', () => {
    // 123.45 x 2.5 x 1.2 = 370.35 exactly.
    expect(rrpCents(12345, retail(2.5, 20))).toBe(37035);
    // 99.99 x 2.5 x 1.2 = 299.97.
    expect(rrpCents(9999, retail(2.5, 20))).toBe(29997);
    // 10.01 x 2.2 x 1.2 = 26.4264 -> 26.42 (floored, not rounded).
    expect(rrpCents(1001, retail(2.2, 20))).toBe(2642);
    // 0.07 x 2.5 = 0.175 -> 0.17.
    expect(rrpCents(7, retail(2.5, 20, false))).toBe(17);
  });

  it('leaves VAT out for customers who are not VAT-applicable', () => {
    expect(rrpCents(10000, retail(3, 20, false))).toBe(30000);
    expect(rrpCents(10000, retail(3, 20, true))).toBe(36000);
  });

  it('stays exact for large prices where floating point would not', () => {
    expect(rrpCents(9_999_999_999, retail(9.9, 25))).toBe(
      Number((9_999_999_999n * 9900n * 12500n) / 10_000_000n),
    );
  });
});

describe('priceFields', () => {
  it('has no price key at all while prices are hidden', () => {
    const fields = priceFields(12345, { kind: 'hidden' });
    expect(fields).toEqual({});
    expect(Object.keys(fields)).toHaveLength(0);
  });

  it('shows the trade price at status 2 and the RRP at status 1', () => {
    expect(priceFields(12345, { kind: 'trade' })).toEqual({ price: 123.45, price_type: 'trade' });
    expect(priceFields(12345, retail(2.5, 20))).toEqual({ price: 370.35, price_type: 'rrp' });
  });
});

describe('viewForStatus', () => {
  it('maps the three statuses', () => {
    const rrp = retail(2.5, 20);
    expect(viewForStatus(PriceStatus.Hidden, () => rrp)).toEqual({ kind: 'hidden' });
    expect(viewForStatus(PriceStatus.Trade, () => rrp)).toEqual({ kind: 'trade' });
    expect(viewForStatus(PriceStatus.Retail, () => rrp)).toBe(rrp);
  });
});

describe('toCents and boundCents', () => {
  it('converts pounds to pence without float noise', () => {
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents(0.29)).toBe(29);
    expect(boundCents(100.1, 'min')).toBe(10010);
    expect(boundCents(100.005, 'min')).toBe(10001);
    expect(boundCents(100.005, 'max')).toBe(10000);
  });
});

describe('tradeRangeFor', () => {
  it('passes bounds through for trade prices', () => {
    expect(tradeRangeFor({ min: 100, max: 200 }, { kind: 'trade' })).toEqual({ min: 100, max: 200 });
  });

  it.each([
    [2.5, 20, true],
    [2.2, 20, true],
    [3, 20, false],
    [2.7, 17.5, true],
    [1, 0, false],
  ])('gives exactly the trade prices whose RRP is in range (markup %p, VAT %p, applicable %p)', (m, v, a) => {
    const view = retail(m, v, a);
    for (const [min, max] of [
      [10000, 20000],
      [29997, 29997],
      [1, 5],
      [123457, 123999],
    ] as const) {
      const { min: tMin, max: tMax } = tradeRangeFor({ min, max }, view);
      if (tMin === undefined || tMax === undefined) throw new Error('bounds missing');
      // Inside the trade range, every RRP is in range; just outside, it is not.
      for (const t of [tMin, tMin + 1, tMax - 1, tMax]) {
        if (t < tMin || t > tMax) continue;
        const r = rrpCents(t, view);
        expect(r).toBeGreaterThanOrEqual(min);
        expect(r).toBeLessThanOrEqual(max);
      }
      if (tMin > 0) expect(rrpCents(tMin - 1, view)).toBeLessThan(min);
      expect(rrpCents(tMax + 1, view)).toBeGreaterThan(max);
    }
  });

  it('converts a one-sided range', () => {
    const view = retail(2.5, 20);
    expect(tradeRangeFor({ min: 30000 }, view)).toEqual({ min: 10000 });
    expect(tradeRangeFor({ max: 29999 }, view)).toEqual({ max: 9999 });
  });
});
