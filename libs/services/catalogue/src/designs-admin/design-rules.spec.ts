import { LookupIndex } from '../lookups/lookup-index';
import { LOOKUPS } from './lookups.fixture';
import { checkDesign } from './design-rules';
import { type DesignState, stateOfInput } from './design-state';

const data = LOOKUPS;
const index = new LookupIndex(data);

const state = (over: Partial<DesignState> = {}): DesignState => ({
  ...stateOfInput({
    designNumber: 'RG-1',
    texts: { en: { name: 'Ring' } },
    itemId: 1,
    mainGroupId: 10,
    subGroupIds: [20],
    styleId: 30,
    stones: [{ stoneId: 1, shapeId: 1, role: 'main', count: 1, carat: 0.5 }],
    metalWeight: 3,
    variants: [
      {
        sku: 'A',
        karatId: 1,
        shadeId: 1,
        qualityId: 1,
        totalCarat: 0.5,
        tradePrice: 100,
        weight: 3,
        stock: 1,
      },
    ],
  }),
  ...over,
});

describe('checkDesign', () => {
  it('accepts a design whose lookups all exist', () => {
    expect(checkDesign(state(), index)).toEqual({});
  });

  it('names each unknown lookup by its field, a sub group of another group included', () => {
    const issues = checkDesign(
      state({
        itemId: 9,
        subGroupIds: [21],
        styleId: 99,
        stones: [{ stoneId: 5, shapeId: 1, role: 'main', count: 1, carat: 1 }],
      }),
      index,
    );
    expect(Object.keys(issues).sort()).toEqual(['itemId', 'stones.0.stoneId', 'styleId', 'subGroupIds']);
  });

  it('refuses a shade of another metal, repeated SKUs and repeated combinations', () => {
    const base = state().variants[0];
    const issues = checkDesign(
      state({ variants: [base, { ...base, isDefault: false }, { ...base, sku: 'C', shadeId: 2 }] }),
      index,
    );
    expect(issues['variants.1.sku']?.[0]?.key).toBe('catalogue.validation.duplicate');
    expect(issues['variants.1']?.[0]?.key).toBe('catalogue.validation.duplicateVariant');
    expect(issues['variants.2.shadeId']?.[0]?.key).toBe('catalogue.validation.shadeOfMetal');
  });

  it('wants a certificate and at most one piece per variant of a certified unique piece', () => {
    const base = state();
    const issues = checkDesign(
      {
        ...base,
        flags: { ...base.flags, uniquePiece: true, certified: true },
        variants: [{ ...base.variants[0], stock: 2, certificateNumber: null }],
      },
      index,
    );
    expect(Object.keys(issues).sort()).toEqual(['variants.0.certificateNumber', 'variants.0.stock']);
  });
});
