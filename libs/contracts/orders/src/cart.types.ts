import type { CartMessageCode, OrderLineType } from './orders.constants';

/**
 * Money in responses is pounds with at most two decimals (computed in whole pence). Which money keys
 * exist depends on the caller's price status (spec section 4, enforced by the server):
 * 0: none at all (absent, not null); 1: `price`/`total_price` as RRP with `price_type: 'rrp'`, nothing
 * else; 2: the trade prices and every total.
 */
export type PriceType = 'rrp' | 'trade';

export interface CartMessage {
  code: CartMessageCode;
  /** In the caller's language, e.g. "Price is changed, please verify before ordering". */
  message: string;
  /** A blocking message stops the order from being placed until the line is changed. */
  blocking: boolean;
}

export interface CartLine {
  _id: string;
  /** The design's name, with "Lab grown" in the caller's language when it has a lab-grown stone. */
  productName: string;
  /** The design has a lab-grown stone: the line shows the disclosure badge. */
  labGrown: boolean;
  variant_id: string | null;
  design_id: string | null;
  design_number: string | null;
  /** The variant ordered (metal, karat, size...), when the line is for one. */
  variant_sku: string | null;
  description: string | null;
  image_url: string | null;
  metal: string | null;
  karat: string | null;
  shade: string | null;
  quality: string | null;
  total_carat: number | null;
  size: string | null;
  ring_size: string | null;
  order_quantity: number;
  order_type: OrderLineType;
  /** "24-72 hours" or "4-5 weeks". */
  delivery: string;
  /** The engraving-charge line: the cart count leaves it out (spec section 4, Cart). */
  is_engraving_charge: boolean;
  engraving_text: string | null;
  is_special_offer: boolean;
  /** Pieces in stock now (null on the engraving line). */
  available_quantity: number | null;
  messages: CartMessage[];
  /** Unit price the caller may see (status 1: RRP, 2: trade); absent at status 0. */
  price?: number;
  /** The unit price before the buyer's discount, in the same kind, while a discount lowers `price`. */
  was_price?: number;
  price_type?: PriceType;
  total_price?: number;
}

export interface CartTotals {
  /** Status 1 and 2: the lines' visible total (RRP or trade, engraving included). */
  total_price?: number;
  /** Status 2 only. */
  net_total?: number;
  total_engraving_cost?: number;
}

export interface CartEntry {
  _id: string | null;
  customer_id: string | null;
  order_detail: CartLine[];
  /** The header's cart count: the sum of quantities without the engraving-charge line. */
  cart_count: number;
  /** Cart-level messages ("Your cart is empty"). */
  messages: CartMessage[];
  /** No blocking message on any line and at least one line. */
  can_place_order: boolean;
  totals: CartTotals;
}

/** Spec section 7: the storefront reads `data.data[0].order_detail`. */
export interface CartListResponse {
  data: CartEntry[];
}

export interface CartCount {
  count: number;
}
