/**
 * Spec section 4, order status codes, and their labels' i18n keys (`orders.status.<code>`). Only some
 * transitions are shown by the spec; the ones this service allows are in API.md.
 */
export enum OrderStatus {
  Cancelled = 0,
  PendingOrder = 1,
  OrderComplete = 2,
  PartialComplete = 3,
  PartialCancel = 4,
  PartialSOForApprove = 5,
  PartialSOApprove = 6,
  SOApprove = 7,
}

export const ORDER_STATUSES: readonly OrderStatus[] = [0, 1, 2, 3, 4, 5, 6, 7];

/** The spec's English labels; other languages come from `orders.status.<code>`. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  [OrderStatus.Cancelled]: 'Cancelled',
  [OrderStatus.PendingOrder]: 'Pending Order',
  [OrderStatus.OrderComplete]: 'Order Completed',
  [OrderStatus.PartialComplete]: 'Partially Completed',
  [OrderStatus.PartialCancel]: 'Partially Cancelled',
  [OrderStatus.PartialSOForApprove]: 'Partial SO for approval',
  [OrderStatus.PartialSOApprove]: 'Partial SO approved',
  [OrderStatus.SOApprove]: 'Special order for Approval',
};

/** A line is delivered from stock, or made to order (spec section 4: 4-5 weeks, non-returnable). */
export const ORDER_LINE_TYPES = ['stock', 'special'] as const;
export type OrderLineType = (typeof ORDER_LINE_TYPES)[number];

/** An order is stock, special, or both. */
export type OrderType = OrderLineType | 'mixed';

export const DELIVERY_TIMES: Readonly<Record<OrderLineType, string>> = {
  stock: '24-72 hours',
  special: '4-5 weeks',
};

/** Engraving costs this much per engraved piece (trade, pence); the cart shows it as its own line. */
export const ENGRAVING_CHARGE_PENCE = 1000;
export const ENGRAVING_TEXT_MAX_LENGTH = 40;

/** Shipping options at checkout with their carriage in pence (trade, before VAT). */
export const SHIPPING_OPTIONS = [
  { code: 'standard', carriagePence: 1000 },
  { code: 'express', carriagePence: 2000 },
  { code: 'collect', carriagePence: 0 },
] as const;
export type ShippingOptionCode = (typeof SHIPPING_OPTIONS)[number]['code'];
export const SHIPPING_OPTION_CODES: readonly ShippingOptionCode[] = SHIPPING_OPTIONS.map((o) => o.code);

/**
 * The customer's primary address (identity's account details) is the one shipping address identity
 * lets the storefront read today; its id in the checkout is this key.
 */
export const PRIMARY_ADDRESS_ID = 'primary';

/** Largest quantity on one cart or order line. */
export const MAX_LINE_QUANTITY = 999;
/** Most lines a cart may hold (an order is made from one cart). */
export const MAX_CART_LINES = 100;
/** Most rows one quick order (typed, pasted or uploaded) may check at once. */
export const MAX_QUICK_ORDER_ROWS = 1000;
/** Order lists (requisition lists): lines per list, the name's length and an imported CSV's size. */
export const MAX_ORDER_LIST_LINES = 500;
export const ORDER_LIST_NAME_MAX_LENGTH = 80;
export const MAX_ORDER_LIST_CSV_LENGTH = 200_000;
/**
 * The columns of an exported list, which an import reads back (by sku or design number and quantity);
 * the design name carries the lab-grown disclosure and lab_grown says it again as yes or no.
 */
export const ORDER_LIST_CSV_COLUMNS = [
  'sku',
  'design_number',
  'design_name',
  'lab_grown',
  'description',
  'quantity',
] as const;
export const MAX_POSTAGE = 9999.99;
export const SPECIAL_INSTRUCTIONS_MAX_LENGTH = 1000;
/** Spec section 9: reference numbers are padded to 5 digits. */
export const REFERENCE_DIGITS = 5;
export const ORDERS_PAGE_SIZE = 20;
export const MAX_ORDERS_PAGE_SIZE = 100;
/** Days an invoice is payable in (printed on it as the due date). */
export const INVOICE_PAYMENT_DAYS = 30;

/**
 * Spec section 5, special instruction: only letters, digits, underscore, whitespace and
 * * @ = + ; ( ) , / - & # ' ". Letters of any alphabet count (Swedish and German customers).
 */
