import { discountColumns } from './line-discount';

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
