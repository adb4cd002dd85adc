import { PriceStatus } from '@atelier/contracts/common';
import type { PriceFields } from '@atelier/contracts/catalogue';
import { bestDiscount, type DiscountRule } from '../discounts/discount-rules';

/**
 * How one caller sees prices. Retail keeps the markup in thousandths and VAT in basis points so
 * that RRP is computed in exact integer arithmetic (spec section 9: floored to 2 decimals).
 */
export type PriceView =
  | { kind: 'hidden' }
  | { kind: 'trade'; discounts?: BuyerDiscounts }
  | { kind: 'rrp'; markupMilli: number; vatBasisPoints: number; discounts?: BuyerDiscounts };

/** The discounts that may apply to the caller (their customer's own, their group's, everyone's), read at `now`. */
export interface BuyerDiscounts {
  customerId: string | null;
  customerGroupId: string | null;
  rules: readonly DiscountRule[];
  now: Date;
}

/** What a price is of: the design and its group, for the discounts that cover one or the other. */
export interface PricedDesign {
  designId: string;
  mainGroupId: number | null;
}

export interface RetailTerms {
  markup: number;
  vatRatePercent: number;
  vatApplicable: boolean;
}

export function retailView(terms: RetailTerms): PriceView {
  return {
    kind: 'rrp',
    markupMilli: Math.round(terms.markup * 1000),
    vatBasisPoints: terms.vatApplicable ? Math.round(terms.vatRatePercent * 100) : 0,
  };
}

export function viewForStatus(status: PriceStatus, retail: () => PriceView): PriceView {
  if (status === PriceStatus.Trade) return { kind: 'trade' };
  if (status === PriceStatus.Retail) return retail();
  return { kind: 'hidden' };
}

/** "1234.5" or 1234.5 pounds to whole pence, without binary-fraction surprises. */
export function toCents(pounds: string | number): number {
  return Math.round(Number(pounds) * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

const DENOMINATOR = 1000n * 10000n;

function numerator(view: Extract<PriceView, { kind: 'rrp' }>): bigint {
  return BigInt(view.markupMilli) * BigInt(10000 + view.vatBasisPoints);
}

/** RRP in pence: floor(trade x markup x (1 + VAT)), exactly. */
export function rrpCents(tradeCents: number, view: Extract<PriceView, { kind: 'rrp' }>): number {
  return Number((BigInt(tradeCents) * numerator(view)) / DENOMINATOR);
}

/** What the caller may see of a trade price: nothing, the trade price, or the RRP. */
export function visibleCents(tradeCents: number, view: PriceView): number | null {
  if (view.kind === 'hidden') return null;
  if (view.kind === 'trade') return tradeCents;
  return rrpCents(tradeCents, view);
}

/** The trade price after the caller's best discount on the design (the lowest price), else the price itself. */
export function discountedTradeCents(tradeCents: number, view: PriceView, design?: PricedDesign): number {
  if (view.kind === 'hidden' || !view.discounts || !design) return tradeCents;
  const { customerId, customerGroupId, rules, now } = view.discounts;
  return (
    bestDiscount(tradeCents, rules, { ...design, customerId, customerGroupId }, now)?.cents ?? tradeCents
  );
}

/**
 * The price keys of a response: none at all while prices are hidden (absent, not null). With the
 * design, the caller's discount applies: `price` is the discounted one and `was_price` the one before.
 */
export function priceFields(tradeCents: number, view: PriceView, design?: PricedDesign): PriceFields {
  if (view.kind === 'hidden') return {};
  const cents = visibleCents(tradeCents, view) ?? 0;
  const discounted = discountedTradeCents(tradeCents, view, design);
  if (discounted >= tradeCents) return { price: fromCents(cents), price_type: view.kind };
  return {
    price: fromCents(visibleCents(discounted, view) ?? 0),
    price_type: view.kind,
    was_price: fromCents(cents),
  };
}

export interface CentsRange {
  min?: number;
  max?: number;
}

/** A bound in pounds, as the pence a price at or above (min) or at or below (max) it must reach. */
export function boundCents(pounds: number, side: 'min' | 'max'): number {
  // Rounded first so that 100.1 * 100 = 10009.999... is still 10010.
  const exact = Math.round(pounds * 100 * 1e6) / 1e6;
  return side === 'min' ? Math.ceil(exact) : Math.floor(exact);
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return a >= 0n ? (a + b - 1n) / b : -(-a / b);
}

/**
 * Turns bounds on the price the caller sees into bounds on the trade price. RRP never falls as the
 * trade price rises, so "RRP at least m" is "trade at least the smallest t with rrp(t) >= m", and the
 * database filters and sorts on the trade price alone.
 */
export function tradeRangeFor(visible: CentsRange, view: PriceView): CentsRange {
  if (view.kind !== 'rrp') return { ...visible };
  const n = numerator(view);
  const result: CentsRange = {};
  if (n === 0n) {
    // A zero markup shows every price as 0.
    if ((visible.min ?? 0) > 0 || (visible.max ?? 0) < 0) return { min: 1, max: 0 };
    return result;
  }
  if (visible.min !== undefined) {
    // floor(t*n/D) >= m  <=>  t*n >= m*D  <=>  t >= ceil(m*D/n)
    result.min = Number(ceilDiv(BigInt(visible.min) * DENOMINATOR, n));
  }
  if (visible.max !== undefined) {
    // floor(t*n/D) <= M  <=>  t*n < (M+1)*D  <=>  t <= ceil((M+1)*D/n) - 1
    result.max = Number(ceilDiv(BigInt(visible.max + 1) * DENOMINATOR, n) - 1n);
  }
  return result;
}
