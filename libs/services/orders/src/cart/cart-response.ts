import type { CartLine, CartListResponse } from '@atelier/contracts/orders';
import type { CartLineRow, CartRow } from '../schema/orders.schema';

export type CartLineFields = Pick<
  CartLineRow,
  'id' | 'productName' | 'variantSku' | 'quantity' | 'isEngravingCharge' | 'engravingText'
>;

export function toCartLine(line: CartLineFields): CartLine {
  return {
    _id: line.id,
    productName: line.productName,
    variant_sku: line.variantSku,
    order_quantity: line.quantity,
    is_engraving_charge: line.isEngravingCharge,
    engraving_text: line.engravingText,
  };
}

/**
 * The spec's cart list (section 7): always exactly one entry, so the storefront can read
 * `data[0].order_detail`; with no cart yet, its id is null and the lines are empty.
 */
export function toCartListResponse(
  cart: Pick<CartRow, 'id' | 'customerId'> | null,
  lines: readonly CartLineFields[],
  customerId: string | null,
): CartListResponse {
  return {
    data: [
      {
        _id: cart?.id ?? null,
        customer_id: cart?.customerId ?? customerId,
        order_detail: cart ? lines.map(toCartLine) : [],
      },
    ],
  };
}
