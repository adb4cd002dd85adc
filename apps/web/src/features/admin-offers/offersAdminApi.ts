import type {
  AdminOffer,
  AdminPage,
  CuratedListKind,
  CuratedListView,
  ImportJob,
} from '@atelier/contracts/catalogue';
import { dataApi, fromApi } from '../../api/baseApi';
import type { OfferBody, OfferImportRequest, OfferQuery } from '../../api/offers-admin';
import type { ApiEnvelope } from '../../api/types';

/** Offers (permission `offers`) and the hand-ordered lists (permission `designs`), issue 12. */
export const offersAdminApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    offers: build.query<AdminPage<AdminOffer>, OfferQuery>({
      queryFn: fromApi(async (api, query) => (await api.adminListOffers(query)).data),
      providesTags: ['AdminOffer'],
    }),
    startOfferImport: build.mutation<ImportJob, OfferImportRequest>({
      queryFn: fromApi(async (api, request) => (await api.adminImportOffers(request)).data),
    }),
    offerImportJob: build.query<ImportJob, string>({
      queryFn: fromApi(async (api, jobId) => (await api.adminOfferImportJob(jobId)).data),
    }),
    updateOffer: build.mutation<ApiEnvelope<AdminOffer>, { id: string; body: OfferBody }>({
      queryFn: fromApi((api, { id, body }) => api.adminUpdateOffer(id, body)),
      invalidatesTags: ['AdminOffer'],
    }),
    endOffer: build.mutation<ApiEnvelope<AdminOffer>, { id: string; version: number }>({
      queryFn: fromApi((api, { id, version }) => api.adminEndOffer(id, version)),
      invalidatesTags: ['AdminOffer'],
    }),
    curatedList: build.query<CuratedListView, CuratedListKind>({
      queryFn: fromApi(async (api, list) => (await api.adminCuratedList(list)).data),
      providesTags: ['CuratedList'],
    }),
    setCuratedList: build.mutation<
      ApiEnvelope<CuratedListView>,
      { list: CuratedListKind; designIds: string[] }
    >({
      queryFn: fromApi((api, { list, designIds }) => api.adminSetCuratedList(list, designIds)),
      invalidatesTags: ['CuratedList', 'AdminDesign'],
    }),
    fillCuratedList: build.mutation<
      ApiEnvelope<CuratedListView>,
      { list: CuratedListKind; days: number; limit: number }
    >({
      queryFn: fromApi((api, { list, days, limit }) => api.adminFillCuratedList(list, { days, limit })),
      invalidatesTags: ['CuratedList', 'AdminDesign'],
    }),
  }),
});

export const {
  useOffersQuery,
  useStartOfferImportMutation,
  useOfferImportJobQuery,
  useUpdateOfferMutation,
  useEndOfferMutation,
  useCuratedListQuery,
  useSetCuratedListMutation,
  useFillCuratedListMutation,
} = offersAdminApi;
