/**
 * Discounts (spec: set-discount, issue 12): for one customer or every customer, on one design, one
 * design group (main group) or every design, as a percentage off or a fixed trade price, between two
 * calendar days (UTC). Where several apply, the buyer gets the lowest price (see discount-rules).
 */
export const DISCOUNT_KINDS = ['percent', 'fixed_price'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_STATUSES = ['scheduled', 'active', 'ended'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];
export const DISCOUNT_LIST_STATUSES = [...DISCOUNT_STATUSES, 'current', 'all'] as const;
export type DiscountListStatus = (typeof DISCOUNT_LIST_STATUSES)[number];

/** A percentage is more than 0 and less than 100; a fixed price at most this many pounds. */
export const MAX_DISCOUNT_PERCENT = 99.99;
export const MAX_DISCOUNT_PRICE = 10_000_000;
