import { planFixture } from './plan.fixture';
import { tagOf } from './tags';
import {
  anyVariantMeets,
  ID_COLUMNS,
  matchingKey,
  VARIANT_STRIDE,
  variantCriteria,
  variantMeets,
} from './variant-criteria';

const plan = planFixture();

/** metal, shade, karat, quality, carat, trade pence, stock */
const variants = Float64Array.from([1, 2, 3, 1, 0.5, 10_000, 0, 1, 5, 4, 1, 1.25, 25_000, 3]);
/** The same variants' property ids, compact. */
const ids = Uint32Array.from([1, 2, 3, 1, 1, 5, 4, 1]);

describe('variant criteria', () => {
  it('needs nothing when the plan has no variant condition', () => {
    expect(variantCriteria(plan).none).toBe(true);
    expect(anyVariantMeets(variantCriteria(plan), variants)).toBe(true);
  });

  it('checks every property on one variant', () => {
    const groups = [
      { filter: 'karat' as const, tags: [tagOf('karat', 3)], user: true },
      { filter: 'shade' as const, tags: [tagOf('shade', 5)], user: true },
    ];
    // Karat 3 is on the first variant, shade 5 on the second: no single variant has both.
    expect(anyVariantMeets(variantCriteria({ ...plan, groups }), variants)).toBe(false);
    // Leaving the shade out (its own facet) finds the first variant.
    expect(anyVariantMeets(variantCriteria({ ...plan, groups }, { exclude: 'shade' }), variants)).toBe(true);
  });

  it('never matches a group of nothing', () => {
    const groups = [{ filter: 'metal' as const, tags: [-1], user: false }];
    expect(anyVariantMeets(variantCriteria({ ...plan, groups }), variants)).toBe(false);
  });

  it('applies ranges and stock unless ranges are left out', () => {
    const ranged = { ...plan, trade: { min: 20_000 }, inStock: true };
    expect(matchingKey(variantCriteria(ranged), variants, 'min-trade')).toBe(25_000);
    expect(matchingKey(variantCriteria({ ...plan, inStock: true }), variants, 'max-carat')).toBe(1.25);
    expect(variantCriteria(ranged, { ranges: false }).tradeMin).toBeUndefined();
    expect(
      Number.isNaN(matchingKey(variantCriteria({ ...plan, carat: { min: 2 } }), variants, 'max-carat')),
    ).toBe(true);
    expect(variants.length % VARIANT_STRIDE).toBe(0);
  });

  it('answers the same from the compact property ids as from the packed rows', () => {
    expect(ids.length / ID_COLUMNS).toBe(variants.length / VARIANT_STRIDE);
    const cases = [
      [{ filter: 'karat' as const, tags: [tagOf('karat', 3)], user: true }],
      [{ filter: 'shade' as const, tags: [tagOf('shade', 5)], user: true }],
      [{ filter: 'quality' as const, tags: [tagOf('quality', 1)], user: true }],
      [{ filter: 'metal' as const, tags: [tagOf('metal', 2)], user: true }],
    ];
    const seen = [];
    for (const groups of cases) {
      const criteria = variantCriteria({ ...plan, groups, inStock: true });
      for (let at = 0; at < variants.length; at += VARIANT_STRIDE) {
        const meets = variantMeets(criteria, variants, at);
        expect(variantMeets(criteria, variants, at, ids)).toBe(meets);
        seen.push(meets);
      }
    }
    // Karat 3 is on a variant out of stock; shade 5, quality 1 in stock; no metal 2.
    expect(seen).toEqual([false, false, false, true, false, true, false, false]);
  });
});
