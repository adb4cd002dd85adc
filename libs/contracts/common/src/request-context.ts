/** How the caller wants prices shown; enforced by the services, not only by the page. */
export enum PriceStatus {
  Hidden = 0,
  Retail = 1,
  Trade = 2,
}

export const PRICE_STATUSES: readonly PriceStatus[] = [
  PriceStatus.Hidden,
  PriceStatus.Retail,
  PriceStatus.Trade,
];

export enum Role {
  ClientSuperAdmin = 'client-super-admin',
  Admin = 'admin',
  SuperAdmin = 'super-admin',
}

export const STOREFRONT_ROLES: readonly Role[] = [Role.ClientSuperAdmin];
export const BACK_OFFICE_ROLES: readonly Role[] = [Role.Admin, Role.SuperAdmin];

export const LANGUAGE_CODES = ['en', 'de', 'es', 'fr', 'no', 'sv'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * Built by the gateway from the token and headers after checking each of them, and carried in every
 * message. Services trust it and never look at raw client headers.
 */
export interface RequestContext {
  tenantId: string;
  userId: string | null;
  role: Role | null;
  customerId: string | null;
  priceStatus: PriceStatus;
  language: LanguageCode;
  requestId: string;
}

/** Every request/reply message and every event travels in this envelope. */
export interface MessageEnvelope<TPayload> {
  ctx: RequestContext;
  payload: TPayload;
}

/** Context for work that no user started (seeding, scheduled runs, inbound ERP messages). */
export function systemContext(tenantId: string, requestId: string): RequestContext {
  return {
    tenantId,
    userId: null,
    role: null,
    customerId: null,
    priceStatus: PriceStatus.Hidden,
    language: 'en',
    requestId,
  };
}

/** Work no user started (see {@link systemContext}); the gateway never builds such a context. */
export function isSystemContext(ctx: RequestContext): boolean {
  return ctx.role === null && ctx.userId === null;
}
