import { planLineQuantities } from './line-quantities';

const pending = new Map([
  ['a', 1],
  ['b', 3],
]);
const available = (id: string): number | undefined => pending.get(id);

describe('planLineQuantities', () => {
  it('sums the entries of one line', () => {
    const plan = planLineQuantities(
      [
        { lineId: 'b', quantity: 1 },
        { lineId: 'b', quantity: 2 },
        { lineId: 'a', quantity: 1 },
      ],
      available,
    );
    expect(plan).toEqual({
      kind: 'ok',
      totals: new Map([
        ['b', 3],
        ['a', 1],
      ]),
    });
  });

  it('refuses the same piece named twice, at the entry that takes it past what is left', () => {
    const plan = planLineQuantities(
      [
        { lineId: 'a', quantity: 1 },
        { lineId: 'a', quantity: 1 },
      ],
      available,
    );
    expect(plan).toEqual({
      kind: 'over',
      issues: { 'lines.1.quantity': [{ key: 'orders.quantityOverPending', params: { max: 0 } }] },
    });
  });

  it('reports an entry over the line on its own', () => {
    const plan = planLineQuantities([{ lineId: 'b', quantity: 4 }], available, (i) => `lines.${i}.returned`);
    expect(plan).toEqual({
      kind: 'over',
      issues: { 'lines.0.returned': [{ key: 'orders.quantityOverPending', params: { max: 3 } }] },
    });
  });

  it('names a line the order does not have', () => {
    expect(planLineQuantities([{ lineId: 'z', quantity: 1 }], available)).toEqual({
      kind: 'unknown-line',
      lineId: 'z',
    });
  });

  it('leaves out lines that take nothing', () => {
    const plan = planLineQuantities([{ lineId: 'b', quantity: 0 }], available);
    expect(plan).toEqual({ kind: 'ok', totals: new Map() });
  });
});
