import type {
  AdminDesignPage,
  BulkImagesResult,
  DesignImagesView,
  ShadeRow,
} from '@atelier/contracts/catalogue';
import { dataApi, fromApi } from '../../api/baseApi';
import type { UploadImageArgs } from '../../api/catalogue-admin';

const images = (designId: string) => ({ type: 'DesignImages', id: designId }) as const;

/** Pictures of designs (permission `images`), in the back-office chunk. */
export const imagesAdminApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/designs?search=: designs to pick from (number prefix or name words). */
    designChoices: build.query<AdminDesignPage, string>({
      queryFn: fromApi(
        async (api, search, signal) =>
          (await api.adminDesignSearch({ search: search || undefined, limit: 10 }, signal)).data,
      ),
    }),
    /** Every shade of every metal, for "the shade this picture shows". */
    shades: build.query<ShadeRow[], void>({
      queryFn: fromApi(async (api) =>
        (await api.getFilterOptions()).data.metals.flatMap((metal) => metal.shades_data),
      ),
    }),
    designImages: build.query<DesignImagesView, string>({
      queryFn: fromApi(async (api, designId) => (await api.getDesignImages(designId)).data),
      providesTags: (_view, _error, designId) => [images(designId)],
    }),
    uploadDesignImage: build.mutation<DesignImagesView, UploadImageArgs>({
      queryFn: fromApi(async (api, args, signal) => (await api.uploadDesignImage(args, signal)).data),
      invalidatesTags: (_view, _error, { designId }) => [images(designId)],
    }),
    /** One file per request, so each file has its own progress and its own line in the report. */
    bulkUploadImage: build.mutation<
      BulkImagesResult,
      { file: File; onProgress?: UploadImageArgs['onProgress'] }
    >({
      queryFn: fromApi(
        async (api, { file, onProgress }, signal) =>
          (await api.bulkUploadImages({ files: [file], onProgress }, signal)).data,
      ),
      invalidatesTags: (result) => (result?.matched ?? []).map((match) => images(match.design_id)),
    }),
    reorderDesignImages: build.mutation<DesignImagesView, { designId: string; keys: string[] }>({
      queryFn: fromApi(
        async (api, { designId, keys }) => (await api.reorderDesignImages(designId, keys)).data,
      ),
      invalidatesTags: (_view, _error, { designId }) => [images(designId)],
    }),
    updateDesignImage: build.mutation<
      DesignImagesView,
      { designId: string; key: string; shadeId?: number | null; isMain?: true }
    >({
      queryFn: fromApi(
        async (api, { designId, key, ...body }) => (await api.updateDesignImage(designId, key, body)).data,
      ),
      invalidatesTags: (_view, _error, { designId }) => [images(designId)],
    }),
    deleteDesignImage: build.mutation<DesignImagesView, { designId: string; key: string }>({
      queryFn: fromApi(async (api, { designId, key }) => (await api.deleteDesignImage(designId, key)).data),
      invalidatesTags: (_view, _error, { designId }) => [images(designId)],
    }),
  }),
});

export const {
  useDesignChoicesQuery,
  useShadesQuery,
  useDesignImagesQuery,
  useUploadDesignImageMutation,
  useBulkUploadImageMutation,
  useReorderDesignImagesMutation,
  useUpdateDesignImageMutation,
  useDeleteDesignImageMutation,
} = imagesAdminApi;
