import type { PricingSettings } from '@atelier/contracts/admin';
import type {
  AdminDiscount,
  AdminPage,
  DiscountDeleted,
  DiscountKind,
  DiscountListStatus,
  MetalRateChange,
  MetalRateLineDto,
  MetalRatesApplied,
  MetalRatesView,
} from '@atelier/contracts/catalogue';
import type { HttpClient } from './client';
import type { ApiEnvelope } from './types';

/*
 * The back office's prices (issue 12, permission `discounts`): /api/admin/pricing-settings
 * (set-global-markup) and /api/admin/discounts (set-discount). Shapes come from the contracts.
 */

export interface DiscountQuery {
  status?: DiscountListStatus;
  search?: string;
  page?: number;
  limit?: number;
}

export interface DiscountBody {
  customerId: string | null;
  customerGroupId: string | null;
  designNumber: string | null;
  mainGroupId: number | null;
  kind: DiscountKind;
  value: number;
  startsOn: string;
  endsOn: string;
}

export interface PricesAdminApi {
  adminPricingSettings: () => Promise<ApiEnvelope<PricingSettings>>;
  adminSavePricingSettings: (body: PricingSettings) => Promise<ApiEnvelope<PricingSettings>>;
  adminListDiscounts: (query: DiscountQuery) => Promise<ApiEnvelope<AdminPage<AdminDiscount>>>;
  adminCreateDiscount: (body: DiscountBody) => Promise<ApiEnvelope<AdminDiscount>>;
  /** A stale version answers 409 (CATALOGUE_DISCOUNT_CHANGED); nothing is written then. */
  adminUpdateDiscount: (
    id: string,
    body: DiscountBody & { version: number },
  ) => Promise<ApiEnvelope<AdminDiscount>>;
  adminEndDiscount: (id: string, version: number) => Promise<ApiEnvelope<AdminDiscount>>;
  adminDeleteDiscount: (id: string) => Promise<ApiEnvelope<DiscountDeleted>>;
  /** Issue 15: the day's metal rates per metal and fineness, and their history. */
  adminMetalRates: () => Promise<ApiEnvelope<MetalRatesView>>;
  adminSetMetalRates: (rates: MetalRateLineDto[]) => Promise<ApiEnvelope<MetalRatesApplied>>;
  adminMetalRateHistory: (query: {
    page?: number;
    limit?: number;
  }) => Promise<ApiEnvelope<AdminPage<MetalRateChange>>>;
}

function queryOf(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const id = encodeURIComponent;

export function createPricesAdminApi(http: HttpClient): PricesAdminApi {
  return {
    adminPricingSettings: () => http.request('GET', '/admin/pricing-settings'),
    adminSavePricingSettings: (body) => http.request('PUT', '/admin/pricing-settings', body),
    adminListDiscounts: (query) => http.request('GET', `/admin/discounts${queryOf(query)}`),
    adminCreateDiscount: (body) => http.request('POST', '/admin/discounts', body),
    adminUpdateDiscount: (discountId, body) =>
      http.request('PUT', `/admin/discounts/${id(discountId)}`, body),
    adminEndDiscount: (discountId, version) =>
      http.request('POST', `/admin/discounts/${id(discountId)}/end`, { version }),
    adminDeleteDiscount: (discountId) => http.request('DELETE', `/admin/discounts/${id(discountId)}`),
    adminMetalRates: () => http.request('GET', '/admin/metal-rates'),
    adminSetMetalRates: (rates) => http.request('PUT', '/admin/metal-rates', { rates }),
    adminMetalRateHistory: (query) => http.request('GET', `/admin/metal-rates/history${queryOf(query)}`),
  };
}
