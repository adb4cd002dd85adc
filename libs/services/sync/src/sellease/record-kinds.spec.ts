import { newestPerRecord, readUpdate, recordOf, validationReason } from './record-kinds';

describe('readUpdate', () => {
  it('reads a stock level as a stock take line keyed by SKU', async () => {
    await expect(readUpdate('stock.updated', { sku: 'R-1', quantity: 5, version: 3 })).resolves.toEqual({
      ok: true,
      update: { kind: 'stock', key: 'R-1', version: 3, line: { sku: 'R-1', onHand: 5 } },
    });
  });

  it('reads a price as a trade price line', async () => {
    await expect(readUpdate('price.updated', { sku: 'R-1', tradePrice: 12.5, version: 1 })).resolves.toEqual({
      ok: true,
      update: { kind: 'price', key: 'R-1', version: 1, line: { sku: 'R-1', tradePrice: 12.5 } },
    });
  });

  it('reads a metal rate keyed by metal and fineness, and refuses a negative rate naming the field', async () => {
    await expect(
      readUpdate('metal-rate.updated', { metal: 'Gold', karat: '18k', ratePerGram: 52.4, version: 9 }),
    ).resolves.toEqual({
      ok: true,
      update: {
        kind: 'metal-rate',
        key: 'gold/18k',
        version: 9,
        line: { metal: 'Gold', karat: '18k', ratePerGram: 52.4 },
      },
    });
    await expect(
      readUpdate('metal-rate.updated', { metal: 'gold', karat: '18k', ratePerGram: -1, version: 9 }),
    ).resolves.toEqual({
      ok: false,
      record: '18k',
      reason: { key: 'validation.min', params: { field: 'ratePerGram', min: 0.01 } },
    });
  });

  it('reads an order acknowledgement and a status update keyed by our order number', async () => {
    await expect(
      readUpdate('order.acknowledged', { orderNumber: 'AT00042', seOrderNumber: 7, version: 1 }),
    ).resolves.toEqual({
      ok: true,
      update: { kind: 'order-ack', key: 'AT00042', version: 1, seOrderNumber: 7 },
    });
    const line = { lineNumber: 1, invoicedQty: 2, shippedQty: 1, canceledQty: 0 };
    await expect(
      readUpdate('order.status-updated', { orderNumber: 'AT00042', version: 2, lines: [line] }),
    ).resolves.toMatchObject({
      ok: true,
      update: { kind: 'order-status', key: 'AT00042', version: 2, lines: [line] },
    });
  });

  it('reads an account opened for a registration keyed by our customer id, and refuses a bad number', async () => {
    const customerId = '3b1f2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    await expect(readUpdate('customer.linked', { customerId, acNo: 'SEL0042', version: 3 })).resolves.toEqual(
      {
        ok: true,
        update: { kind: 'customer-link', key: customerId, version: 3, link: { customerId, acNo: 'SEL0042' } },
      },
    );
    const read = await readUpdate('customer.linked', { customerId, acNo: 'sel 42', version: 3 });
    expect(read).toMatchObject({ ok: false, record: customerId, reason: { params: { field: 'acNo' } } });
  });

  it('refuses a status update without lines, keeping the order it names', async () => {
    const read = await readUpdate('order.status-updated', { orderNumber: 'AT00042', version: 2, lines: [] });
    expect(read).toMatchObject({ ok: false, record: 'AT00042', reason: { params: { field: 'lines' } } });
  });

  it('names the first refused field, and keeps the record it could read', async () => {
    const read = await readUpdate('stock.updated', { sku: 'R-1', quantity: -1, version: 1 });
    expect(read).toEqual({
      ok: false,
      record: 'R-1',
      reason: { key: 'validation.min', params: { field: 'quantity', min: 0 } },
    });
  });

  it('refuses a body without a version, and fields Sellease does not send', async () => {
    const noVersion = await readUpdate('price.updated', { sku: 'R-1', tradePrice: 3 });
    expect(noVersion).toMatchObject({ ok: false, reason: { params: { field: 'version' } } });
    const extra = await readUpdate('price.updated', { sku: 'R-1', tradePrice: 3, version: 1, vat: 20 });
    expect(extra).toMatchObject({ ok: false, reason: { key: 'validation.unknownField' } });
  });

  it('reports a type it does not know', async () => {
    await expect(readUpdate('stock.counted', { sku: 'R-1' })).resolves.toEqual({
      ok: false,
      record: null,
      reason: { key: 'sync.reason.unknownType', params: { type: 'stock.counted' } },
    });
  });
});

describe('recordOf', () => {
  it('reads the SKU of stock and price bodies even when they are invalid', () => {
    expect(recordOf('stock.updated', { sku: 'A-1', quantity: 'x' })).toBe('A-1');
    expect(recordOf('price.updated', { sku: 42 })).toBeNull();
    expect(recordOf('unknown', { sku: 'A-1' })).toBeNull();
    expect(recordOf('design.upserted', { designNumber: 'R1', version: 'x' })).toBe('R1');
    expect(recordOf('customer.upserted', { acNo: 'LND1' })).toBe('LND1');
  });
});

describe('validationReason', () => {
  it('falls back to an invalid body when no field is named', () => {
    expect(validationReason(undefined)).toEqual({ key: 'validation.invalid', params: { field: 'body' } });
  });
});

describe('newestPerRecord', () => {
  const item = (key: string, version: number, id: string) => ({
    id,
    update: { kind: 'stock' as const, key, version, line: { sku: key, onHand: version } },
  });

  it('keeps the newest version of each record and supersedes the rest, whatever the order', () => {
    const { newest, superseded } = newestPerRecord([
      item('A', 2, 'a2'),
      item('B', 1, 'b1'),
      item('A', 5, 'a5'),
      item('A', 3, 'a3'),
    ]);
    expect(newest.map((x) => x.id).sort()).toEqual(['a5', 'b1']);
    expect(superseded.map((x) => x.id).sort()).toEqual(['a2', 'a3']);
  });

  it('keeps the first of two equal versions', () => {
    const { newest, superseded } = newestPerRecord([item('A', 2, 'first'), item('A', 2, 'second')]);
    expect(newest.map((x) => x.id)).toEqual(['first']);
    expect(superseded.map((x) => x.id)).toEqual(['second']);
  });

  it('tells kinds apart: a price and a stock level of one SKU are different records', () => {
    const price = {
      id: 'p',
      update: { kind: 'price' as const, key: 'A', version: 1, line: { sku: 'A', tradePrice: 1 } },
    };
    const { newest } = newestPerRecord([item('A', 1, 's'), price]);
    expect(newest).toHaveLength(2);
  });
});
