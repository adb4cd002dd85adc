import { discountColumns, metalColumns } from './line-discount';

describe('discountColumns', () => {
  it('records the price before the discount and which discount it was', () => {
    expect(discountColumns({ id: 'd1', kind: 'percent', value: 10, regular_pence: 50000 })).toEqual({
      regularUnitPence: 50000,
      discountId: 'd1',
      discountKind: 'percent',
      discountValue: '10.00',
    });
  });

  it('records nothing without a discount', () => {
    expect(discountColumns(null)).toEqual({
      regularUnitPence: null,
      discountId: null,
      discountKind: null,
      discountValue: null,
    });
  });
});

describe('metalColumns', () => {
  it('keeps the rate per gram and the grams a metal-priced line was placed at', () => {
    expect(metalColumns({ rate_per_gram: 52.4, weight: 3.5, making_charge: 20, stones_value: 0 })).toEqual({
      metalRatePerGram: '52.40',
      metalWeight: '3.50',
    });
  });

  it('is nulls for a fixed price', () => {
    expect(metalColumns(null)).toEqual({ metalRatePerGram: null, metalWeight: null });
  });
});
