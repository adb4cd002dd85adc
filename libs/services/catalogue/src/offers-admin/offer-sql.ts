/**
 * SQL fragments of offers, raw because they sit inside the search projection's and the cards' raw
 * queries. Active-ness is computed from the dates when read (`now()`), never kept by a timer.
 */
export function activeOffer(alias: string): string {
  return `${alias}.ended_at IS NULL AND ${alias}.starts_at <= now() AND ${alias}.ends_at > now()`;
}

/** Whether the design (alias `d`) shows in the special-offer lists: its own flag or an active offer. */
export function specialOfferFlag(design: string): string {
  return `(${design}.is_special_offer OR EXISTS (SELECT 1 FROM catalogue.offers o WHERE o.design_id = ${design}.id AND o.kind IN ('special', 'lab_grown_special') AND ${activeOffer('o')}))`;
}

/** Whether the design shows in the clearance list: its own flag or an active clearance offer. */
export function clearanceFlag(design: string): string {
  return `(${design}.is_clearance OR EXISTS (SELECT 1 FROM catalogue.offers o WHERE o.design_id = ${design}.id AND o.kind = 'clearance' AND ${activeOffer('o')}))`;
}

/** The variant's (alias) price now: its active offer's, else its trade price. */
export function effectivePrice(variant: string): string {
  return `coalesce((SELECT o.offer_price FROM catalogue.offers o WHERE o.variant_id = ${variant}.id AND ${activeOffer('o')} ORDER BY o.starts_at DESC LIMIT 1), ${variant}.trade_price)`;
}
