/**
 * Offers on variants (spec: upload-special-offer, upload-lab-grown-special-offer, upload-clearance-offer):
 * a special offer on a natural design, a special offer on a lab-grown one, and clearance.
 */
export const OFFER_KINDS = ['special', 'lab_grown_special', 'clearance'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** What an import job's file holds. */
export const IMPORT_JOB_KINDS = ['designs', 'offers'] as const;
export type ImportJobKind = (typeof IMPORT_JOB_KINDS)[number];

/** An offer as the list shows it: not started yet, running, or over (by its dates or ended by staff). */
export const OFFER_STATUSES = ['scheduled', 'active', 'ended'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_LIST_STATUSES = [...OFFER_STATUSES, 'current', 'all'] as const;

/**
 * The offer file's columns, one row per variant. Dates are calendar days (YYYY-MM-DD, UTC): the offer
 * runs from the start of `starts_on` to the end of `ends_on`.
 */
export const OFFER_FILE_COLUMNS = ['sku', 'offer_price', 'max_quantity', 'starts_on', 'ends_on'] as const;
export type OfferFileColumn = (typeof OFFER_FILE_COLUMNS)[number];

export const MAX_OFFER_QUANTITY = 10_000;
export const MAX_OFFER_PRICE = 10_000_000;

/** Hand-ordered design lists; collections are kept by the collections screen. */
export const CURATED_LISTS = ['best_selling', 'new_arrival'] as const;
export type CuratedListKind = (typeof CURATED_LISTS)[number];
export const MAX_CURATED_DESIGNS = 2000;
/** How far back "fill from sales" counts order lines. */
export const MAX_SALES_DAYS = 3650;
