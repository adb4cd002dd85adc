import type { DesignFlags, OfferKind } from '@atelier/contracts/catalogue';
import type { CardData } from './cards';
import { VARIANT_COLUMNS, VARIANT_STRIDE, type VariantCriteria, variantMeets } from './variant-criteria';

/**
 * What a listing card needs of a design beyond its search row, kept beside it in the index and loaded by
 * the same statement: the in-memory twin of `cardQuery` in search-sql.ts.
 */
export interface CardSource {
  name: string;
  /** The design's name in other languages (only languages that have one). */
  names: Readonly<Partial<Record<string, string>>>;
  itemId: number;
  mainGroupId: number;
  /** The design's own list flags; special offer and clearance also follow its active offers when read. */
  flags: Readonly<DesignFlags>;
  /** `image_keys[1]`: the picture of a variant whose shade has none of its own. */
  firstImage: string | null;
  /** Per shade, its main or first picture (shades without a picture of their own are absent). */
  shadeImages: ReadonlyMap<number, string> | null;
  /**
   * The variants' ids in the order of the packed variants (trade price, then SKU), joined into one
   * string of UUID_LENGTH characters each: one flat string per design instead of one per variant, each
   * holding on to the loaded row's text.
   */
  variantIds: string;
  /**
   * Position (in the packed order) of the variant a suggestion shows: the default one, else the
   * cheapest, as `ORDER BY is_default DESC, trade_price, sku`.
   */
  defaultVariant: number;
  /** Offers not ended (by staff or by date) when loaded; whether each is active is decided when read. */
  offers: readonly CardOffer[];
}

export interface CardOffer {
  kind: OfferKind;
  /** Position of the offer's variant in `variantIds`; -1 when it is not one of them. */
  variant: number;
  cents: number;
  /** starts_at and ends_at in microseconds since the epoch, as PostgreSQL keeps them. */
  starts: number;
  ends: number;
}

export const UUID_LENGTH = 36;

/** The id of the variant at `position` in a design's joined variant ids. */
export const variantIdAt = (variantIds: string, position: number): string =>
  variantIds.slice(position * UUID_LENGTH, (position + 1) * UUID_LENGTH);

/** Microseconds since the epoch now, the clock offers are compared with (PostgreSQL's `now()`). */
export const nowMicros = (): number => Date.now() * 1000;

/** `activeOffer` of offer-sql.ts, for an offer not ended by staff. */
export function offerActive(offer: CardOffer, now: number): boolean {
  return offer.starts <= now && offer.ends > now;
}

/**
 * The variant a card shows, as `cardQuery` orders them: among the variants meeting the criteria, the
 * cheapest (trade price, then SKU), or when sorted by carat the largest, then the cheapest. Variants are
 * packed in (trade price, SKU) order, so the first that meets them wins each tie. Answers the variant's
 * offset in `variants`, or -1 when none meets the criteria (the design then has no card, as in SQL).
 */
export function chooseCardVariant(
  criteria: VariantCriteria,
  largestFirst: boolean,
  variants: Float64Array,
  from: number,
  to: number,
): number {
  let chosen = -1;
  let largest = Number.NEGATIVE_INFINITY;
  for (let at = from; at < to; at += VARIANT_STRIDE) {
    if (!criteria.none && !variantMeets(criteria, variants, at)) continue;
    if (!largestFirst) return at;
    const carat = variants[at + VARIANT_COLUMNS.carat] ?? Number.NaN;
    if (chosen === -1 || carat > largest) {
      chosen = at;
      largest = carat;
    }
  }
  return chosen;
}

/**
 * `effectivePrice` of offer-sql.ts: the price of the variant's active offer that started last, else its
 * trade price.
 */
export function effectiveCents(
  offers: readonly CardOffer[],
  variant: number,
  tradeCents: number,
  now: number,
): number {
  let best: CardOffer | null = null;
  for (const offer of offers) {
    if (offer.variant !== variant || !offerActive(offer, now)) continue;
    if (best === null || offer.starts > best.starts) best = offer;
  }
  return best === null ? tradeCents : best.cents;
}

/** The card's flags: `specialOfferFlag` and `clearanceFlag` of offer-sql.ts over the design's own flags. */
export function cardFlags(source: Pick<CardSource, 'flags' | 'offers'>, now: number): DesignFlags {
  let special = source.flags.special_offer;
  let clearance = source.flags.clearance;
  for (const offer of source.offers) {
    if (!offerActive(offer, now)) continue;
    if (offer.kind === 'clearance') clearance = true;
    if (offer.kind === 'special' || offer.kind === 'lab_grown_special') special = true;
  }
  return { ...source.flags, special_offer: special, clearance };
}

/** `SHADE_IMAGE_KEY`: the variant's shade's own picture, else the design's first. */
export function cardImage(
  source: Pick<CardSource, 'shadeImages' | 'firstImage'>,
  shadeId: number,
): string | null {
  return source.shadeImages?.get(shadeId) ?? source.firstImage;
}

/** The card of a design from memory, or null when no variant meets the criteria. */
export function cardFrom(
  design: { id: string; number: string; card: CardSource },
  criteria: VariantCriteria,
  largestFirst: boolean,
  variants: Float64Array,
  from: number,
  to: number,
  now: number,
): CardData | null {
  const at = chooseCardVariant(criteria, largestFirst, variants, from, to);
  if (at < 0) return null;
  const source = design.card;
  const position = (at - from) / VARIANT_STRIDE;
  const shadeId = variants[at + VARIANT_COLUMNS.shade] ?? 0;
  return {
    id: design.id,
    number: design.number,
    name: source.name,
    names: { ...source.names },
    itemId: source.itemId,
    mainGroupId: source.mainGroupId,
    imageKey: cardImage(source, shadeId),
    flags: cardFlags(source, now),
    variantId: variantIdAt(source.variantIds, position),
    karatId: variants[at + VARIANT_COLUMNS.karat] ?? 0,
    shadeId,
    qualityId: variants[at + VARIANT_COLUMNS.quality] ?? 0,
    totalCarat: variants[at + VARIANT_COLUMNS.carat] ?? 0,
    tradeCents: effectiveCents(source.offers, position, variants[at + VARIANT_COLUMNS.trade] ?? 0, now),
    stock: variants[at + VARIANT_COLUMNS.stock] ?? 0,
  };
}
