import type { SaveDesignDto } from '@atelier/contracts/catalogue';
import {
  diffStates,
  importChanges,
  pricedByMetal,
  stateOfInput,
  withLabGrownQualities,
} from './design-state';

const input = (over: Partial<SaveDesignDto> = {}): SaveDesignDto => ({
  designNumber: ' RG-1 ',
  texts: { en: { name: 'Ring', description: 'A ring' }, sv: { name: 'Ring sv' } },
  itemId: 1,
  mainGroupId: 2,
  metalWeight: 3.456,
  variants: [
    { sku: 'A', karatId: 1, shadeId: 1, qualityId: 1, totalCarat: 0.5, tradePrice: 100, weight: 3, stock: 2 },
    { sku: 'B', karatId: 1, shadeId: 2, qualityId: 1, totalCarat: 0.5, tradePrice: 120, weight: 3, stock: 0 },
  ],
  ...over,
});

describe('design state', () => {
  it('marks a design lab grown when a variant has a lab-grown quality, and leaves others as given', () => {
    expect(withLabGrownQualities(stateOfInput(input()), new Set([1])).flags.labGrown).toBe(true);
    expect(withLabGrownQualities(stateOfInput(input()), new Set([7])).flags.labGrown).toBe(false);
    const flagged = stateOfInput(input({ flags: { labGrown: true } }));
    expect(withLabGrownQualities(flagged, new Set()).flags.labGrown).toBe(true);
  });

  it('fills languages from English, rounds to two decimals and marks the first variant default', () => {
    const state = stateOfInput(input());
    expect(state.designNumber).toBe('RG-1');
    expect(state.texts.de).toEqual({ name: 'Ring', description: 'A ring' });
    expect(state.texts.sv).toEqual({ name: 'Ring sv', description: 'A ring' });
    expect(state.metalWeight).toBe(3.46);
    expect(state.variants.map((v) => v.isDefault)).toEqual([true, false]);
  });

  it('lists every changed field with before and after, variants by SKU', () => {
    const before = stateOfInput(input());
    const after = stateOfInput(
      input({
        variants: [
          {
            sku: 'A',
            karatId: 1,
            shadeId: 1,
            qualityId: 1,
            totalCarat: 0.5,
            tradePrice: 110,
            weight: 3,
            stock: 2,
          },
        ],
      }),
    );
    const changes = diffStates(before, after);
    expect(changes).toContainEqual({ field: 'variants[A].tradePrice', before: 100, after: 110 });
    expect(changes).toContainEqual({ field: 'variants[B].tradePrice', before: 120, after: null });
    expect(changes.some((c) => c.field === 'designNumber')).toBe(false);
  });

  it('finds nothing changed between equal inputs', () => {
    expect(diffStates(stateOfInput(input()), stateOfInput(input()))).toEqual([]);
  });

  it('audits the changed fields of an imported design, and a new one without a field list', () => {
    const before = stateOfInput(input());
    const after = stateOfInput(input({ metalWeight: 4 }));
    expect(importChanges(before, after)).toEqual(diffStates(before, after));
    expect(importChanges(before, after)).not.toEqual([]);
    expect(importChanges(null, after)).toEqual([]);
  });
});

describe('pricedByMetal', () => {
  const rates = new Map([[1, 5000]]);

  it('leaves a fixed design (the default) at the prices given', () => {
    const state = stateOfInput(input());
    expect(state.pricing).toBe('fixed');
    expect(pricedByMetal(state, rates)).toBe(state);
  });

  it("prices a metal design's variants by weight x rate + making charge + stones", () => {
    const state = stateOfInput(
      input({
        pricing: 'metal',
        makingCharge: 25,
        variants: [
          {
            sku: 'A',
            karatId: 1,
            shadeId: 1,
            qualityId: 1,
            totalCarat: 0.5,
            tradePrice: 1,
            weight: 3,
            stock: 2,
            stonesValue: 80,
          },
          {
            sku: 'B',
            karatId: 2,
            shadeId: 2,
            qualityId: 1,
            totalCarat: 0.5,
            tradePrice: 120,
            weight: 3,
            stock: 0,
          },
        ],
      }),
    );
    const priced = pricedByMetal(state, rates);
    // 3 g x 50.00 + 25 + 80.
    expect(priced.variants[0].tradePrice).toBe(255);
    // No rate for karat 2 yet: the price given stays.
    expect(priced.variants[1].tradePrice).toBe(120);
  });
});
