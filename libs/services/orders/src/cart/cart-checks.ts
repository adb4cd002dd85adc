import type { VariantForOrder } from '@atelier/contracts/catalogue';
import { BLOCKING_CART_MESSAGES, type CartMessageCode, type OrderLineType } from '@atelier/contracts/orders';

export interface LineToCheck {
  id: string;
  variantId: string | null;
  quantity: number;
  orderType: OrderLineType;
  isEngravingCharge: boolean;
  unitTradePence: number;
}

export interface LineFinding {
  code: CartMessageCode;
  /** Special offer max available quantity = {n}. */
  n?: number;
}

/**
 * Whether a variant sells as an offer line: stock only, at most the offer's maximum per order. Design-level
 * special offers (without a variant offer) are limited by stock alone.
 */
export function isOfferFact(fact: Pick<VariantForOrder, 'is_special_offer' | 'offer'>): boolean {
  return fact.is_special_offer || fact.offer !== null;
}

/** Pieces of an offer one order may still take: the stock left, and the offer's maximum less what is taken. */
export function offerAllowance(
  stockLeft: number,
  maxQuantity: number | null | undefined,
  taken: number,
): number {
  const byOffer = maxQuantity === null || maxQuantity === undefined ? stockLeft : maxQuantity - taken;
  return Math.max(0, Math.min(stockLeft, byOffer));
}

/**
 * Spec section 8's cart checks. Lines are taken in cart order and each stock or special-offer line
 * uses up the variant's available pieces, so two lines of one variant cannot both count the same
 * pieces. The price is the catalogue's trade price now against the one captured when added.
 */
export function checkLines(
  lines: readonly LineToCheck[],
  facts: ReadonlyMap<string, VariantForOrder>,
  available: ReadonlyMap<string, number>,
): Map<string, LineFinding[]> {
  const used = new Map<string, number>();
  const offerTaken = new Map<string, number>();
  const findings = new Map<string, LineFinding[]>();
  for (const line of lines) {
    const found: LineFinding[] = [];
    findings.set(line.id, found);
    if (line.isEngravingCharge || !line.variantId) continue;
    const fact = facts.get(line.variantId);
    if (!fact || fact.retired) {
      found.push({ code: 'DESIGN_UNAVAILABLE' });
      continue;
    }
    if (fact.trade_pence !== line.unitTradePence) found.push({ code: 'PRICE_CHANGED' });
    const offer = isOfferFact(fact);
    if (line.orderType === 'special' && !offer) continue;
    const remaining = Math.max(0, (available.get(line.variantId) ?? 0) - (used.get(line.variantId) ?? 0));
    used.set(line.variantId, (used.get(line.variantId) ?? 0) + Math.min(line.quantity, remaining));
    if (offer) {
      const taken = offerTaken.get(line.variantId) ?? 0;
      const allowed = offerAllowance(remaining, fact.offer?.max_quantity, taken);
      offerTaken.set(line.variantId, taken + Math.min(line.quantity, allowed));
      if (remaining === 0) found.push({ code: 'SPECIAL_OFFER_OUT_OF_STOCK' });
      else if (line.quantity > allowed) found.push({ code: 'SPECIAL_OFFER_MAX_QUANTITY', n: allowed });
    } else if (remaining === 0) {
      found.push({ code: 'REMOVE_ITEM' });
    } else if (line.quantity > remaining) {
      found.push({ code: 'SELECT_AVAILABLE_QUANTITY' });
    }
  }
  return findings;
}

export function isBlocking(code: CartMessageCode): boolean {
  return BLOCKING_CART_MESSAGES.includes(code);
}

export interface LineToAllocate {
  id: string;
  variantId: string;
  quantity: number;
  orderType: OrderLineType;
  isSpecialOffer: boolean;
  /** The offer's most pieces per order; null or absent when only stock limits it. */
  maxQuantity?: number | null;
}

export interface LineAllocation {
  id: string;
  stockQty: number;
  specialQty: number;
}

export type AllocationResult =
  { ok: true; lines: LineAllocation[] } | { ok: false; problems: Map<string, LineFinding> };

/**
 * Placement (with the inventory rows locked): each stock line takes what is available, and the rest
 * of it becomes special order (spec: items not in stock become special-order lines). Special offers
 * are stock-only, so a special offer short of stock refuses the order instead.
 */
export function allocate(
  lines: readonly LineToAllocate[],
  available: ReadonlyMap<string, number>,
): AllocationResult {
  const left = new Map(available);
  const offerTaken = new Map<string, number>();
  const problems = new Map<string, LineFinding>();
  const out: LineAllocation[] = [];
  for (const line of lines) {
    if (line.orderType === 'special' && !line.isSpecialOffer) {
      out.push({ id: line.id, stockQty: 0, specialQty: line.quantity });
      continue;
    }
    const remaining = Math.max(0, left.get(line.variantId) ?? 0);
    if (line.isSpecialOffer) {
      const taken = offerTaken.get(line.variantId) ?? 0;
      const allowed = offerAllowance(remaining, line.maxQuantity, taken);
      if (allowed < line.quantity) {
        problems.set(
          line.id,
          remaining === 0
            ? { code: 'SPECIAL_OFFER_OUT_OF_STOCK' }
            : { code: 'SPECIAL_OFFER_MAX_QUANTITY', n: allowed },
        );
        continue;
      }
      offerTaken.set(line.variantId, taken + line.quantity);
    }
    const stockQty = Math.min(line.quantity, remaining);
    left.set(line.variantId, remaining - stockQty);
    out.push({ id: line.id, stockQty, specialQty: line.quantity - stockQty });
  }
  return problems.size > 0 ? { ok: false, problems } : { ok: true, lines: out };
}
