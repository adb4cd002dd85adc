/** Response shapes of the gateway under /api (see the API contract in the web app brief). */
import type { DesignList, IdFilter, SortOption, StoneOrigin } from '@atelier/contracts/catalogue';

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
// Response shapes: import them from '@atelier/contracts/catalogue' (types only: nothing of it is bundled).

export interface RangeFilter {
  min?: number;
  max?: number;
}

export type SearchFilters = Partial<Record<IdFilter, number[]>> & {
  carat?: RangeFilter;
  price?: RangeFilter;
  inStock?: true;
  /** Left out, the server shows natural designs only (the lab-grown list shows lab-grown ones). */
  origin?: StoneOrigin;
};

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

export interface AutocompleteRequest {
  name: string;
  page: number;
  limit: number;
}

export interface DesignQuery {
  karate?: number;
  shade?: number;
  totalCarate?: number;
  quality?: number;
  mainGroupId?: number;
  isFixedDesign?: boolean;
}
