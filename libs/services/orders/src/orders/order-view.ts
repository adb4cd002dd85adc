import { type LanguageCode, PriceStatus, translate } from '@atelier/contracts/common';
import { disclosedName } from '@atelier/contracts/catalogue';
import {
  type AdminOrderSummaryRow,
  type ChangeRequestView,
  type OrderAction,
  type OrderBespokeLink,
  type OrderDetail,
  type OrderHistoryEntry,
  type OrderLineDiscountView,
  type OrderLineView,
  OrderStatus,
  type OrderSummaryRow,
  padReference,
} from '@atelier/contracts/orders';
import { shippingOptionView } from '../checkout/shipping';
import type { ChangeRequestRow, OrderLineRow, OrderRow } from '../schema/orders.schema';
import {
  deliveryText,
  displayDate,
  displayDay,
  imageUrl,
  orderNumberText,
  seOrderNumberText,
  statusLabel,
} from '../shared/format';
import { penceToPounds, vatOf } from '../shared/money';
import { pendingOf } from './order-status';

/** What money an answer carries: none (status 0), the RRP per piece (1), or all of it (2, back office). */
export type MoneyMode = 'hidden' | 'rrp' | 'trade';

export function moneyModeFor(priceStatus: PriceStatus): MoneyMode {
  if (priceStatus === PriceStatus.Trade) return 'trade';
  return priceStatus === PriceStatus.Retail ? 'rrp' : 'hidden';
}

export interface LineStats {
  lineCount: number;
  totalQuantity: number;
}

export function summaryRow(
  order: OrderRow,
  stats: LineStats,
  language: LanguageCode,
  money: MoneyMode,
): OrderSummaryRow {
  const row: OrderSummaryRow = {
    _id: order.id,
    order_number: orderNumberText(order.orderNumber),
    reference_number: padReference(order.referenceNumber),
    se_order_number: seOrderNumberText(order.seOrderNumber),
    order_type: order.orderType,
    order_date: displayDate(order.placedAt),
    placed_at: order.placedAt.toISOString(),
    placed_by: order.placedByName,
    status: order.status,
    status_label: statusLabel(language, order.status),
    awaiting_customer_approval: order.awaitingCustomerApproval,
    line_count: stats.lineCount,
    total_quantity: stats.totalQuantity,
  };
  if (money === 'trade') {
    row.net_total = penceToPounds(order.netPence);
    row.total_vat = penceToPounds(order.vatPence);
    // A cancelled order charges no carriage (see storeTotals).
    row.carriage = penceToPounds(order.status === OrderStatus.Cancelled ? 0 : order.carriagePence);
    row.total_engraving_cost = penceToPounds(order.engravingPence);
    row.grand_total = penceToPounds(order.grandPence);
  }
  return row;
}

export function adminSummaryRow(
  order: OrderRow,
  stats: LineStats,
  language: LanguageCode,
): AdminOrderSummaryRow {
  return {
    ...summaryRow(order, stats, language, 'trade'),
    customer_id: order.customerId,
    customer_name: order.customerName,
    customer_ac_no: order.customerAcNo,
  };
}

export function lineView(
  line: OrderLineRow,
  vatBasisPoints: number,
  language: LanguageCode,
  money: MoneyMode,
  rrpUnitPence: number | null = null,
  wasRrpUnitPence: number | null = null,
): OrderLineView {
  const view: OrderLineView = {
    _id: line.id,
    line_number: line.lineNumber,
    variant_id: line.variantId,
    design_id: line.designId,
    design_number: line.designNumber,
    design_name: disclosedName(line.designName, line.isLabGrown, language),
    labGrown: line.isLabGrown,
    description: line.description,
    image_url: imageUrl(line.imageKey),
    sku: line.sku,
    size: line.size,
    metal: line.metal,
    shade: line.shade,
    karat: line.karat,
    quality: line.quality,
    engraving: line.engravingText,
    ring_size: line.ringSize,
    order_type: line.orderType,
    // A bespoke line was promised a date by its quote; others take their order type's usual time.
    delivery: line.deliveryDate ? displayDay(line.deliveryDate) : deliveryText(language, line.orderType),
    quantity: line.quantity,
    invoice_qty: line.invoicedQty,
    pending_qty: pendingOf(line),
    canceled_qty: line.canceledQty,
    shipped_qty: line.shippedQty,
    processed_qty: line.invoicedQty + line.canceledQty,
    certificate_number: line.certificateNumber,
  };
  if (money === 'rrp' && rrpUnitPence !== null) {
    view.price = penceToPounds(rrpUnitPence);
    view.price_type = 'rrp';
    view.discount = lineDiscountView(line, wasRrpUnitPence);
  }
  if (money === 'trade') {
    const charged = line.quantity - line.canceledQty;
    const net = line.unitPence * charged;
    const vat = vatOf(net, vatBasisPoints);
    view.price = penceToPounds(line.unitPence);
    view.price_type = 'trade';
    view.net_unit_price = penceToPounds(line.unitPence);
    view.updated_price = line.updatedUnitPence === null ? null : penceToPounds(line.updatedUnitPence);
    view.item_vat = penceToPounds(vat);
    view.item_total = penceToPounds(net + vat);
    view.engrave_cost = penceToPounds(line.engravePencePerPiece * charged);
    view.net_total_price = penceToPounds(net);
    view.metal_rate_per_gram = line.metalRatePerGram === null ? null : Number(line.metalRatePerGram);
    view.metal_weight = line.metalWeight === null ? null : Number(line.metalWeight);
    view.discount = lineDiscountView(line, line.regularUnitPence);
  }
  return view;
}

