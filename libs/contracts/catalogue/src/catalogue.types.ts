import type { VariantMetalPrice } from './metal-rates.types';
import type { AppliedDiscount } from './discounts-admin.types';
import type { PageWindow } from '@atelier/contracts/common';
import type { AttributeKind, DesignFlag, IdFilter, SortOption } from './catalogue.constants';

/** A node of the storefront menu tree (spec section 3, Menu). */
export interface MenuNode {
  _id: string;
  title: string;
  url_path: string;
  is_submenu1_clickable: boolean;
  is_style: boolean;
  url: string | null;
  sort_by: string | null;
  is_new: boolean;
  menu: MenuNode[];
}

// ---- prices ---------------------------------------------------------------------------------------

export type PriceType = 'rrp' | 'trade';

/**
 * Where a price is shown. Price status 0: neither key exists (absent, not null). 1: `price` is the
 * recommended retail price and `price_type` is 'rrp'. 2: `price` is the trade price, 'trade'.
 */
export interface PriceFields {
  price?: number;
  price_type?: PriceType;
  /**
   * The price before the buyer's discount, in the same kind (trade or RRP), present only while a
   * discount lowers `price` (the storefront shows was/now).
   */
  was_price?: number;
}

// ---- lookups (spec sections 3 and 7) ----------------------------------------------------------------

export interface LookupRow {
  _id: number;
  name: string;
  url_path: string;
  sort_order: number;
}

/** `code` is the spec's short code: pt, wg, yg, rg, tt, 3t, mixed. */
export interface ShadeRow extends LookupRow {
  code: string;
  metal_id: number;
}

export interface MetalRow extends LookupRow {
  shades_data: ShadeRow[];
}

/** `purity` in parts per thousand (375 for 9K, 950 for platinum). */
export interface KarateRow extends LookupRow {
  purity: number;
  metal_id: number;
}

/** Spec section 9: the Pendants item is hidden (`hidden: true`); the storefront leaves hidden items out. */
export interface ItemRow extends LookupRow {
  hidden: boolean;
}

export type ShapeRow = LookupRow;

export interface QualityRow extends LookupRow {
  lab_grown: boolean;
}

export interface StoneRow {
  _id: number;
  stone_name: string;
  url_path: string;
  sort_order: number;
  /** A display colour (#rrggbb) for swatches. */
  colour: string;
}

export interface StoneGroupRow {
  _id: number;
  stonegroupName: string;
  sort_order: number;
  show_on_home: boolean;
  products: StoneRow[];
}

/** One stone of the home page's "Shop By GemStone": the home groups' stones merged into one sorted list. */
export interface HomeStoneRow extends StoneRow {
  stonegroup_id: number;
  stonegroupName: string;
}

export interface CurrencyRow {
  _id: number;
  code: string;
  name: string;
  symbol: string;
  is_default: boolean;
  sort_order: number;
}

/** Spec section 7: shapes, items, shades and karates answer `data.rows`. */
export interface RowsResult<T> {
  rows: T[];
  count: number;
}

export interface CategoryRow extends LookupRow {
  sub_groups: LookupRow[];
}

/** Everything the filter panel offers, in one call. */
export interface FilterOptions {
  metals: MetalRow[];
  karates: KarateRow[];
  qualities: QualityRow[];
  stone_groups: StoneGroupRow[];
  shapes: ShapeRow[];
  items: ItemRow[];
  categories: CategoryRow[];
  attributes: Record<AttributeKind, LookupRow[]>;
  sorts: SortOption[];
}

// ---- designs ----------------------------------------------------------------------------------------

/** Spec section 3, "Design search result": one row of the header's design autocomplete. */
export interface DesignSearchResult {
  design: string;
  design_id: string;
  name: string;
  item: string;
  item_id: number;
  main_group_id: number;
  karate: string;
  karate_id: number;
  shade: string;
  shade_id: number;
  quality: string;
  quality_id: number;
  totalCarate: number;
  page2ImageUrl: string | null;
}

export type DesignFlags = Record<DesignFlag, boolean>;

/** An image at the three widths the image route serves, for `src` and `srcset`. */
export interface ImageRef {
  key: string;
  url: string;
  srcset: string;
  widths: Record<'200' | '400' | '800', string>;
}

/** One design in a listing: the spec's search result fields plus what a product card shows. */
export interface DesignCard extends PriceFields {
  design_id: string;
  design: string;
  /** The design's name, with "Lab grown" in the caller's language when it has a lab-grown stone. */
  name: string;
  /** The design has a lab-grown stone: the page shows the disclosure badge. */
  labGrown: boolean;
  item: string;
  item_id: number;
  main_group_id: number;
  /** The variant the card stands for: the one matching the filters, else the design's default. */
  variant_id: string;
  karate: string;
  karate_id: number;
  shade: string;
  shade_id: number;
  shade_code: string;
  quality: string;
  quality_id: number;
  totalCarate: number;
  page2ImageUrl: string | null;
  /**
   * The card's picture (`imageRef` gives its renditions): a key rather than its URLs, which made half
   * of a listing's bytes.
   */
  image_key: string | null;
  flags: DesignFlags;
  in_stock: boolean;
}

export interface FacetValue {
  _id: number;
  name: string;
  url_path: string;
  count: number;
}

export interface NumberRange {
  min: number;
  max: number;
}

/**
 * Counts of designs per filter value. A filter's own counts ignore that filter's selection (so other
 * values of it stay visible with what choosing them would give); all other selections apply.
 * `price` is absent at price status 0 and in the caller's price otherwise.
 */
