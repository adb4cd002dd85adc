import { engravingChargeChange, inCartOrder, withWrittenLine } from './cart-lines.rules';

const at = (second: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, second));
const line = (
  id: string,
  quantity: number,
  extra: { engravingText?: string; charge?: boolean; second?: number } = {},
) => ({
  id,
  quantity,
  engravingText: extra.engravingText ?? null,
  isEngravingCharge: extra.charge ?? false,
  createdAt: at(extra.second ?? 0),
});

describe('inCartOrder', () => {
  it('keeps the order added, the engraving-charges line last and ids breaking ties', () => {
    const lines = [
      line('e', 1, { charge: true, second: 0 }),
      line('b', 1, { second: 5 }),
      line('c2', 1, { second: 1 }),
      line('c1', 1, { second: 1 }),
    ];
    expect(inCartOrder(lines).map((l) => l.id)).toEqual(['c1', 'c2', 'b', 'e']);
  });
});

describe('withWrittenLine', () => {
  it('replaces a changed line in place and adds a new one in its order', () => {
    const lines = [line('a', 1, { second: 1 }), line('e', 1, { charge: true })];
    const changed = withWrittenLine(lines, line('a', 3, { second: 1 }));
    expect(changed.map((l) => [l.id, l.quantity])).toEqual([
      ['a', 3],
      ['e', 1],
    ]);
    const added = withWrittenLine(lines, line('n', 2, { second: 9 }));
    expect(added.map((l) => l.id)).toEqual(['a', 'n', 'e']);
  });
});

describe('engravingChargeChange', () => {
  it('needs nothing when nothing is engraved and there is no charges line', () => {
    expect(engravingChargeChange([line('a', 2)])).toEqual({ kind: 'none' });
  });

  it('adds one charge per engraved piece', () => {
    expect(engravingChargeChange([line('a', 2, { engravingText: 'A&B' }), line('b', 1)])).toEqual({
      kind: 'insert',
      quantity: 2,
    });
  });

  it('follows the engraved pieces and drops the line when none are left', () => {
    const charge = line('e', 2, { charge: true });
    expect(engravingChargeChange([line('a', 3, { engravingText: 'x' }), charge])).toEqual({
      kind: 'update',
      lineId: 'e',
      quantity: 3,
    });
    expect(engravingChargeChange([line('a', 2, { engravingText: 'x' }), charge])).toEqual({ kind: 'none' });
    expect(engravingChargeChange([line('a', 2), charge])).toEqual({ kind: 'delete', lineId: 'e' });
  });
});
