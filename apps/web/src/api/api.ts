import { createAccountsApi, type AccountsApi } from './accounts';
import { createCatalogueAdminApi, type CatalogueAdminCalls } from './catalogue-admin';
import { createContentApi, type ContentCalls } from './content';
import type { HttpClient } from './client';
import { createDesignsAdminApi, type DesignsAdminApi } from './designs';
import { createOffersAdminApi, type OffersAdminApi } from './offers-admin';
import { createPricesAdminApi, type PricesAdminApi } from './prices-admin';
import { createSyncAdminApi, type SyncAdminApi } from './sync-admin';
import { createMenusAdminApi, type MenusAdminApi } from './menus-admin';
import { createOrdersApi, type OrdersApi } from './orders';
import { createReportsApi, type ReportsCalls } from './reports';
import type { Uploader } from './upload';
import type {
  AdminPermission,
  Announcement,
  ApiEnvelope,
  ApiMessage,
  AutocompleteRequest,
  CartEntry,
  DesignQuery,
  LoginRequestBody,
  LoginResponse,
  MappedCustomer,
  MenuTopItem,
  NewsletterRequestBody,
  NewsletterResponse,
  SearchDesignsRequest,
  UserInfo,
} from './types';
import type {
  DesignDetail,
  DesignSearchResult,
  FilterOptions,
  HomeStoneRow,
  SearchDesignsResult,
} from '@atelier/contracts/catalogue';

/** The /page3 query of GET /designs/{id}, in a fixed order; unset values are left out. */
export function designQueryString(query: DesignQuery): string {
  const params = new URLSearchParams();
  for (const key of ['karate', 'shade', 'totalCarate', 'quality', 'mainGroupId', 'isFixedDesign'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Every gateway call the storefront shell makes. Property signatures so they can be passed around unbound. */
export interface Api
  extends
    AccountsApi,
    OrdersApi,
    DesignsAdminApi,
    MenusAdminApi,
    CatalogueAdminCalls,
    ReportsCalls,
    OffersAdminApi,
    PricesAdminApi,
    SyncAdminApi,
    ContentCalls {
  login: (body: LoginRequestBody) => Promise<LoginResponse>;
  logout: () => Promise<ApiMessage>;
  getUserInfo: () => Promise<ApiEnvelope<UserInfo>>;
  getMappedCustomers: (userId: string) => Promise<ApiEnvelope<MappedCustomer[]>>;
  listAdminPermissions: (id: string) => Promise<ApiEnvelope<{ data: AdminPermission[] }>>;
  getAnnouncement: () => Promise<ApiEnvelope<Announcement | null>>;
  subscribeNewsletter: (body: NewsletterRequestBody) => Promise<NewsletterResponse>;
  /** Spec section 7's analytics: one storefront page view. */
  recordPageView: (path: string) => Promise<unknown>;
  getMenu: () => Promise<ApiEnvelope<MenuTopItem[] | { data: MenuTopItem[] }>>;
  getCartList: (userId: string) => Promise<ApiEnvelope<{ data: CartEntry[] }>>;
  /** The header autocomplete (form-encoded, login required); the signal cancels the HTTP request. */
  searchDesignAutocomplete: (
    body: AutocompleteRequest,
    signal?: AbortSignal,
  ) => Promise<ApiEnvelope<DesignSearchResult[]>>;
  /** The listing of /search-designs (login required). */
  searchDesigns: (
    body: SearchDesignsRequest,
    signal?: AbortSignal,
  ) => Promise<ApiEnvelope<SearchDesignsResult>>;
  getFilterOptions: () => Promise<ApiEnvelope<FilterOptions>>;
  getHomeStones: () => Promise<ApiEnvelope<HomeStoneRow[]>>;
  /** The design page (login required). */
  getDesign: (
    designId: string,
    query: DesignQuery,
    signal?: AbortSignal,
  ) => Promise<ApiEnvelope<DesignDetail>>;
}

/** `upload` sends multipart bodies with progress (XMLHttpRequest); without it they go through `http`. */
export function createApi(http: HttpClient, upload?: Uploader): Api {
  return {
    ...createAccountsApi(http),
    ...createOrdersApi(http),
    ...createDesignsAdminApi(http, upload),
    ...createOffersAdminApi(http, upload),
    ...createPricesAdminApi(http),
    ...createSyncAdminApi(http),
    ...createMenusAdminApi(http),
    ...createCatalogueAdminApi(http),
    ...createReportsApi(http),
    ...createContentApi(http),
    login: (body) => http.request('POST', '/users/login', body),
    logout: () => http.request('GET', '/users/logout'),
    getUserInfo: () => http.request('POST', '/users/get-user-info', {}),
    getMappedCustomers: (userId) => http.request('POST', '/users/get-mapped-customers', { userId }),
    listAdminPermissions: (id) => http.request('POST', '/users/list-Admin-Permissions', { id }),
    getAnnouncement: () => http.request('GET', '/announcements'),
    subscribeNewsletter: (body) => http.request('POST', '/newsletter', body),
    recordPageView: (path) => http.request('POST', '/page-views', { path }),
    getMenu: () => http.request('GET', '/menu'),
    getCartList: (userId) => http.request('GET', `/cartproducts/get-cart-list/${encodeURIComponent(userId)}`),
    searchDesignAutocomplete: (body, signal) =>
      http.request('POST', '/products/search/design', { ...body }, { encoding: 'form', signal }),
    searchDesigns: (body, signal) => http.request('POST', '/products/search-designs', body, { signal }),
    getFilterOptions: () => http.request('GET', '/products/filter-options'),
    getHomeStones: () => http.request('GET', '/stones/home-stone-stonegroups-list'),
    getDesign: (designId, query, signal) =>
      http.request('GET', `/designs/${encodeURIComponent(designId)}${designQueryString(query)}`, undefined, {
        signal,
      }),
  };
}
