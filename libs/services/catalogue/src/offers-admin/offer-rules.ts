import {
  MAX_OFFER_PRICE,
  MAX_OFFER_QUANTITY,
  type OfferFileColumn,
  type OfferKind,
  type OfferStatus,
} from '@atelier/contracts/catalogue';
import type { FieldIssue } from '@atelier/contracts/common';
import type { FileRecord, RowIssue } from '../import-jobs/import-file';

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PRICE = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** The instant a calendar day (YYYY-MM-DD, UTC) starts; null for anything that is not a real day. */
export function dayStart(text: string): Date | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === text.trim() ? date : null;
}

/** The calendar day of an instant (UTC). */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** An offer's window: from the start of its first day to the end of its last (an exclusive instant). */
export function offerWindow(startsOn: string, endsOn: string): { startsAt: Date; endsAt: Date } | null {
  const startsAt = dayStart(startsOn);
  const lastDay = dayStart(endsOn);
  if (!startsAt || !lastDay) return null;
  return { startsAt, endsAt: new Date(lastDay.getTime() + DAY_MS) };
}

/** The last day of a window whose end is exclusive. */
export function lastDayOf(endsAt: Date): string {
  return dayOf(new Date(endsAt.getTime() - DAY_MS));
}

export interface OfferDates {
  startsAt: Date;
  endsAt: Date;
  endedAt: Date | null;
}

/** Scheduled before its start, active until its end (or until staff end it), ended after. */
export function offerStatus(offer: OfferDates, now: Date): OfferStatus {
  if (offer.endedAt !== null || offer.endsAt.getTime() <= now.getTime()) return 'ended';
  return offer.startsAt.getTime() <= now.getTime() ? 'active' : 'scheduled';
}

/** The kind of offer a design may have: lab-grown special offers only on lab-grown designs and the reverse. */
export function kindProblem(kind: OfferKind, labGrown: boolean): FieldIssue | null {
  if (kind === 'lab_grown_special' && !labGrown) return { key: 'catalogue.offers.notLabGrown' };
  if (kind === 'special' && labGrown) return { key: 'catalogue.offers.labGrownDesign' };
  return null;
}

