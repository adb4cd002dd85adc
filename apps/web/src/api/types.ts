/** Response shapes of the gateway under /api (see the API contract in the web app brief). */

export interface ApiEnvelope<T> {
  status: true;
  message?: string;
  data: T;
}

export interface ApiMessage {
  status: boolean;
  message?: string;
}

/** Body of a 4xx/5xx answer. */
export interface ApiErrorBody {
  status: false;
  statusCode?: number;
  code?: string;
  message?: string;
  errors?: Record<string, string[]>;
  requestId?: string;
}

export interface LoginRequestBody {
  email: string;
  password: string;
}

export interface ApiUser {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
}

export interface LoginData {
  role: string;
  token: string;
  /** Opaque; exchanged at POST /users/refresh-token for new tokens (libs/contracts/identity/API.md). */
  refreshToken?: string;
  user: ApiUser;
}

/** Wrong credentials come back as HTTP 200 with status false. */
export type LoginResponse = ApiEnvelope<LoginData> | { status: false; message: string };

export interface UserInfo extends ApiUser {
  role: string;
}

export interface MappedCustomer {
  _id: string;
  acNo: string;
  company: string;
  name: string;
  address_field1: string;
  address_field2?: string | null;
  postcode: string;
  city: string;
  country: string;
  markup: number;
  is_vat_applicable: boolean;
  is_primary_address: boolean;
}

export interface AdminPermission {
  key: string;
  label: string;
}

export interface Announcement {
  text: string;
  status: boolean;
}

export interface NewsletterRequestBody {
  name: string;
  email: string;
}

export interface NewsletterResponse {
  status: boolean;
  success: boolean;
  message: string;
}

export interface MenuNode {
  _id: string;
  title: string;
  url_path: string;
  is_submenu1_clickable?: boolean;
  is_style?: boolean;
  url?: string | null;
  sort_by?: string | null;
  is_new?: boolean;
  menu?: MenuNode[];
}

export interface MenuTopItem {
  _id: string;
  title: string;
  url_path: string;
  is_new?: boolean;
  url?: string | null;
  sort_by?: string | null;
  menu?: MenuNode[];
}

export interface CartLine {
  _id: string;
  productName: string;
  order_quantity: number;
  is_engraving_charge?: boolean;
}

export interface CartEntry {
  order_detail: CartLine[];
}

// ---- catalogue ---------------------------------------------------------------------------------------
// Copied from libs/contracts/catalogue/src/catalogue.types.ts (see libs/contracts/catalogue/API.md): the
// contract's index also re-exports its DTOs, which import @nestjs/swagger and class-validator, so the
// browser keeps its own copy of the response shapes instead of importing them.

export type PriceType = 'rrp' | 'trade';

/**
 * Price keys the server sends. Price status 0: neither key exists (absent, not null). 1: `price` is the
 * RRP and `price_type` 'rrp'. 2: `price` is the trade price, 'trade'. The storefront never computes one.
 */
export interface PriceFields {
  price?: number;
  price_type?: PriceType;
}

export interface LookupRow {
  _id: number;
  name: string;
  url_path: string;
  sort_order: number;
}

export interface ShadeRow extends LookupRow {
  code: string;
  metal_id: number;
}

export interface MetalRow extends LookupRow {
  shades_data: ShadeRow[];
}

export interface KarateRow extends LookupRow {
  purity: number;
  metal_id: number;
}

export interface ItemRow extends LookupRow {
  hidden: boolean;
}

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

/** One stone of the home page's "Shop By GemStone" (the home groups' stones, merged and sorted). */
export interface HomeStoneRow extends StoneRow {
  stonegroup_id: number;
  stonegroupName: string;
}

export interface CategoryRow extends LookupRow {
  sub_groups: LookupRow[];
}

export type AttributeKind =
  | 'style'
  | 'setting'
  | 'collection'
  | 'size'
  | 'initial'
  | 'number'
  | 'colour'
  | 'colourDiamond'
  | 'shoulder'
  | 'stoneSize'
  | 'sideStoneShape';