export type SearchFacets = Record<IdFilter, FacetValue[]> & {
  inStock: number;
  carat: NumberRange | null;
  price?: NumberRange | null;
  /**
   * The filters the back office configured for this listing, in their order, with their titles in the
   * caller's language; absent while the tenant has configured none (every filter is then shown).
   */
  panel?: FilterPanelEntry[];
};

export interface FilterPanelEntry {
  filter: IdFilter;
  title: string;
}

export interface SearchDesignsResult extends PageWindow {
  rows: DesignCard[];
  total: number;
  pages: number;
  /** The order actually applied (a price sort asked for at price status 0 falls back to the default). */
  sort_by: SortOption;
  /** Absent when the request asked for `facets: false`. */
  facets?: SearchFacets;
}

export interface DesignVariant extends PriceFields {
  _id: string;
  sku: string;
  metal: string;
  metal_id: number;
  karate: string;
  karate_id: number;
  shade: string;
  shade_id: number;
  shade_code: string;
  quality: string;
  quality_id: number;
  totalCarate: number;
  stock_quantity: number;
  in_stock: boolean;
  certificate_number: string | null;
  /** The picture of this variant's shade (else the design's first picture). */
  image: ImageRef | null;
}

export interface DesignStone {
  stone: string;
  stone_id: number;
  shape: string;
  shape_id: number;
  role: 'main' | 'side';
  count: number;
  carat: number;
}

/**
 * Spec section 4: in stock means delivery in 24-72 hours; otherwise "Available on special order",
 * 4-5 weeks, non-returnable. `label` is in the caller's language.
 */
export interface StockInfo {
  status: 'in_stock' | 'special_order';
  label: string;
  delivery: string;
  returnable: boolean;
}

export interface DesignDetail {
  design_id: string;
  design: string;
  /** The design's name, with "Lab grown" in the caller's language when it has a lab-grown stone. */
  name: string;
  /** The design has a lab-grown stone: the page shows the disclosure badge. */
  labGrown: boolean;
  description: string;
  item: LookupRow;
  category: LookupRow;
  sub_groups: LookupRow[];
  /** The main group the page was opened under (`mainGroupId`), else the design's own. */
  main_group_id: number;
  is_fixed_design: boolean;
  collection: string | null;
  style: string | null;
  setting: string | null;
  attributes: Partial<Record<AttributeKind, LookupRow[]>>;
  metal_weight: number;
  flags: DesignFlags;
  images: ImageRef[];
  stones: DesignStone[];
  variants: DesignVariant[];
  selected_variant_id: string;
  stock: StockInfo;
  /** Inches; only on bracelets (spec section 9: 7.1). */
  bracelet_length?: number;
  /** Inside diameter; only on bangles (spec section 9: 52x60mm). */
  bangle_diameter?: string;
  similar: DesignCard[];
}

/** Spec section 7: POST /maingroups/get-maingroup-mapped-product answers data.main_group_id. */
export interface MainGroupOfDesign {
  main_group_id: number;
  main_group: string;
  url_path: string;
}

/** An image rendition as the catalogue hands it to the gateway. */
export interface ImageFile {
  contentType: string;
  /** Base64 of the bytes; messages are JSON. */
  data: string;
  etag: string;
  width: number;
  /** Content-addressed keys never change, so the gateway may cache them for a year. */
  immutable: boolean;
}

// ---- for the orders service ---------------------------------------------------------------------------

/**
 * What the stock authority (orders) keeps of a variant it meets first in a stock take: no price, picture
 * or offer, which a stock take of thousands of new SKUs would have the catalogue work out for nothing.
 */
export interface VariantStockFact {
  variant_id: string;
  sku: string;
  design_id: string;
  design_number: string;
  /** The catalogue's figure; orders keeps its own from the first use on. */
  stock_quantity: number;
  /** As in {@link VariantForOrder}: the design's flag, or a special offer on the variant running now. */
  is_special_offer: boolean;
}

/**
 * What orders needs of a variant to put it in a cart or an order (service to service; it carries the
 * trade price whatever the caller's price status, so the gateway never routes it).
 */
export interface VariantForOrder {
  variant_id: string;
  sku: string;
  design_id: string;
  design_number: string;
  design_name: string;
  /** The design has a lab-grown stone: carts, orders and invoices keep it and disclose it. */
  lab_grown: boolean;
  item: string;
  metal: string;
  karat: string;
  shade: string;
  quality: string;
  total_carat: number;
  /** Trade price per piece in pence. */
  trade_pence: number;
  /** The catalogue's figure; orders keeps its own from the first use on. */
  stock_quantity: number;
  is_special_offer: boolean;
  is_clearance: boolean;
  /** The variant's offer running now, whose price `trade_pence` already is; null without one. */
  offer: VariantOffer | null;
  /**
   * The buyer's discount running now (the customer in the caller's context), whose price `trade_pence`
   * already is; `regular_pence` is the price before it (the offer price while one runs). Null without one.
   */
  discount: AppliedDiscount | null;
  certificate_number: string | null;
  image_key: string | null;
  /** A metal-priced variant: the rate, weight and charges `trade_pence` was computed from; null when fixed. */
  metal_price: VariantMetalPrice | null;
  /** Retired designs stay answerable (old orders name them) but cannot be ordered. */
  retired: boolean;
}

export interface VariantOffer {
  id: string;
  kind: 'special' | 'lab_grown_special' | 'clearance';
  /** Most pieces of the variant one order may hold at the offer price. */
  max_quantity: number;
  /** The variant's trade price without the offer. */
  regular_pence: number;
}

/** Visible prices for the caller: `price_type` null and every `pence` null at price status 0. */
export interface PricedVariants {
  price_type: PriceType | null;
  lines: Array<{ variant_id: string | null; pence: number | null }>;
}
