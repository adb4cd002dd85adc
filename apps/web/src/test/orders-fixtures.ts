import type {
  CartEntry,
  CartLine,
  CartMessage,
  CheckoutOptions,
  CheckoutSummary,
  OrderDetail,
  OrderLineView,
  OrderPlaced,
  OrderSummaryRow,
  Paged,
} from '@atelier/contracts/orders';
import type { PriceStatus } from '../shared/types';

/*
 * Answers of the orders API (libs/contracts/orders/API.md) for the web tests: money keys only where the
 * price status allows them (absent at 0; RRP price and total at 1; trade amounts at 2).
 */

export const priceChanged: CartMessage = {
  code: 'PRICE_CHANGED',
  message: 'Price is changed, please verify before ordering',
  blocking: true,
};

export const selectAvailable: CartMessage = {
  code: 'SELECT_AVAILABLE_QUANTITY',
  message: 'Desired Stock is not available, please select an available quantity',
  blocking: false,
};

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    _id: 'line-1',
    productName: 'Twisted Solitaire Ring',
    labGrown: false,
    variant_id: 'v-1',
    design_id: 'd-1',
    design_number: 'R1001',
    variant_sku: 'R1001-18WG-GHSI-50',
    description: '18K White Gold, GH-SI, 0.5 ct',
    image_url: '/api/images/d-1?w=200',
    metal: 'Gold',
    karat: '18K',
    shade: 'White Gold',
    quality: 'GH-SI',
    total_carat: 0.5,
    size: null,
    ring_size: 'N',
    order_quantity: 2,
    order_type: 'stock',
    delivery: '24-72 hours',
    is_engraving_charge: false,
    engraving_text: 'Forever',
    is_special_offer: false,
    available_quantity: 3,
    messages: [],
    ...overrides,
  };
}

export function engravingLine(quantity = 2, overrides: Partial<CartLine> = {}): CartLine {
  return cartLine({
    _id: 'line-engraving',
    productName: 'Engraving charges',
    variant_id: null,
    design_id: null,
    design_number: null,
    variant_sku: null,
    description: null,
    image_url: null,
    metal: null,
    karat: null,
    shade: null,
    quality: null,
    total_carat: null,
    ring_size: null,
    engraving_text: null,
    is_engraving_charge: true,
    available_quantity: null,
    order_quantity: quantity,
    ...overrides,
  });
}

/** A line with the money keys of a price status. */
export function pricedLine(line: CartLine, unit: number, status: PriceStatus): CartLine {
  if (status === 0) return line;
  return {
    ...line,
    price: unit,
    price_type: status === 2 ? 'trade' : 'rrp',
    total_price: Math.round(unit * line.order_quantity * 100) / 100,
  };
}

export function cartEntry(lines: CartLine[], overrides: Partial<CartEntry> = {}): CartEntry {
  const count = lines
    .filter((line) => !line.is_engraving_charge)
    .reduce((sum, line) => sum + line.order_quantity, 0);
  const blocked = lines.some((line) => line.messages.some((message) => message.blocking));
  return {
    _id: lines.length > 0 ? 'cart-1' : null,
    customer_id: 'c-1',
    order_detail: lines,
    cart_count: count,
    can_place_order: lines.length > 0 && !blocked,
    messages:
      lines.length === 0 ? [{ code: 'CART_EMPTY', message: 'Your cart is empty', blocking: true }] : [],
    totals: {},
    ...overrides,
  };
}

export const cartAnswer = (entry: CartEntry, message?: string) => ({
  status: true as const,
  ...(message ? { message } : {}),
  data: { data: [entry] },
});

export function checkoutOptions(overrides: Partial<CheckoutOptions> = {}): CheckoutOptions {
  return {
    shipping_addresses: [
      {
        _id: 'primary',
        company: 'Lund Goldsmiths Ltd',
        address_field1: '14 Hatton Garden',
        address_field2: 'Second floor',
        postcode: 'EC1N 8AT',
        city: 'London',
        county: 'Greater London',
        country: 'United Kingdom',
        is_primary: true,
      },
    ],
    shipping_options: [
      { code: 'standard', label: 'Royal Mail Special Delivery', delivery: '1-2 working days', carriage: 10 },
      { code: 'express', label: 'Next-day courier', delivery: 'Next working day', carriage: 20 },
      { code: 'collect', label: 'Collect from our showroom', delivery: 'When ready', carriage: 0 },
    ],
    vat_rate_percent: 20,
    is_vat_applicable: true,
    ...overrides,
  };
}

