import {
  type DiscountKind,
  MAX_DISCOUNT_PERCENT,
  MAX_DISCOUNT_PRICE,
  type SaveDiscountDto,
} from '@atelier/contracts/catalogue';
import type { FieldIssue } from '@atelier/contracts/common';
import { offerWindow } from '../offers-admin/offer-rules';

/** A discount's terms once checked: whom, what, how much and the window (end exclusive). */
export interface DiscountTerms {
  customerId: string | null;
  customerGroupId: string | null;
  designNumber: string | null;
  mainGroupId: number | null;
  kind: DiscountKind;
  value: number;
  startsAt: Date;
  endsAt: Date;
}

const twoDecimals = (value: number): boolean => Math.round(value * 100) === value * 100;

/** The value's problem for its kind: a percentage over 0 and under 100, a price over 0; two decimals. */
export function valueIssue(kind: DiscountKind, value: number): FieldIssue | null {
  if (!Number.isFinite(value)) return { key: 'validation.number' };
  const max = kind === 'percent' ? MAX_DISCOUNT_PERCENT : MAX_DISCOUNT_PRICE;
  if (value <= 0) return { key: 'catalogue.offers.pricePositive' };
  if (value > max) return { key: 'validation.max', params: { max } };
  if (!twoDecimals(value)) return { key: 'validation.moneyDecimals' };
  return null;
}

/**
 * Checks a discount's terms beyond the DTO's own rules (one audience and one product at most, the value for its kind,
 * the end not before the start and not in the past); every problem names its field.
 */
export function readDiscountTerms(
  dto: SaveDiscountDto,
  now: Date,
): { terms: DiscountTerms | null; issues: Record<string, FieldIssue> } {
  const issues: Record<string, FieldIssue> = {};
  const customerId = dto.customerId ?? null;
  const customerGroupId = dto.customerGroupId ?? null;
  if (customerId !== null && customerGroupId !== null) {
    issues.customerGroupId = { key: 'catalogue.discounts.oneAudience' };
  }
  const designNumber = dto.designNumber?.trim() || null;
  const mainGroupId = dto.mainGroupId ?? null;
  if (designNumber !== null && mainGroupId !== null) {
    issues.mainGroupId = { key: 'catalogue.discounts.oneProduct' };
  }
  const value = Number(dto.value);
  const problem = valueIssue(dto.kind, value);
  if (problem) issues.value = problem;
  const window = offerWindow(dto.startsOn, dto.endsOn);
  if (!window) {
    issues[offerWindow(dto.startsOn, dto.startsOn) ? 'endsOn' : 'startsOn'] = { key: 'validation.date' };
  } else if (window.endsAt.getTime() <= window.startsAt.getTime()) {
    issues.endsOn = { key: 'catalogue.offers.datesReversed' };
  } else if (window.endsAt.getTime() <= now.getTime()) {
    issues.endsOn = { key: 'catalogue.offers.endsInPast' };
  }
  if (Object.keys(issues).length > 0 || !window) return { terms: null, issues };
  return {
    terms: {
      customerId,
      customerGroupId,
      designNumber,
      mainGroupId,
      kind: dto.kind,
      value,
      startsAt: window.startsAt,
      endsAt: window.endsAt,
    },
    issues,
  };
}
