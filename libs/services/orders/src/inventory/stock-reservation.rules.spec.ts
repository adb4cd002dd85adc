import { stockAfterReserving } from './stock-reservation.rules';

const row = (variantId: string, onHand: number, reserved: number, version: number) => ({
  variantId,
  sku: `SKU-${variantId}`,
  onHand,
  reserved,
  version,
});

describe('stockAfterReserving', () => {
  it('adds the reserved pieces and one version per variant, in variant id order', () => {
    const locked = new Map([
      ['b', row('b', 10, 2, 7)],
      ['a', row('a', 5, 0, 1)],
    ]);
    expect(
      stockAfterReserving(locked, [
        ['b', 3],
        ['a', 1],
        ['b', 1],
      ]),
    ).toEqual([row('a', 5, 1, 2), row('b', 10, 6, 8)]);
  });

  it('refuses a variant whose row the caller has not locked', () => {
    expect(() => stockAfterReserving(new Map(), [['a', 1]])).toThrow('not locked');
  });
});
