import type { OrderBespokeLink } from './bespoke.types';
import type { CartListResponse, PriceType } from './cart.types';
import type { ShippingAddressView, ShippingOptionView } from './checkout.types';
import type { ChangeRequestStatus, OrderLineType, OrderStatus, OrderType } from './orders.constants';

export type OrderAction =
  | 'approve_pricing'
  | 'reject_pricing'
  | 'approve_updated_pricing'
  | 'reject_updated_pricing'
  | 'convert_to_special'
  | 'reorder'
  | 'change_request';

export interface OrderSummaryRow {
  _id: string;
  order_number: string;
  reference_number: string;
  se_order_number: string | null;
  order_type: OrderType;
  /** DD MMM, YYYY in UTC. */
  order_date: string;
  placed_at: string;
  placed_by: string;
  status: OrderStatus;
  status_label: string;
  /** New prices from the back office wait for the customer's approval. */
  awaiting_customer_approval: boolean;
  line_count: number;
  total_quantity: number;
  /** Status 2 (and the back office) only. */
  net_total?: number;
  total_vat?: number;
  carriage?: number;
  total_engraving_cost?: number;
  grand_total?: number;
}

export interface AdminOrderSummaryRow extends OrderSummaryRow {
  customer_id: string;
  customer_name: string;
  customer_ac_no: string;
}

export interface OrderLineView {
  _id: string;
  line_number: number;
  variant_id: string | null;
  design_id: string | null;
  design_number: string;
  /** The design's name, with "Lab grown" in the caller's language when placed with a lab-grown stone. */
  design_name: string;
  /** Placed with a lab-grown stone (kept from placement): the line shows the disclosure badge. */
  labGrown: boolean;
  description: string;
  image_url: string | null;
  sku: string | null;
  size: string | null;
  metal: string | null;
  shade: string | null;
  karat: string | null;
  quality: string | null;
  engraving: string | null;
  ring_size: string | null;
  order_type: OrderLineType;
  delivery: string;
  quantity: number;
  invoice_qty: number;
  pending_qty: number;
  canceled_qty: number;
  /** Pieces Sellease reports shipped. */
  shipped_qty: number;
  processed_qty: number;
  certificate_number: string | null;
  /** Status 1: RRP of the unit price; 2: the trade unit price. */
  price?: number;
  price_type?: PriceType;
  /** Status 2 (and the back office) only. */
  net_unit_price?: number;
  updated_price?: number | null;
  item_vat?: number;
  item_total?: number;
  engrave_cost?: number;
  net_total_price?: number;
  /**
   * Status 2 (and the back office): a metal-priced line's rate per gram when it was placed, and the
   * grams it was priced by; null for a fixed-price line. The order keeps them whatever the rate does.
   */
  metal_rate_per_gram?: number | null;
  metal_weight?: number | null;
  /**
   * The buyer's discount the line got when it was placed (null: none), while prices are shown: the
   * order keeps it whatever the discount does later.
   */
  discount?: OrderLineDiscountView | null;
}

/** A placed line's discount: what it was (percent off or a fixed trade price) and the unit price before it. */
export interface OrderLineDiscountView {
  kind: 'percent' | 'fixed_price';
  /** Percent off (kind percent) or the fixed trade price in pounds (kind fixed_price). */
  value: number;
  /** The unit price before the discount, in the line's price kind (trade, or RRP at status 1). */
  was_price: number;
}

export interface OrderHistoryEntry {
  status: OrderStatus;
  status_label: string;
  note: string | null;
  at: string;
  date: string;
}

export interface ChangeRequestView {
  _id: string;
  order_id: string;
  order_number: string;
  line_id: string | null;
  message: string;
  status: ChangeRequestStatus;
  response: string | null;
  created_at: string;
  date: string;
  resolved_at: string | null;
}

export interface OrderDetail extends OrderSummaryRow {
  customer_id: string;
  customer_name: string;
  customer_ac_no: string;
  shipping_address: ShippingAddressView;
  shipping_option: ShippingOptionView;
  special_instructions: string | null;
  /** Status 2 (and the back office) only. */
  postage?: number;
  vat_rate_percent?: number;
  is_vat_applicable: boolean;
  lines: OrderLineView[];
  /** What the caller may do with the order now. */
  actions: OrderAction[];
  change_requests: ChangeRequestView[];
  history: OrderHistoryEntry[];
  /** The bespoke request this order was accepted from, with its line's own status (null: a cart order). */
  bespoke: OrderBespokeLink | null;
}

/** The answer to an order action: the order as it is now, and a message for a notification. */
export interface OrderActionResult {
  order: OrderDetail;
  message: string;
}

export interface ReorderResult {
  cart: CartListResponse;
  /** Lines that could not go back into the cart (retired designs, special offers sold out). */
  skipped: Array<{ design_number: string; reason: string }>;
  message: string;
}
export type { Paged } from '@atelier/contracts/common';
