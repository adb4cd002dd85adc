import { type LanguageCode, PriceStatus, translate } from '@atelier/contracts/common';
import { disclosedName } from '@atelier/contracts/catalogue';
import {
  CART_MESSAGE_KEYS,
  type CartEntry,
  type CartLine,
  type CartListResponse,
  type CartMessage,
  type CartMessageCode,
  type CartTotals,
  type PriceType,
} from '@atelier/contracts/orders';
import type { CartLineRow, CartRow } from '../schema/orders.schema';
import { deliveryText, imageUrl } from '../shared/format';
import { penceToPounds } from '../shared/money';
import { isBlocking, type LineFinding } from './cart-checks';

export type CartLineFields = Pick<
  CartLineRow,
  | 'id'
  | 'productName'
  | 'isLabGrown'
  | 'variantSku'
  | 'quantity'
  | 'isEngravingCharge'
  | 'engravingText'
  | 'variantId'
  | 'designId'
  | 'designNumber'
  | 'description'
  | 'imageKey'
  | 'metal'
  | 'karat'
  | 'shade'
  | 'quality'
  | 'totalCarat'
  | 'size'
  | 'ringSize'
  | 'orderType'
  | 'isSpecialOffer'
  | 'unitTradePence'
>;

export interface PresentedLine {
  row: CartLineFields;
  findings: readonly LineFinding[];
  /** Pieces available now (null for the engraving line). */
  available: number | null;
  /** The unit price the caller may see, in pence: null while prices are hidden. */
  visiblePence: number | null;
  /** The same before the buyer's discount, while one lowers the line's price; null otherwise. */
  wasVisiblePence?: number | null;
}

export interface PresentOptions {
  language: LanguageCode;
  priceStatus: PriceStatus;
  /** 'rrp' or 'trade' as the catalogue priced it; null at status 0. */
  priceType: PriceType | null;
}

export function cartMessage(language: LanguageCode, finding: LineFinding): CartMessage {
  return {
    code: finding.code,
    message: translate(
      language,
      CART_MESSAGE_KEYS[finding.code],
      finding.n === undefined ? {} : { n: finding.n },
    ),
    blocking: isBlocking(finding.code),
  };
}

/** The header count: the sum of quantities without the engraving-charge line (spec section 4). */
export function cartCount(
  lines: ReadonlyArray<Pick<CartLineFields, 'quantity' | 'isEngravingCharge'>>,
): number {
  return lines.reduce((sum, line) => sum + (line.isEngravingCharge ? 0 : line.quantity), 0);
}

export function toCartLine(line: PresentedLine, options: PresentOptions): CartLine {
  const { row } = line;
  const out: CartLine = {
    _id: row.id,
    productName: row.isEngravingCharge
      ? translate(options.language, 'orders.cart.engravingCharges')
      : disclosedName(row.productName, row.isLabGrown, options.language),
    labGrown: row.isLabGrown,
    variant_id: row.variantId,
    design_id: row.designId,
    design_number: row.designNumber,
    variant_sku: row.variantSku,
    description: row.description,
    image_url: imageUrl(row.imageKey),
    metal: row.metal,
    karat: row.karat,
    shade: row.shade,
    quality: row.quality,
    total_carat: row.totalCarat === null ? null : Number(row.totalCarat),
    size: row.size,
    ring_size: row.ringSize,
    order_quantity: row.quantity,
    order_type: row.orderType,
    delivery: deliveryText(options.language, row.orderType),
    is_engraving_charge: row.isEngravingCharge,
    engraving_text: row.engravingText,
    is_special_offer: row.isSpecialOffer,
    available_quantity: line.available,
    messages: line.findings.map((finding) => cartMessage(options.language, finding)),
  };
  // Price status 0: not a single price key (absent, not null).
  if (options.priceStatus !== PriceStatus.Hidden && options.priceType && line.visiblePence !== null) {
    out.price = penceToPounds(line.visiblePence);
    out.price_type = options.priceType;
    out.total_price = penceToPounds(line.visiblePence * row.quantity);
    if (line.wasVisiblePence) out.was_price = penceToPounds(line.wasVisiblePence);
  }
  return out;
}

function totalsOf(lines: readonly PresentedLine[], options: PresentOptions): CartTotals {
  if (options.priceStatus === PriceStatus.Hidden || !options.priceType) return {};
  const visible = lines.reduce((sum, l) => sum + (l.visiblePence ?? 0) * l.row.quantity, 0);
  if (options.priceStatus !== PriceStatus.Trade) return { total_price: penceToPounds(visible) };
  const net = lines
    .filter((l) => !l.row.isEngravingCharge)
    .reduce((sum, l) => sum + l.row.unitTradePence * l.row.quantity, 0);
  const engraving = lines
    .filter((l) => l.row.isEngravingCharge)
    .reduce((sum, l) => sum + l.row.unitTradePence * l.row.quantity, 0);
  return {
    total_price: penceToPounds(visible),
    net_total: penceToPounds(net),
    total_engraving_cost: penceToPounds(engraving),
  };
}

export function emptyCartMessages(language: LanguageCode, lineCount: number): CartMessage[] {
  const code: CartMessageCode = 'CART_EMPTY';
  return lineCount === 0 ? [cartMessage(language, { code })] : [];
}

/**
 * The spec's cart list (section 7): always exactly one entry, so the storefront can read
 * `data[0].order_detail`; with no cart yet, its id is null and the lines are empty.
 */
export function toCartEntry(
  cart: Pick<CartRow, 'id' | 'customerId'> | null,
  lines: readonly PresentedLine[],
  customerId: string | null,
  options: PresentOptions,
): CartEntry {
  const shown = cart ? lines : [];
  const order_detail = shown.map((line) => toCartLine(line, options));
  const messages = emptyCartMessages(options.language, shown.length);
  const blocked = order_detail.some((line) => line.messages.some((m) => m.blocking));
  return {
    _id: cart?.id ?? null,
    customer_id: cart?.customerId ?? customerId,
    order_detail,
    cart_count: cartCount(shown.map((l) => l.row)),
    messages,
    can_place_order: shown.length > 0 && !blocked,
    totals: totalsOf(shown, options),
  };
}

export function toCartListResponse(
  cart: Pick<CartRow, 'id' | 'customerId'> | null,
  lines: readonly PresentedLine[],
  customerId: string | null,
  options: PresentOptions,
): CartListResponse {
  return { data: [toCartEntry(cart, lines, customerId, options)] };
}
