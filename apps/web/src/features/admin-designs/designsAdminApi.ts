import type {
  AdminDesign,
  AdminDesignPage,
  BulkPriceResult,
  DesignAuditEntry,
  FilterOptions,
  ImportJob,
  SaveDesignDto,
  UpdateDesignDto,
} from '@atelier/contracts/catalogue';
import { dataApi, fromApi } from '../../api/baseApi';
import type { AdminDesignQuery, DesignExportQuery, DesignImportRequest } from '../../api/designs';
import type { ApiEnvelope } from '../../api/types';
import { saveFile } from '../../shared/saveFile';

const LIST = { type: 'AdminDesign', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'AdminDesign', id }) as const;

/** The back office's designs and variants (permission `designs`), in the back-office chunk. */
export const designsAdminApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    adminDesigns: build.query<AdminDesignPage, AdminDesignQuery>({
      queryFn: fromApi(async (api, query) => (await api.adminListDesigns(query)).data),
      providesTags: (page) => [LIST, ...(page?.rows ?? []).map((row) => one(row.id))],
    }),
    adminDesign: build.query<AdminDesign, string>({
      queryFn: fromApi(async (api, id) => (await api.adminGetDesign(id)).data),
      providesTags: (_design, _error, id) => [one(id)],
    }),
    adminDesignAudit: build.query<DesignAuditEntry[], string>({
      queryFn: fromApi(async (api, id) => (await api.adminDesignAudit(id)).data),
      providesTags: (_rows, _error, id) => [one(id)],
    }),
    /** The form's choices (items, groups, attributes, stones, shapes, karats, shades, qualities). */
    designLookups: build.query<FilterOptions, void>({
      queryFn: fromApi(async (api) => (await api.getFilterOptions()).data),
    }),
    createDesign: build.mutation<ApiEnvelope<AdminDesign>, SaveDesignDto>({
      queryFn: fromApi((api, body) => api.adminCreateDesign(body)),
      invalidatesTags: [LIST],
    }),
    updateDesign: build.mutation<ApiEnvelope<AdminDesign>, { id: string; body: UpdateDesignDto }>({
      queryFn: fromApi((api, { id, body }) => api.adminUpdateDesign(id, body)),
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [LIST, one(id)]),
    }),
    setDesignRetired: build.mutation<
      ApiEnvelope<AdminDesign>,
      { id: string; retired: boolean; version?: number }
    >({
      queryFn: fromApi((api, { id, retired, version }) =>
        retired ? api.adminRetireDesign(id, version) : api.adminRestoreDesign(id, version),
      ),
      invalidatesTags: (_answer, _error, { id }) => [LIST, one(id)],
    }),
    bulkPrice: build.mutation<ApiEnvelope<BulkPriceResult>, { designIds: string[]; percent: number }>({
      queryFn: fromApi((api, { designIds, percent }) => api.adminBulkPrice(designIds, percent)),
      invalidatesTags: [LIST],
    }),
    /** Downloads the export and hands it to the browser (the file never enters the store). */
    exportDesigns: build.mutation<string, DesignExportQuery>({
      queryFn: fromApi(async (api, query) => {
        const file = await api.adminExportDesigns(query);
        const name = file.filename ?? `designs.${query.format}`;
        saveFile(file.blob, name);
        return name;
      }),
    }),
    startDesignImport: build.mutation<ImportJob, DesignImportRequest>({
      queryFn: fromApi(async (api, request) => (await api.adminImportDesigns(request)).data),
    }),
    designImportJob: build.query<ImportJob, string>({
      queryFn: fromApi(async (api, jobId) => (await api.adminImportJob(jobId)).data),
    }),
  }),
});

export const {
  useAdminDesignsQuery,
  useAdminDesignQuery,
  useAdminDesignAuditQuery,
  useDesignLookupsQuery,
  useCreateDesignMutation,
  useUpdateDesignMutation,
  useSetDesignRetiredMutation,
  useBulkPriceMutation,
  useExportDesignsMutation,
  useStartDesignImportMutation,
  useDesignImportJobQuery,
} = designsAdminApi;
