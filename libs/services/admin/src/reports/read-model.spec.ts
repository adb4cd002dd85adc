import { lastPerOrder, lineFigures, type ReportableOrder } from './read-model';

const order = (orderId: string, customerName: string): ReportableOrder => ({
  orderId,
  orderNumber: `AT-${orderId}`,
  customerId: 'c',
  customerName,
  placedAt: '2026-11-28T12:00:00.000Z',
  lines: [],
});

describe('lastPerOrder', () => {
  it('writes an order announced twice in one batch once, as its last copy says', () => {
    const batch = [order('1', 'first'), order('2', 'other'), order('1', 'second')];
    expect(lastPerOrder(batch).map((o) => [o.orderId, o.customerName])).toEqual([
      ['1', 'second'],
      ['2', 'other'],
    ]);
  });
});

describe('lineFigures', () => {
  it('leaves cancelled pieces out of pieces and net', () => {
    expect(lineFigures({ quantity: 4, canceledQty: 1, netPence: 1000 })).toEqual({
      unitPence: 250,
      pieces: 3,
      netPence: 750,
    });
  });
});