export const SPECIAL_INSTRUCTIONS_PATTERN = /^[\p{L}\p{M}\d_\s*@=+;(),/\-&#'"]*$/u;

export function isValidSpecialInstructions(value: string): boolean {
  return SPECIAL_INSTRUCTIONS_PATTERN.test(value);
}

/** Cart check results (spec section 8), each with its i18n key. */
export const CART_MESSAGE_KEYS = {
  PRICE_CHANGED: 'orders.cart.priceChanged',
  SELECT_AVAILABLE_QUANTITY: 'orders.cart.selectAvailableQuantity',
  REMOVE_ITEM: 'orders.cart.removeItem',
  SPECIAL_OFFER_OUT_OF_STOCK: 'orders.cart.specialOfferOutOfStock',
  SPECIAL_OFFER_MAX_QUANTITY: 'orders.cart.specialOfferMax',
  DESIGN_UNAVAILABLE: 'orders.cart.designUnavailable',
  CART_EMPTY: 'orders.cart.empty',
} as const;
export type CartMessageCode = keyof typeof CART_MESSAGE_KEYS;

/**
 * Messages that stop an order from being placed. Stock shortfalls on ordinary lines do not: the
 * spec's rule makes what is not in stock a special-order line (4-5 weeks) when the order is placed.
 */
export const BLOCKING_CART_MESSAGES: readonly CartMessageCode[] = [
  'PRICE_CHANGED',
  'SPECIAL_OFFER_OUT_OF_STOCK',
  'SPECIAL_OFFER_MAX_QUANTITY',
  'DESIGN_UNAVAILABLE',
  'CART_EMPTY',
];

/** Bespoke image upload (spec section 5): png, jpg, jpeg or jfif, checked by content. */
export const BESPOKE_IMAGE_FIELD = 'image';
export const BESPOKE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const BESPOKE_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'jfif'] as const;
export const BESPOKE_STATUSES = ['submitted', 'quoted', 'in_production', 'completed', 'rejected'] as const;
export type BespokeStatus = (typeof BESPOKE_STATUSES)[number];

export const APPRO_STATUSES = ['open', 'partially_returned', 'closed'] as const;
export type ApproStatus = (typeof APPRO_STATUSES)[number];
/** An appro list's filter: a status, or every unsettled appro past its due-back date. */
export const APPRO_LIST_FILTERS = [...APPRO_STATUSES, 'overdue'] as const;
export type ApproListFilter = (typeof APPRO_LIST_FILTERS)[number];
/** Days before the due-back date the first reminder goes out (the second goes on the day). */
export const APPRO_REMINDER_DAYS_BEFORE = 3;
export const APPRO_REMINDER_KINDS = ['before', 'due'] as const;
export type ApproReminderKind = (typeof APPRO_REMINDER_KINDS)[number];

/** A bespoke quote's answer from the buyer; a newer quote supersedes an open one. */
export const BESPOKE_QUOTE_STATUSES = ['open', 'accepted', 'declined', 'superseded'] as const;
export type BespokeQuoteStatus = (typeof BESPOKE_QUOTE_STATUSES)[number];
export const BESPOKE_QUOTE_ANSWERS = ['accept', 'decline'] as const;
/** The special order line an accepted quote becomes, with its own progress. */
export const BESPOKE_LINE_STATUSES = ['ordered', 'in_production', 'ready', 'delivered', 'cancelled'] as const;
export type BespokeLineStatus = (typeof BESPOKE_LINE_STATUSES)[number];

export const INVOICE_STATUSES = ['unpaid', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const CHANGE_REQUEST_STATUSES = ['open', 'resolved', 'rejected'] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

/** Spec section 9: dates are shown as DD MMM, YYYY in UTC ("05 Mar, 2026"). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatDisplayDate(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const day = String(d.getUTCDate()).padStart(2, '0');
  return `${day} ${MONTHS[d.getUTCMonth()]}, ${d.getUTCFullYear()}`;
}

/** Spec section 9: reference numbers padded to 5 digits (longer numbers are shown whole). */
export function padReference(value: number, digits: number = REFERENCE_DIGITS): string {
  return String(value).padStart(digits, '0');
}

export type ImageKind = 'png' | 'jpeg';

/**
 * The image type by its first bytes (spec section 5: png, jpg, jpeg or jfif), whatever the file is
 * called: PNG's 8-byte signature, or JPEG's start-of-image marker (JFIF and Exif files are JPEGs).
 */
export function detectImageType(bytes: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}
