import { countedBySku } from './stock-take.service';

describe('countedBySku', () => {
  it('keeps the last figure of a SKU named twice, and every other SKU once', () => {
    const counted = countedBySku([
      { sku: 'A', onHand: 1 },
      { sku: 'B', onHand: 2 },
      { sku: 'A', onHand: 7 },
    ]);
    expect([...counted]).toEqual([
      ['A', 7],
      ['B', 2],
    ]);
  });
});