/**
 * The line's recorded discount with the unit price before it (`wasPence`, in the kind shown); null
 * without a discount, or when the price before it is unknown or not above the price shown.
 */
export function lineDiscountView(
  line: Pick<OrderLineRow, 'discountKind' | 'discountValue' | 'regularUnitPence'>,
  wasPence: number | null,
): OrderLineDiscountView | null {
  if (line.discountKind === null || line.discountValue === null || line.regularUnitPence === null)
    return null;
  if (wasPence === null) return null;
  return { kind: line.discountKind, value: Number(line.discountValue), was_price: penceToPounds(wasPence) };
}

export function historyView(
  rows: ReadonlyArray<{ status: number; note: string | null; at: Date }>,
  language: LanguageCode,
): OrderHistoryEntry[] {
  return rows.map((row) => ({
    status: row.status,
    status_label: statusLabel(language, row.status as OrderStatus),
    note: row.note,
    at: row.at.toISOString(),
    date: displayDate(row.at),
  }));
}

export function changeRequestView(row: ChangeRequestRow, orderNumber: number): ChangeRequestView {
  return {
    _id: row.id,
    order_id: row.orderId,
    order_number: orderNumberText(orderNumber),
    line_id: row.lineId,
    message: row.message,
    status: row.status,
    response: row.response,
    created_at: row.createdAt.toISOString(),
    date: displayDate(row.createdAt),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

export function detailView(input: {
  order: OrderRow;
  lines: OrderLineRow[];
  history: ReadonlyArray<{ status: number; note: string | null; at: Date }>;
  changeRequests: ChangeRequestRow[];
  actions: OrderAction[];
  language: LanguageCode;
  money: MoneyMode;
  rrpByLine?: ReadonlyMap<string, number | null>;
  /** RRP per piece before the line's discount, for lines that got one. */
  wasRrpByLine?: ReadonlyMap<string, number | null>;
  /** The bespoke request the order was accepted from, if it was. */
  bespoke?: OrderBespokeLink | null;
}): OrderDetail {
  const { order, lines, language, money } = input;
  const stats = { lineCount: lines.length, totalQuantity: lines.reduce((sum, l) => sum + l.quantity, 0) };
  const detail: OrderDetail = {
    ...summaryRow(order, stats, language, money),
    customer_id: order.customerId,
    customer_name: order.customerName,
    customer_ac_no: order.customerAcNo,
    shipping_address: order.shippingAddress,
    shipping_option: shippingOptionView(
      language,
      order.shippingOption,
      money === 'trade',
      order.carriagePence,
    ),
    special_instructions: order.specialInstructions,
    is_vat_applicable: order.isVatApplicable,
    lines: lines.map((line) =>
      lineView(
        line,
        order.vatBasisPoints,
        language,
        money,
        input.rrpByLine?.get(line.id) ?? null,
        input.wasRrpByLine?.get(line.id) ?? null,
      ),
    ),
    actions: input.actions,
    change_requests: input.changeRequests.map((row) => changeRequestView(row, order.orderNumber)),
    history: historyView(input.history, language),
    bespoke: input.bespoke ?? null,
  };
  if (money === 'trade') {
    detail.postage = penceToPounds(order.postagePence);
    detail.vat_rate_percent = order.vatBasisPoints / 100;
  }
  return detail;
}

export function actionMessage(language: LanguageCode, key: string): string {
  return translate(language, key);
}
