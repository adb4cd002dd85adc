import type { Paged } from '@atelier/contracts/common';
import type {
  SyncErrorView,
  SyncJob,
  SyncRetryResult,
  SyncRunView,
  SyncScheduleView,
} from '@atelier/contracts/sync';
import { dataApi, fromApi } from '../../api/baseApi';
import type { SyncErrorQuery, SyncRunQuery, SyncScheduleBody } from '../../api/sync-admin';
import type { ApiEnvelope } from '../../api/types';

/** The Sellease screens' calls (permission `sync`), issue 14: the error list, runs and schedules. */
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
    syncRuns: build.query<Paged<SyncRunView>, SyncRunQuery>({
      queryFn: fromApi(async (api, query) => (await api.adminListSyncRuns(query)).data),
      providesTags: [{ type: 'SyncRun', id: 'LIST' }],
    }),
    syncRun: build.query<SyncRunView, string>({
      queryFn: fromApi(async (api, id) => (await api.adminGetSyncRun(id)).data),
      providesTags: (_result, _error, id) => [{ type: 'SyncRun', id }],
    }),
    startSyncRun: build.mutation<ApiEnvelope<SyncRunView>, readonly SyncJob[]>({
      queryFn: fromApi((api, jobs) => api.adminStartSyncRun(jobs)),
      invalidatesTags: [{ type: 'SyncRun', id: 'LIST' }],
    }),
    syncSchedules: build.query<SyncScheduleView[], void>({
      queryFn: fromApi(async (api) => (await api.adminListSyncSchedules()).data),
      providesTags: ['SyncSchedule'],
    }),
    updateSyncSchedule: build.mutation<
      ApiEnvelope<SyncScheduleView>,
      { job: SyncJob; body: SyncScheduleBody }
    >({
      queryFn: fromApi((api, { job, body }) => api.adminUpdateSyncSchedule(job, body)),
      invalidatesTags: ['SyncSchedule'],
    }),
  }),
});

export const {
  useSyncErrorsQuery,
  useRetrySyncErrorMutation,
  useRetrySyncErrorsMutation,
  useDiscardSyncErrorMutation,
  useSyncRunsQuery,
  useSyncRunQuery,
  useStartSyncRunMutation,
  useSyncSchedulesQuery,
  useUpdateSyncScheduleMutation,
} = syncAdminApi;
