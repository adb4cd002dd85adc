import type { OfferKind, OfferStatus } from './offers-admin.constants';

/** An offer as the back office lists and edits it. Prices in pounds with pence; days as YYYY-MM-DD. */
export interface AdminOffer {
  id: string;
  kind: OfferKind;
  status: OfferStatus;
  variantId: string;
  sku: string;
  designId: string;
  designNumber: string;
  designName: string;
  /** The variant's own trade price, for comparison. */
  tradePrice: number;
  offerPrice: number;
  maxQuantity: number;
  startsOn: string;
  endsOn: string;
  endedAt: string | null;
  version: number;
  updatedAt: string;
}

/** A hand-ordered list's designs in order. */
export interface CuratedListView {
  list: string;
  designs: CuratedDesign[];
}

export interface CuratedDesign {
  designId: string;
  designNumber: string;
  name: string;
  imageUrl: string | null;
  retired: boolean;
}
