import type { CartLine, CartMessage } from './cart.types';
import type { OrderStatus, OrderType, ShippingOptionCode } from './orders.constants';

export interface ShippingAddressView {
  _id: string;
  company: string;
  address_field1: string;
  address_field2: string | null;
  postcode: string;
  city: string;
  county: string | null;
  country: string;
  is_primary: boolean;
}

export interface ShippingOptionView {
  code: ShippingOptionCode;
  label: string;
  delivery: string;
  /** Status 2 only (pounds, before VAT). */
  carriage?: number;
}

export interface CheckoutOptions {
  shipping_addresses: ShippingAddressView[];
  shipping_options: ShippingOptionView[];
  /** Status 2 only. */
  vat_rate_percent?: number;
  is_vat_applicable: boolean;
}

export interface OrderTotals {
  net_total: number;
  total_engraving_cost: number;
  carriage: number;
  postage: number;
  total_vat: number;
  grand_total: number;
}

/** The confirm tab: the lines as they will be ordered and, at status 2, the totals. */
export interface CheckoutSummary {
  lines: CartLine[];
  cart_count: number;
  can_place_order: boolean;
  messages: CartMessage[];
  shipping_option: ShippingOptionView;
  totals?: OrderTotals;
}

/** The "Order Placed" confirmation. */
export interface OrderPlaced {
  order_id: string;
  order_number: string;
  reference_number: string;
  se_order_number: string | null;
  status: OrderStatus;
  status_label: string;
  order_type: OrderType;
  /** Lines (or parts of lines) that were not in stock and became special orders (4-5 weeks). */
  special_order_lines: number;
  /** "Thank you! Your order has been placed successfully. Your order number is AT00042." */
  message: string;
  placed_at: string;
  order_date: string;
}
