import type { StockChangedEvent } from '@atelier/contracts/orders';
import { designsFlipped, newestPerVariant, stockMessageId } from './stock-batch';

const event = (variantId: string, version: number, available: number): StockChangedEvent => ({
  variantId,
  sku: `SKU-${variantId}`,
  onHand: available,
  reserved: 0,
  available,
  version,
});

describe('stock batch', () => {
  it('keeps only the newest version of each variant, whatever the order they came in', () => {
    const newest = newestPerVariant([event('a', 2, 5), event('b', 1, 1), event('a', 3, 7), event('a', 1, 9)]);
    expect(newest).toEqual([event('a', 3, 7), event('b', 1, 1)]);
  });

  it('names a message by its broker id, else by its variants and versions', () => {
    expect(stockMessageId([event('a', 4, 1)], 'm-1')).toBe('m-1');
    expect(stockMessageId([event('a', 4, 1)], undefined)).toBe('a:4');
    expect(stockMessageId([event('a', 4, 1), event('b', 2, 0)], undefined)).toBe('a:4,b:2');
  });

  it('lists each design once whose variants went in or out of stock, and none that only changed count', () => {
    expect(
      designsFlipped([
        { designId: 'd1', before: 0, after: 3 },
        { designId: 'd1', before: 2, after: 0 },
        { designId: 'd2', before: 2, after: 5 },
        { designId: 'd3', before: 1, after: 0 },
      ]),
    ).toEqual(['d1', 'd3']);
  });
});
