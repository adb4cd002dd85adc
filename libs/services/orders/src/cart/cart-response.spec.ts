import { toCartListResponse } from './cart-response';

const line = (
  id: string,
  quantity: number,
  extra: Partial<Parameters<typeof toCartListResponse>[1][number]> = {},
) => ({
  id,
  productName: `Design ${id}`,
  variantSku: null,
  quantity,
  isEngravingCharge: false,
  engravingText: null,
  ...extra,
});

describe('toCartListResponse', () => {
  it('answers one entry with empty lines and a null id when there is no cart', () => {
    expect(toCartListResponse(null, [], 'customer-1')).toEqual({
      data: [{ _id: null, customer_id: 'customer-1', order_detail: [] }],
    });
    expect(toCartListResponse(null, [], null)).toEqual({
      data: [{ _id: null, customer_id: null, order_detail: [] }],
    });
  });

  it('maps lines to the spec field names, keeping their order', () => {
    const response = toCartListResponse(
      { id: 'cart-1', customerId: 'customer-1' },
      [
        line('a', 2, { variantSku: 'RG-18K-WG-0.50' }),
        line('b', 1, { productName: 'Engraving charge', isEngravingCharge: true, engravingText: 'Forever' }),
      ],
      'customer-1',
    );
    expect(response).toEqual({
      data: [
        {
          _id: 'cart-1',
          customer_id: 'customer-1',
          order_detail: [
            {
              _id: 'a',
              productName: 'Design a',
              variant_sku: 'RG-18K-WG-0.50',
              order_quantity: 2,
              is_engraving_charge: false,
              engraving_text: null,
            },
            {
              _id: 'b',
              productName: 'Engraving charge',
              variant_sku: null,
              order_quantity: 1,
              is_engraving_charge: true,
              engraving_text: 'Forever',
            },
          ],
        },
      ],
    });
  });

  it('keeps the order_detail under data[0] where the storefront reads it', () => {
    const response = toCartListResponse({ id: 'cart-1', customerId: null }, [line('a', 3)], null);
    expect(response.data).toHaveLength(1);
    expect(response.data[0].order_detail.map((l) => l.order_quantity)).toEqual([3]);
  });
});