export type IdFilter =
  'metal' | 'shade' | 'karat' | 'quality' | 'gemstone' | 'shape' | 'item' | 'category' | AttributeKind;

export type SortOption =
  'newest' | 'best_selling' | 'price_asc' | 'price_desc' | 'total_carat' | 'design_number' | 'relevance';

export type DesignList =
  'new_arrival' | 'special_offer' | 'certified_jewellery' | 'clearance_sale' | 'lab_grown_products';

export type DesignFlag =
  'new_arrival' | 'best_selling' | 'special_offer' | 'lab_grown' | 'clearance' | 'certified';

/** GET /api/products/filter-options: everything the filter panel offers. */
export interface FilterOptions {
  metals: MetalRow[];
  karates: KarateRow[];
  qualities: QualityRow[];
  stone_groups: StoneGroupRow[];
  shapes: LookupRow[];
  items: ItemRow[];
  categories: CategoryRow[];
  attributes: Partial<Record<AttributeKind, LookupRow[]>>;
  sorts: SortOption[];
}

/** One row of the header's design autocomplete (no prices at any status). */
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

/** An image at the widths the image route serves, for `src` and `srcset`. */
export interface ImageRef {
  key: string;
  url: string;
  srcset: string;
  widths: Record<'200' | '400' | '800', string>;
}

/** One design in a listing (the variant shown is the cheapest one matching the filters). */
export interface DesignCard extends PriceFields {
  design_id: string;
  design: string;
  name: string;
  item: string;
  item_id: number;
  main_group_id: number;
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
  image: ImageRef | null;
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

/** Counts per filter value; a filter's own counts ignore its own selection. `price` absent at status 0. */
export type SearchFacets = Partial<Record<IdFilter, FacetValue[]>> & {
  inStock?: number;
  carat?: NumberRange | null;
  price?: NumberRange | null;
};

export interface SearchDesignsResult {
  rows: DesignCard[];
  total: number;
  page: number;
  pages: number;
  limit: number;
  /** The order actually applied. */
  sort_by: SortOption;
  /** Absent when the request asked for `facets: false`. */
  facets?: SearchFacets;
}

export interface RangeFilter {
  min?: number;
  max?: number;
}

export type SearchFilters = Partial<Record<IdFilter, number[]>> & {
  carat?: RangeFilter;
  price?: RangeFilter;
  inStock?: true;
};

/** Body of POST /api/products/search-designs (every field optional). */
export interface SearchDesignsRequest {
  list?: DesignList;
  category?: string;
  subCategory?: string;
  style?: string;
  viewAll?: boolean;
  viewAllSubCategory?: boolean;
  sort_by?: SortOption;
  q?: string;
  filters?: SearchFilters;
  page?: number;
  limit?: number;
  facets?: boolean;
}

/** Body of POST /api/products/search/design (sent form-encoded). */
export interface AutocompleteRequest {
  name: string;
  page: number;
  limit: number;
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

export interface StockInfo {
  status: 'in_stock' | 'special_order';
  label: string;
  delivery: string;
  returnable: boolean;
}

/** GET /api/designs/{designId}: the design page. */
export interface DesignDetail {
  design_id: string;
  design: string;
  name: string;
  description: string;
  item: LookupRow;
  category: LookupRow;
  sub_groups: LookupRow[];
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
  /** Inches; only on bracelets. */
  bracelet_length?: number;
  /** Inside diameter in mm ("52x60"); only on bangles. */
  bangle_diameter?: string;
  similar: DesignCard[];
}

/** The query of GET /api/designs/{designId} (the /page3 parameters that choose the variant). */
export interface DesignQuery {
  karate?: number;
  shade?: number;
  totalCarate?: number;
  quality?: number;
  mainGroupId?: number;
  isFixedDesign?: boolean;
}
