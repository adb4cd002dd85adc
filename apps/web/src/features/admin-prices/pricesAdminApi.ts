import type { PricingSettings } from '@atelier/contracts/admin';
import type {
  AdminDiscount,
  AdminPage,
  DiscountDeleted,
  MetalRateChange,
  MetalRateLineDto,
  MetalRatesApplied,
  MetalRatesView,
} from '@atelier/contracts/catalogue';
import { dataApi, fromApi } from '../../api/baseApi';
import type { DiscountBody, DiscountQuery } from '../../api/prices-admin';
import type { ApiEnvelope } from '../../api/types';

/** The global markup and VAT rate and the discounts (permission `discounts`), issue 12. */
export const pricesAdminApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    pricingSettings: build.query<PricingSettings, void>({
      queryFn: fromApi(async (api) => (await api.adminPricingSettings()).data),
      providesTags: ['PricingSettings'],
    }),
    savePricingSettings: build.mutation<ApiEnvelope<PricingSettings>, PricingSettings>({
      queryFn: fromApi((api, body) => api.adminSavePricingSettings(body)),
      invalidatesTags: ['PricingSettings'],
    }),
    discounts: build.query<AdminPage<AdminDiscount>, DiscountQuery>({
      queryFn: fromApi(async (api, query) => (await api.adminListDiscounts(query)).data),
      providesTags: ['Discount'],
    }),
    createDiscount: build.mutation<ApiEnvelope<AdminDiscount>, DiscountBody>({
      queryFn: fromApi((api, body) => api.adminCreateDiscount(body)),
      invalidatesTags: ['Discount'],
    }),
    updateDiscount: build.mutation<
      ApiEnvelope<AdminDiscount>,
      { id: string; body: DiscountBody & { version: number } }
    >({
      queryFn: fromApi((api, { id, body }) => api.adminUpdateDiscount(id, body)),
      invalidatesTags: ['Discount'],
    }),
    endDiscount: build.mutation<ApiEnvelope<AdminDiscount>, { id: string; version: number }>({
      queryFn: fromApi((api, { id, version }) => api.adminEndDiscount(id, version)),
      invalidatesTags: ['Discount'],
    }),
    deleteDiscount: build.mutation<ApiEnvelope<DiscountDeleted>, string>({
      queryFn: fromApi((api, id) => api.adminDeleteDiscount(id)),
      invalidatesTags: ['Discount'],
    }),
    metalRates: build.query<MetalRatesView, void>({
      queryFn: fromApi(async (api) => (await api.adminMetalRates()).data),
      providesTags: ['MetalRate'],
    }),
    metalRateHistory: build.query<AdminPage<MetalRateChange>, { page: number; limit: number }>({
      queryFn: fromApi(async (api, query) => (await api.adminMetalRateHistory(query)).data),
      providesTags: ['MetalRate'],
    }),
    setMetalRates: build.mutation<ApiEnvelope<MetalRatesApplied>, MetalRateLineDto[]>({
      queryFn: fromApi((api, rates) => api.adminSetMetalRates(rates)),
      // Metal-priced designs were repriced with the rates: the design screens re-read theirs.
      invalidatesTags: ['MetalRate', 'AdminDesign'],
    }),
  }),
});

export const {
  usePricingSettingsQuery,
  useSavePricingSettingsMutation,
  useDiscountsQuery,
  useCreateDiscountMutation,
  useUpdateDiscountMutation,
  useEndDiscountMutation,
  useDeleteDiscountMutation,
  useMetalRatesQuery,
  useMetalRateHistoryQuery,
  useSetMetalRatesMutation,
} = pricesAdminApi;
