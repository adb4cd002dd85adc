import type { ApproListFilter, ApproView, Paged } from '@atelier/contracts/orders';
import { dataApi, fromApi } from '../../api/baseApi';
import type { PageQuery } from '../../api/orders';

/** The buyer's appros (goods out on approval), in the trade area's chunk. */
export const approsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    appros: build.query<Paged<ApproView>, PageQuery<ApproListFilter>>({
      queryFn: fromApi(async (api, query) => (await api.getAppros(query)).data),
      providesTags: [{ type: 'Appro', id: 'LIST' }],
    }),
    appro: build.query<ApproView, string>({
      queryFn: fromApi(async (api, id) => (await api.getAppro(id)).data),
      providesTags: (_appro, _error, id) => [{ type: 'Appro', id }],
    }),
  }),
});

export const { useApprosQuery, useApproQuery } = approsApi;
