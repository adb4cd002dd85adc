import type { Paged } from '@atelier/contracts/common';
import type { SyncErrorView, SyncRetryResult } from '@atelier/contracts/sync';
import { dataApi, fromApi } from '../../api/baseApi';
import type { SyncErrorQuery } from '../../api/sync-admin';
import type { ApiEnvelope } from '../../api/types';

/** The Sellease error list (permission `sync`), issue 14. */
export const syncAdminApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    syncErrors: build.query<Paged<SyncErrorView>, SyncErrorQuery>({
      queryFn: fromApi(async (api, query) => (await api.adminListSyncErrors(query)).data),
      providesTags: ['SyncError'],
    }),
    retrySyncError: build.mutation<ApiEnvelope<SyncRetryResult>, string>({
      queryFn: fromApi((api, id) => api.adminRetrySyncError(id)),
      invalidatesTags: ['SyncError'],
    }),
    retrySyncErrors: build.mutation<ApiEnvelope<SyncRetryResult>, readonly string[]>({
      queryFn: fromApi((api, ids) => api.adminRetrySyncErrors(ids)),
      invalidatesTags: ['SyncError'],
    }),
    discardSyncError: build.mutation<ApiEnvelope<SyncErrorView>, { id: string; note: string }>({
      queryFn: fromApi((api, { id, note }) => api.adminDiscardSyncError(id, note)),
      invalidatesTags: ['SyncError'],
    }),
  }),
});

export const {
  useSyncErrorsQuery,
  useRetrySyncErrorMutation,
  useRetrySyncErrorsMutation,
  useDiscardSyncErrorMutation,
} = syncAdminApi;
