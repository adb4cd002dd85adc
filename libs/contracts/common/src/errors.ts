/** Codes every context may raise; each service adds its own enum next to its exception class. */
export enum CommonErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  MalformedRequest = 'MALFORMED_REQUEST',
  Unauthenticated = 'UNAUTHENTICATED',
  TokenExpired = 'TOKEN_EXPIRED',
  TokenRevoked = 'TOKEN_REVOKED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  Conflict = 'CONFLICT',
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  RateLimited = 'RATE_LIMITED',
  TenantRequired = 'TENANT_REQUIRED',
  TenantUnknown = 'TENANT_UNKNOWN',
  TenantMismatch = 'TENANT_MISMATCH',
  InvalidPriceStatus = 'INVALID_PRICE_STATUS',
  CustomerNotMapped = 'CUSTOMER_NOT_MAPPED',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  ServiceTimeout = 'SERVICE_TIMEOUT',
  Internal = 'INTERNAL',
}

/** One failed rule on one field, still untranslated: the gateway renders it in the caller's language. */
export interface FieldIssue {
  key: string;
  params?: Record<string, string | number>;
}

/** The form an error takes on the wire between a service and the gateway. */
export interface SerializedError {
  code: string;
  i18nKey: string;
  params?: Record<string, string | number>;
  /** Field path to the rules it broke. */
  fields?: Record<string, FieldIssue[]>;
  /** English rendering, for logs only. */
  message: string;
}

export function isSerializedError(value: unknown): value is SerializedError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate['code'] === 'string' && typeof candidate['i18nKey'] === 'string';
}

/** The body of every failed HTTP response. */
export interface ApiErrorBody {
  status: false;
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
  requestId: string;
}

/** The body of every successful HTTP response. */
export interface ApiSuccessBody<TData> {
  status: true;
  message?: string;
  data: TData;
}
