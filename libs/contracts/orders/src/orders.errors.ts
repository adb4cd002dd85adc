export enum OrdersErrorCode {
  /** A cart asked for on behalf of another user than the caller. */
  NotOwnCart = 'ORDERS_NOT_OWN_CART',
  /** Carts and orders belong to a customer: x-customer-id must name one. */
  CustomerRequired = 'ORDERS_CUSTOMER_REQUIRED',
  /** A cart line, order, bespoke order, appro, invoice or change request that is not the caller's (or none). */
  CartLineNotFound = 'ORDERS_CART_LINE_NOT_FOUND',
  OrderNotFound = 'ORDERS_ORDER_NOT_FOUND',
  NotFound = 'ORDERS_NOT_FOUND',
  /** The variant does not exist (or is retired) in the catalogue. */
  VariantUnavailable = 'ORDERS_VARIANT_UNAVAILABLE',
  /** Special offers are stock-only: none left, or fewer than asked. */
  SpecialOfferUnavailable = 'ORDERS_SPECIAL_OFFER_UNAVAILABLE',
  CartEmpty = 'ORDERS_CART_EMPTY',
  /** A blocking cart check (price changed, special offer, retired design) stops the order. */
  CartNotReady = 'ORDERS_CART_NOT_READY',
  CartFull = 'ORDERS_CART_FULL',
  /** The same Idempotency-Key with another request body. */
  IdempotencyKeyReused = 'ORDERS_IDEMPOTENCY_KEY_REUSED',
  /** Order history and invoices show trade prices: price status 2 only. */
  TradePricesOnly = 'ORDERS_TRADE_PRICES_ONLY',
  /** The action does not apply to the order in its current status. */
  ActionNotAllowed = 'ORDERS_ACTION_NOT_ALLOWED',
  /** The upload is not a PNG or JPEG image (by its content), or not readable. */
  InvalidImage = 'ORDERS_INVALID_IMAGE',
  ImageTooLarge = 'ORDERS_IMAGE_TOO_LARGE',
  /** An order list that is not the caller's customer's (or none), or a line not on it. */
  OrderListNotFound = 'ORDERS_ORDER_LIST_NOT_FOUND',
  /** An order list holds at most MAX_ORDER_LIST_LINES lines. */
  OrderListFull = 'ORDERS_ORDER_LIST_FULL',
  /** An imported order list CSV without a code (sku, design_number) and a quantity column. */
  OrderListCsvInvalid = 'ORDERS_ORDER_LIST_CSV_INVALID',
}
