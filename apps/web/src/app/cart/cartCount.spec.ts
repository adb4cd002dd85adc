import type { CartLine } from '../../api/types';
import { countCart, countCartLines } from './cartCount';

const line = (quantity: number, engraving?: boolean): CartLine => ({
  _id: `line-${quantity}-${String(engraving)}`,
  productName: 'Solitaire ring',
  order_quantity: quantity,
  is_engraving_charge: engraving,
});

describe('cart count', () => {
  it('sums order_quantity over all lines', () => {
    expect(countCartLines([line(2), line(3), line(1)])).toBe(6);
  });

  it('leaves out every engraving charge line', () => {
    expect(countCartLines([line(2), line(5, true), line(1, false), line(4, true)])).toBe(3);
  });

  it('is 0 for an empty cart', () => {
    expect(countCartLines([])).toBe(0);
    expect(countCart([])).toBe(0);
    expect(countCart([{ order_detail: [] }])).toBe(0);
    expect(countCart(undefined)).toBe(0);
  });

  it('reads the lines from the first cart of the answer', () => {
    expect(countCart([{ order_detail: [line(2), line(1, true)] }, { order_detail: [line(9)] }])).toBe(2);
  });

  it('ignores quantities that are not positive numbers', () => {
    const broken = { ...line(1), order_quantity: Number.NaN };
    expect(countCartLines([broken, line(-2), line(3)])).toBe(3);
  });
});
