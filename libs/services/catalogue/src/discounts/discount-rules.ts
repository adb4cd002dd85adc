import type { DiscountKind } from '@atelier/contracts/catalogue';

/** A discount as pricing needs it: whom and what it covers, how much, and when. */
export interface DiscountRule {
  id: string;
  /** Null with customerGroupId null: every customer. */
  customerId: string | null;
  /** A customer group's discount (never with customerId): every customer in the group. */
  customerGroupId: string | null;
  /** Null with mainGroupId null: every design. */
  designId: string | null;
  mainGroupId: number | null;
  kind: DiscountKind;
  /** Percent off (kind percent) or the trade price in pounds (kind fixed_price). */
  value: number;
  startsAt: Date;
  endsAt: Date;
  endedAt: Date | null;
}

/** What a price is for: the buyer's selected customer (if any) and its group, and the design with its group. */
export interface PriceTarget {
  customerId: string | null;
  customerGroupId: string | null;
  designId: string;
  mainGroupId: number | null;
}

export interface BestDiscount {
  rule: DiscountRule;
  /** The discounted trade price per piece, in pence. */
  cents: number;
}

/** Running now: started, not over by its dates and not ended by staff. */
export function isRunning(rule: DiscountRule, now: Date): boolean {
  const at = now.getTime();
  return rule.endedAt === null && rule.startsAt.getTime() <= at && rule.endsAt.getTime() > at;
}

/**
 * Whether the discount covers this buyer and design (a customer's own, their customer group's, or
 * everyone's; the design, its group, or all).
 */
export function covers(rule: DiscountRule, target: PriceTarget): boolean {
  if (rule.customerId !== null && rule.customerId !== target.customerId) return false;
  if (rule.customerGroupId !== null && rule.customerGroupId !== target.customerGroupId) return false;
  if (rule.designId !== null) return rule.designId === target.designId;
  if (rule.mainGroupId !== null) return rule.mainGroupId === target.mainGroupId;
  return true;
}

/**
 * The trade price after one discount, in pence: a percentage off floored to the penny (in the buyer's
 * favour, in exact integer arithmetic), or the fixed price; never more than the regular price.
 */
export function discountedCents(regularCents: number, rule: Pick<DiscountRule, 'kind' | 'value'>): number {
  if (rule.kind === 'percent') {
    const basisPoints = Math.round(rule.value * 100);
    const kept = Math.max(0, 10_000 - basisPoints);
    return Math.min(regularCents, Math.floor((regularCents * kept) / 10_000));
  }
  return Math.min(regularCents, Math.round(rule.value * 100));
}

/**
 * How narrow a discount is: whom first (a customer's own, then their group's, then everyone's), then
 * what (a design, then its group, then all).
 */
export function specificity(rule: DiscountRule): number {
  const who = rule.customerId !== null ? 2 : rule.customerGroupId !== null ? 1 : 0;
  const what = rule.designId !== null ? 2 : rule.mainGroupId !== null ? 1 : 0;
  return who * 3 + what;
}

/**
 * The precedence rule where several discounts apply: the buyer gets the lowest price. Ties go to the
 * narrower discount, then the lower id (so the answer never depends on row order). Null when none
 * running covers the target or none lowers the price.
 */
export function bestDiscount(
  regularCents: number,
  rules: readonly DiscountRule[],
  target: PriceTarget,
  now: Date,
): BestDiscount | null {
  let best: BestDiscount | null = null;
  for (const rule of rules) {
    if (!isRunning(rule, now) || !covers(rule, target)) continue;
    const cents = discountedCents(regularCents, rule);
    if (cents >= regularCents) continue;
    if (
      best === null ||
      cents < best.cents ||
      (cents === best.cents &&
        (specificity(rule) > specificity(best.rule) ||
          (specificity(rule) === specificity(best.rule) && rule.id < best.rule.id)))
    ) {
      best = { rule, cents };
    }
  }
  return best;
}

/** The discount's status as the back office lists it. */
export function discountStatus(
  rule: Pick<DiscountRule, 'startsAt' | 'endsAt' | 'endedAt'>,
  now: Date,
): 'scheduled' | 'active' | 'ended' {
  if (rule.endedAt !== null || rule.endsAt.getTime() <= now.getTime()) return 'ended';
  return rule.startsAt.getTime() <= now.getTime() ? 'active' : 'scheduled';
}