export interface OfferTerms {
  offerPrice: number;
  maxQuantity: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The terms of one row or form, as text: each bad field with its reason. The end must come after the
 * start and must not be in the past (an offer that is already over would never show).
 */
export function readTerms(
  cells: { offerPrice: string; maxQuantity: string; startsOn: string; endsOn: string },
  now: Date,
): {
  terms: OfferTerms | null;
  issues: Partial<Record<'offerPrice' | 'maxQuantity' | 'startsOn' | 'endsOn', FieldIssue>>;
} {
  const issues: Partial<Record<'offerPrice' | 'maxQuantity' | 'startsOn' | 'endsOn', FieldIssue>> = {};
  const price = cells.offerPrice.trim();
  const quantity = cells.maxQuantity.trim();
  if (price === '') issues.offerPrice = { key: 'validation.required' };
  else if (/^-/.test(price) || Number(price) === 0)
    issues.offerPrice = { key: 'catalogue.offers.pricePositive' };
  else if (!PRICE.test(price)) issues.offerPrice = { key: 'validation.moneyDecimals' };
  else if (Number(price) > MAX_OFFER_PRICE)
    issues.offerPrice = { key: 'validation.max', params: { max: MAX_OFFER_PRICE } };
  if (quantity === '') issues.maxQuantity = { key: 'validation.required' };
  else if (!WHOLE.test(quantity) && !/^-\d+$/.test(quantity))
    issues.maxQuantity = { key: 'validation.integer' };
  else if (Number(quantity) < 1) issues.maxQuantity = { key: 'validation.min', params: { min: 1 } };
  else if (Number(quantity) > MAX_OFFER_QUANTITY)
    issues.maxQuantity = { key: 'validation.max', params: { max: MAX_OFFER_QUANTITY } };
  const startsAt = dayStart(cells.startsOn);
  const lastDay = dayStart(cells.endsOn);
  if (cells.startsOn.trim() === '') issues.startsOn = { key: 'validation.required' };
  else if (!startsAt) issues.startsOn = { key: 'validation.date' };
  if (cells.endsOn.trim() === '') issues.endsOn = { key: 'validation.required' };
  else if (!lastDay) issues.endsOn = { key: 'validation.date' };
  const window = startsAt && lastDay ? offerWindow(cells.startsOn.trim(), cells.endsOn.trim()) : null;
  if (window && startsAt && lastDay) {
    if (lastDay.getTime() < startsAt.getTime()) issues.endsOn = { key: 'catalogue.offers.datesReversed' };
    else if (window.endsAt.getTime() <= now.getTime()) issues.endsOn = { key: 'catalogue.offers.endsInPast' };
  }
  if (Object.keys(issues).length > 0 || !window) return { terms: null, issues };
  return {
    terms: { offerPrice: Number(price), maxQuantity: Number(quantity), ...window },
    issues,
  };
}

/** What the catalogue knows of a variant named by SKU in an offer file. */
export interface VariantFacts {
  variantId: string;
  designId: string;
  retired: boolean;
  labGrown: boolean;
}

/** A variant's offer that has not ended, as the upload may replace it. */
export interface CurrentOffer {
  id: string;
  kind: OfferKind;
  variantId: string;
}

export interface OfferRow extends OfferTerms {
  row: number;
  sku: string;
  variantId: string;
  designId: string;
  /** The variant's current offer of the same kind, which this row replaces. */
  replaces: string | null;
}

const COLUMN_OF = {
  offerPrice: 'offer_price',
  maxQuantity: 'max_quantity',
  startsOn: 'starts_on',
  endsOn: 'ends_on',
} as const satisfies Record<string, OfferFileColumn>;

/**
 * Reads an offer file's rows (row 2 first) against what the catalogue knows: every bad cell is reported
 * with its row, column and reason, so one dry run lists all of them; the rows are applied only when
 * nothing was reported. A SKU's current offer of the same kind is replaced; one of another kind is
 * refused (a variant has one offer at a time).
 */
export function readOfferRows(
  kind: OfferKind,
  rows: readonly FileRecord<OfferFileColumn>[],
  variantsBySku: ReadonlyMap<string, VariantFacts>,
  currentByVariant: ReadonlyMap<string, CurrentOffer>,
  now: Date,
): { offers: OfferRow[]; issues: RowIssue[] } {
  const issues: RowIssue[] = [];
  const offers: OfferRow[] = [];
  const seen = new Map<string, number>();
  rows.forEach((cells, i) => {
    const row = i + 2;
    const report = (field: OfferFileColumn, issue: FieldIssue) => issues.push({ row, field, issue });
    const sku = (cells.sku ?? '').trim();
    const { terms, issues: termIssues } = readTerms(
      {
        offerPrice: cells.offer_price ?? '',
        maxQuantity: cells.max_quantity ?? '',
        startsOn: cells.starts_on ?? '',
        endsOn: cells.ends_on ?? '',
      },
      now,
    );
    for (const [field, issue] of Object.entries(termIssues)) {
      report(COLUMN_OF[field as keyof typeof COLUMN_OF], issue);
    }
    if (sku === '') {
      report('sku', { key: 'validation.required' });
      return;
    }
    const earlier = seen.get(sku.toLowerCase());
    if (earlier !== undefined) {
      report('sku', { key: 'catalogue.offers.repeatedSku', params: { value: sku, row: earlier } });
      return;
    }
    seen.set(sku.toLowerCase(), row);
    const variant = variantsBySku.get(sku.toLowerCase());
    if (!variant) {
      report('sku', { key: 'catalogue.offers.unknownSku', params: { value: sku } });
      return;
    }
    if (variant.retired) {
      report('sku', { key: 'catalogue.offers.retiredDesign', params: { value: sku } });
      return;
    }
    const wrongKind = kindProblem(kind, variant.labGrown);
    if (wrongKind) {
      report('sku', { ...wrongKind, params: { value: sku } });
      return;
    }
    const current = currentByVariant.get(variant.variantId);
    if (current && current.kind !== kind) {
      report('sku', { key: 'catalogue.offers.otherKind', params: { value: sku } });
      return;
    }
    if (terms) {
      offers.push({
        ...terms,
        row,
        sku,
        variantId: variant.variantId,
        designId: variant.designId,
        replaces: current?.id ?? null,
      });
    }
  });
  return { offers, issues };
}
