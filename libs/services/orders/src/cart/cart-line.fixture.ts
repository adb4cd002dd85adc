import type { VariantForOrder } from '@atelier/contracts/catalogue';
import type { CartLineFields } from './cart-response';

/** A stored cart line for unit tests: a plain stock line at 100.00 unless `extra` says otherwise. */
export const cartLineFields = (
  id: string,
  quantity: number,
  extra: Partial<CartLineFields> = {},
): CartLineFields => ({
  id,
  productName: `Design ${id}`,
  variantSku: null,
  quantity,
  isEngravingCharge: false,
  engravingText: null,
  variantId: null,
  designId: null,
  designNumber: null,
  description: null,
  imageKey: null,
  metal: null,
  karat: null,
  shade: null,
  quality: null,
  totalCarat: null,
  size: null,
  ringSize: null,
  orderType: 'stock',
  isSpecialOffer: false,
  isLabGrown: false,
  unitTradePence: 10000,
  ...extra,
});

/** The catalogue's facts of a variant for unit tests: a live ring at 100.00 with five in stock. */
export function variantFact(id: string, overrides: Partial<VariantForOrder> = {}): VariantForOrder {
  return {
    variant_id: id,
    sku: `SKU-${id}`,
    design_id: `d-${id}`,
    design_number: `R${id}`,
    lab_grown: false,
    design_name: 'Ring',
    item: 'Rings',
    metal: 'Gold',
    karat: '18K',
    shade: 'White Gold',
    quality: 'GH-SI',
    total_carat: 0.5,
    trade_pence: 10000,
    stock_quantity: 5,
    is_special_offer: false,
    is_clearance: false,
    offer: null,
    discount: null,
    certificate_number: null,
    image_key: null,
    metal_price: null,
    retired: false,
    ...overrides,
  };
}
