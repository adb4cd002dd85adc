import { type HeldLine, orderNumberOf, planOrderUpdate } from './order-updates';

const line = (overrides: Partial<HeldLine> = {}): HeldLine => ({
  lineNumber: 1,
  quantity: 5,
  invoicedQty: 0,
  canceledQty: 0,
  shippedQty: 0,
  ...overrides,
});

describe('orderNumberOf', () => {
  it('reads our shown order number', () => {
    expect(orderNumberOf('AT00042')).toBe(42);
    expect(orderNumberOf(' AT123456 ')).toBe(123456);
  });

  it('refuses anything else', () => {
    expect(orderNumberOf('SE00042')).toBeNull();
    expect(orderNumberOf('AT')).toBeNull();
    expect(orderNumberOf('AT00000')).toBeNull();
    expect(orderNumberOf('42')).toBeNull();
  });
});

describe('planOrderUpdate', () => {
  it('invoices and cancels what grew, and keeps the shipped total', () => {
    const plan = planOrderUpdate(
      [line({ invoicedQty: 1 })],
      [{ lineNumber: 1, invoicedQty: 3, shippedQty: 2, canceledQty: 1 }],
    );
    expect(plan).toEqual({ ok: true, changes: [{ lineNumber: 1, invoice: 2, cancel: 1, shipped: 2 }] });
  });

  it('changes nothing when the same totals come again', () => {
    const plan = planOrderUpdate(
      [line({ invoicedQty: 3, canceledQty: 1, shippedQty: 2 })],
      [{ lineNumber: 1, invoicedQty: 3, shippedQty: 2, canceledQty: 1 }],
    );
    expect(plan).toEqual({ ok: true, changes: [{ lineNumber: 1, invoice: 0, cancel: 0, shipped: 2 }] });
  });

  it('never takes invoiced, cancelled or shipped pieces back', () => {
    const plan = planOrderUpdate(
      [line({ invoicedQty: 3, canceledQty: 1, shippedQty: 3 })],
      [{ lineNumber: 1, invoicedQty: 1, shippedQty: 0, canceledQty: 0 }],
    );
    expect(plan).toEqual({ ok: true, changes: [{ lineNumber: 1, invoice: 0, cancel: 0, shipped: 3 }] });
  });

  it('refuses a line the order does not have', () => {
    expect(
      planOrderUpdate([line()], [{ lineNumber: 2, invoicedQty: 1, shippedQty: 0, canceledQty: 0 }]),
    ).toEqual({
      ok: false,
      key: 'sync.reason.orderLineUnknown',
      params: { line: 2 },
    });
  });

  it('refuses totals beyond the pieces of the line', () => {
    expect(
      planOrderUpdate([line()], [{ lineNumber: 1, invoicedQty: 4, shippedQty: 0, canceledQty: 2 }]),
    ).toEqual({
      ok: false,
      key: 'sync.reason.orderLineOver',
      params: { line: 1, quantity: 5 },
    });
    expect(
      planOrderUpdate([line()], [{ lineNumber: 1, invoicedQty: 0, shippedQty: 6, canceledQty: 0 }]).ok,
    ).toBe(false);
  });
});
