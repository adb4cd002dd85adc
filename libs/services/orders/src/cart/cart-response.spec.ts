import { PriceStatus } from '@atelier/contracts/common';
import { cartLineFields } from './cart-line.fixture';
import { type CartLineFields, cartCount, type PresentedLine, toCartListResponse } from './cart-response';

const row = cartLineFields;

const presented = (fields: CartLineFields, visiblePence: number | null = null): PresentedLine => ({
  row: fields,
  findings: [],
  available: fields.isEngravingCharge ? null : 5,
  visiblePence,
});

const hidden = { language: 'en' as const, priceStatus: PriceStatus.Hidden, priceType: null };

describe('toCartListResponse', () => {
  it('answers one entry with empty lines, a null id and "Your cart is empty" when there is no cart', () => {
    const response = toCartListResponse(null, [], 'customer-1', hidden);
    expect(response.data).toHaveLength(1);
    expect(response.data[0]).toMatchObject({
      _id: null,
      customer_id: 'customer-1',
      order_detail: [],
      cart_count: 0,
      can_place_order: false,
      messages: [{ code: 'CART_EMPTY', message: 'Your cart is empty', blocking: true }],
    });
  });

  it('keeps the spec field names under data[0].order_detail', () => {
    const response = toCartListResponse(
      { id: 'cart-1', customerId: 'customer-1' },
      [presented(row('a', 2, { variantSku: 'RG-18K-WG-0.50' }))],
      'customer-1',
      hidden,
    );
    const [line] = response.data[0].order_detail;
    expect(line).toMatchObject({
      _id: 'a',
      productName: 'Design a',
      variant_sku: 'RG-18K-WG-0.50',
      order_quantity: 2,
      is_engraving_charge: false,
      delivery: '24-72 hours',
    });
  });

  it('counts quantities without the engraving-charge line and names that line in the caller language', () => {
    const lines = [
      presented(row('a', 2, { engravingText: 'Forever' })),
      presented(row('b', 3)),
      presented(
        row('e', 2, { isEngravingCharge: true, productName: 'Engraving charges', unitTradePence: 1000 }),
      ),
    ];
    expect(cartCount(lines.map((l) => l.row))).toBe(5);
    const response = toCartListResponse({ id: 'c', customerId: null }, lines, null, {
      ...hidden,
      language: 'sv',
    });
    expect(response.data[0].cart_count).toBe(5);
    expect(response.data[0].order_detail[2].productName).toBe('Gravyrkostnader');
  });

  it('has no price key at all at price status 0', () => {
    const response = toCartListResponse(
      { id: 'c', customerId: null },
      [presented(row('a', 1), 10000)],
      null,
      hidden,
    );
    expect(JSON.stringify(response)).not.toMatch(/price|net_total|engraving_cost/i);
  });

  it('shows the RRP and its total only at status 1, and the trade totals at status 2', () => {
    const lines = [
      presented(row('a', 2), 30000),
      presented(row('e', 1, { isEngravingCharge: true, unitTradePence: 1000 }), 3000),
    ];
    const rrp = toCartListResponse({ id: 'c', customerId: null }, lines, null, {
      language: 'en',
      priceStatus: PriceStatus.Retail,
      priceType: 'rrp',
    }).data[0];
    expect(rrp.order_detail[0]).toMatchObject({ price: 300, price_type: 'rrp', total_price: 600 });
    expect(rrp.totals).toEqual({ total_price: 630 });

    const trade = toCartListResponse(
      { id: 'c', customerId: null },
      [
        presented(row('a', 2), 10000),
        presented(row('e', 1, { isEngravingCharge: true, unitTradePence: 1000 }), 1000),
      ],
      null,
      { language: 'en', priceStatus: PriceStatus.Trade, priceType: 'trade' },
    ).data[0];
    expect(trade.totals).toEqual({ total_price: 210, net_total: 200, total_engraving_cost: 10 });
  });

  it('cannot be placed while a line has a blocking message', () => {
    const line: PresentedLine = { ...presented(row('a', 1)), findings: [{ code: 'PRICE_CHANGED' }] };
    const entry = toCartListResponse({ id: 'c', customerId: null }, [line], null, hidden).data[0];
    expect(entry.can_place_order).toBe(false);
    expect(entry.order_detail[0].messages).toEqual([
      { code: 'PRICE_CHANGED', message: 'Price is changed, please verify before ordering', blocking: true },
    ]);
  });
});
