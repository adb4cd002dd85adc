import type {
  ApproStatus,
  BespokeStatus,
  CartMessageCode,
  ChangeRequestStatus,
  InvoiceStatus,
  OrderLineType,
  OrderStatus,
  OrderType,
  ShippingOptionCode,
} from './orders.constants';

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
  productName: string;
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

// ---- checkout ------------------------------------------------------------------------------------------

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

// ---- orders --------------------------------------------------------------------------------------------

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
  design_name: string;
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
}

export interface Paged<T> {
  rows: T[];
  count: number;
  page: number;
  limit: number;
  pages: number;
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

// ---- bespoke, appros, invoices --------------------------------------------------------------------------

export interface BespokeOrderView {
  _id: string;
  reference_number: string;
  status: BespokeStatus;
  status_label: string;
  description: string;
  design_reference: string | null;
  metal: string | null;
  karat: string | null;
  size: string | null;
  quantity: number;
  /** The customer's own budget (pounds), as they gave it. */
  budget: number | null;
  required_by: string | null;
  notes: string | null;
  admin_note: string | null;
  /** GET this (with the usual headers) for the stored, re-encoded image. */
  image_url: string;
  image_width: number;
  image_height: number;
  created_at: string;
  date: string;
  customer_id: string;
  customer_name: string;
}

export interface BespokeImage {
  contentType: string;
  /** Base64 of the bytes; messages are JSON. */
  data: string;
}

export interface ApproLineView {
  _id: string;
  variant_id: string | null;
  design_number: string;
  design_name: string;
  description: string;
  sku: string | null;
  quantity_out: number;
  quantity_returned: number;
  quantity_invoiced: number;
  quantity_outstanding: number;
  price?: number;
  price_type?: PriceType;
}

export interface ApproView {
  _id: string;
  appro_number: string;
  status: ApproStatus;
  status_label: string;
  issued_at: string;
  issued_date: string;
  due_date: string;
  notes: string | null;
  customer_id: string;
  customer_name: string;
  total_out: number;
  total_outstanding: number;
  lines: ApproLineView[];
}

export interface InvoiceLineView {
  _id: string;
  description: string;
  design_number: string | null;
  sku: string | null;
  quantity: number;
  unit_price: number;
  net: number;
  vat: number;
  total: number;
}

export interface InvoiceView {
  _id: string;
  invoice_number: string;
  order_id: string | null;
  order_number: string | null;
  reference_number: string | null;
  appro_id: string | null;
  status: InvoiceStatus;
  status_label: string;
  invoice_date: string;
  due_date: string;
  issued_at: string;
  customer_id: string;
  customer_name: string;
  customer_ac_no: string;
  net_total: number;
  total_vat: number;
  carriage: number;
  grand_total: number;
  vat_rate_percent: number;
  lines: InvoiceLineView[];
  pdf_url: string;
}

export interface InvoicePdf {
  filename: string;
  /** Base64 of the PDF. */
  data: string;
}

export interface InventoryView {
  variant_id: string;
  sku: string;
  design_number: string;
  on_hand: number;
  reserved: number;
  available: number;
  version: number;
  is_special_offer: boolean;
  updated_at: string;
}

// ---- events ---------------------------------------------------------------------------------------------

export interface OrderPlacedEvent {
  orderId: string;
  orderNumber: string;
  customerId: string;
  userId: string;
  status: OrderStatus;
  orderType: OrderType;
  placedAt: string;
  customerName: string;
  lines: OrderPlacedLine[];
  grandTotalPence: number;
}

/** A line as placed, with what the reporting read model groups by (so it never asks at read time). */
export interface OrderPlacedLine {
  lineNumber: number;
  variantId: string | null;
  sku: string | null;
  quantity: number;
  orderType: OrderLineType;
  designId: string | null;
  designNumber: string;
  designName: string;
  /** The design's item (rings, earrings, ...), as the catalogue names it at placement. */
  category: string;
  metal: string | null;
  karat: string | null;
  /** Trade price times pieces, before VAT, engraving and carriage. */
  netPence: number;
}

/** Pieces of an order's lines were cancelled: the cancelled pieces per line after the change. */
export interface OrderLinesCancelledEvent {
  orderId: string;
  lines: Array<{ lineNumber: number; canceledQty: number }>;
}

/** An order as the reporting read model is rebuilt from: header and lines with what was cancelled. */
export interface ReportingOrder {
  orderId: string;
  orderNumber: string;
  customerId: string;
  customerName: string;
  orderType: OrderType;
  placedAt: string;
  lines: Array<Omit<OrderPlacedLine, 'category'> & { canceledQty: number }>;
}

/** Back-office work waiting in orders, counted for the dashboard. */
export interface PendingOrderWork {
  ordersAwaitingPricingApproval: number;
  openChangeRequests: number;
  bespokeRequests: number;
  approsDueBack: number;
}

/**
 * A variant's stock as orders (the stock authority) holds it after a change. Absolute values with a
 * version that only grows, so a consumer applies the newest and ignores older or repeated ones.
 */
export interface StockChangedEvent {
  variantId: string;
  sku: string;
  onHand: number;
  reserved: number;
  available: number;
  version: number;
}