export function checkoutSummary(
  lines: CartLine[],
  overrides: Partial<CheckoutSummary> = {},
): CheckoutSummary {
  return {
    lines,
    cart_count: lines
      .filter((line) => !line.is_engraving_charge)
      .reduce((sum, line) => sum + line.order_quantity, 0),
    can_place_order: true,
    messages: [],
    shipping_option: {
      code: 'standard',
      label: 'Royal Mail Special Delivery',
      delivery: '1-2 working days',
      carriage: 10,
    },
    totals: {
      net_total: 2430.4,
      total_engraving_cost: 20,
      carriage: 10,
      postage: 4.5,
      total_vat: 492.98,
      grand_total: 2957.88,
    },
    ...overrides,
  };
}

export function orderPlaced(overrides: Partial<OrderPlaced> = {}): OrderPlaced {
  return {
    order_id: '5d0f0000-0000-4000-8000-000000000001',
    order_number: 'AT00042',
    reference_number: '00007',
    se_order_number: null,
    status: 1,
    status_label: 'Pending Order',
    order_type: 'stock',
    special_order_lines: 0,
    message: 'Thank you! Your order has been placed successfully. Your order number is AT00042.',
    placed_at: '2026-03-05T10:15:00.000Z',
    order_date: '05 Mar, 2026',
    ...overrides,
  };
}

export function orderRow(overrides: Partial<OrderSummaryRow> = {}): OrderSummaryRow {
  return {
    _id: '5d0f0000-0000-4000-8000-000000000001',
    order_number: 'AT00042',
    reference_number: '00007',
    se_order_number: null,
    order_type: 'stock',
    order_date: '05 Mar, 2026',
    placed_at: '2026-03-05T10:15:00.000Z',
    placed_by: 'Beatrice Lund',
    status: 1,
    status_label: 'Pending Order',
    awaiting_customer_approval: false,
    line_count: 2,
    total_quantity: 3,
    net_total: 2430.4,
    total_vat: 492.08,
    carriage: 10,
    total_engraving_cost: 20,
    grand_total: 2952.48,
    ...overrides,
  };
}

export function orderLine(overrides: Partial<OrderLineView> = {}): OrderLineView {
  return {
    _id: 'ol-1',
    line_number: 1,
    variant_id: 'v-1',
    design_id: 'd-1',
    design_number: 'R1001',
    design_name: 'Twisted Solitaire Ring',
    labGrown: false,
    description: '18K White Gold, GH-SI, 0.5 ct',
    image_url: '/api/images/d-1?w=200',
    sku: 'R1001-18WG-GHSI-50',
    size: null,
    metal: 'Gold',
    shade: 'White Gold',
    karat: '18K',
    quality: 'GH-SI',
    engraving: 'Forever',
    ring_size: 'N',
    order_type: 'stock',
    delivery: '24-72 hours',
    quantity: 2,
    invoice_qty: 0,
    pending_qty: 2,
    canceled_qty: 0,
    shipped_qty: 0,
    processed_qty: 0,
    certificate_number: null,
    price: 1215.2,
    price_type: 'trade',
    net_unit_price: 1215.2,
    updated_price: null,
    item_vat: 486.08,
    item_total: 2916.48,
    engrave_cost: 20,
    net_total_price: 2430.4,
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderRow(),
    customer_id: 'c-1',
    customer_name: 'Lund Goldsmiths Ltd',
    customer_ac_no: 'LND0042',
    shipping_address: checkoutOptions().shipping_addresses[0],
    shipping_option: {
      code: 'standard',
      label: 'Royal Mail Special Delivery',
      delivery: '1-2 working days',
      carriage: 10,
    },
    special_instructions: 'Ring sizes as marked',
    postage: 4.5,
    vat_rate_percent: 20,
    is_vat_applicable: true,
    lines: [orderLine()],
    actions: ['reorder', 'change_request'],
    change_requests: [],
    history: [
      {
        status: 1,
        status_label: 'Pending Order',
        note: null,
        at: '2026-03-05T10:15:00.000Z',
        date: '05 Mar, 2026',
      },
    ],
    bespoke: null,
    ...overrides,
  };
}

export function paged<T>(rows: T[], overrides: Partial<Paged<T>> = {}): Paged<T> {
  return { rows, count: rows.length, page: 1, limit: 20, pages: 1, ...overrides };
}
