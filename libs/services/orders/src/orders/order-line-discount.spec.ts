import { lineDiscountView } from './order-view';

describe('lineDiscountView', () => {
  const discounted = { discountKind: 'percent' as const, discountValue: '10.00', regularUnitPence: 10000 };

  it('shows the recorded discount with the price before it', () => {
    expect(lineDiscountView(discounted, 10000)).toEqual({ kind: 'percent', value: 10, was_price: 100 });
    expect(lineDiscountView(discounted, 25000)).toEqual({ kind: 'percent', value: 10, was_price: 250 });
  });

  it('shows nothing for a line without a discount or without the price before it', () => {
    expect(
      lineDiscountView({ discountKind: null, discountValue: null, regularUnitPence: null }, 10000),
    ).toBeNull();
    expect(lineDiscountView(discounted, null)).toBeNull();
  });
});
