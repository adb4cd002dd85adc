/** Header names the storefront sends on every call (spec section 7). */
export const HEADERS = {
  accessToken: 'x-access-token',
  tenant: 'x-tenant',
  customerId: 'x-customer-id',
  priceStatus: 'x-price-status',
  languageCode: 'x-language-code',
  requestId: 'x-request-id',
  idempotencyKey: 'idempotency-key',
} as const;

export const MAX_INPUT_LENGTH = 255;
