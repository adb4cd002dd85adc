import type {
  AnnouncementAdminView,
  ContentDeleted,
  ContentPageAdminView,
  ContentPageSlug,
  MediaSlot,
  MediaSlotView,
  QrSlot,
  RunningLineView,
} from '@atelier/contracts/admin';
import type { LanguageCode } from '@atelier/contracts/common';
import { dataApi, fromApi } from '../../api/baseApi';
import type { AnnouncementBody, PageBody, RunningLineBody } from '../../api/content';
import type { ApiEnvelope } from '../../api/types';
import type { UploadProgress } from '../../api/upload';

/** The back office's content screens (permission `content`). */
export const contentAdminApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    announcementAdmin: build.query<AnnouncementAdminView, void>({
      queryFn: fromApi(async (api) => (await api.getAnnouncementAdmin()).data),
      providesTags: ['ContentAnnouncement'],
    }),
    saveAnnouncement: build.mutation<ApiEnvelope<AnnouncementAdminView>, AnnouncementBody>({
      queryFn: fromApi((api, body) => api.saveAnnouncement(body)),
      invalidatesTags: ['ContentAnnouncement'],
    }),
    runningLines: build.query<RunningLineView[], void>({
      queryFn: fromApi(async (api) => (await api.listRunningLines()).data),
      providesTags: ['RunningLine'],
    }),
    createRunningLine: build.mutation<ApiEnvelope<RunningLineView>, RunningLineBody & { text: string }>({
      queryFn: fromApi((api, body) => api.createRunningLine(body)),
      invalidatesTags: ['RunningLine'],
    }),
    updateRunningLine: build.mutation<ApiEnvelope<RunningLineView>, { id: string; body: RunningLineBody }>({
      queryFn: fromApi((api, { id, body }) => api.updateRunningLine(id, body)),
      invalidatesTags: ['RunningLine'],
    }),
    deleteRunningLine: build.mutation<ApiEnvelope<ContentDeleted>, string>({
      queryFn: fromApi((api, id) => api.deleteRunningLine(id)),
      invalidatesTags: ['RunningLine'],
    }),
    contentPages: build.query<ContentPageAdminView[], void>({
      queryFn: fromApi(async (api) => (await api.listContentPages()).data),
      providesTags: ['ContentPage'],
    }),
    saveContentPage: build.mutation<
      ApiEnvelope<ContentPageAdminView>,
      { slug: ContentPageSlug; language: LanguageCode; body: PageBody }
    >({
      queryFn: fromApi((api, { slug, language, body }) => api.saveContentPage(slug, language, body)),
      invalidatesTags: ['ContentPage'],
    }),
    removeContentPage: build.mutation<
      ApiEnvelope<ContentPageAdminView>,
      { slug: ContentPageSlug; language: LanguageCode }
    >({
      queryFn: fromApi((api, { slug, language }) => api.removeContentPage(slug, language)),
      invalidatesTags: ['ContentPage'],
    }),
    contentMedia: build.query<MediaSlotView[], void>({
      queryFn: fromApi(async (api) => (await api.listContentMedia()).data),
      providesTags: ['ContentMedia'],
    }),
    uploadContentMedia: build.mutation<
      MediaSlotView,
      { slot: MediaSlot; file: File; onProgress?: (progress: UploadProgress) => void }
    >({
      queryFn: fromApi(async (api, args, signal) => (await api.uploadContentMedia(args, signal)).data),
      invalidatesTags: ['ContentMedia'],
    }),
    removeContentMedia: build.mutation<ApiEnvelope<MediaSlotView>, MediaSlot>({
      queryFn: fromApi((api, slot) => api.removeContentMedia(slot)),
      invalidatesTags: ['ContentMedia'],
    }),
    saveContentMediaLink: build.mutation<ApiEnvelope<MediaSlotView>, { slot: QrSlot; link: string }>({
      queryFn: fromApi((api, { slot, link }) => api.saveContentMediaLink(slot, link)),
      invalidatesTags: ['ContentMedia'],
    }),
  }),
});

export const {
  useAnnouncementAdminQuery,
  useSaveAnnouncementMutation,
  useRunningLinesQuery,
  useCreateRunningLineMutation,
  useUpdateRunningLineMutation,
  useDeleteRunningLineMutation,
  useContentPagesQuery,
  useSaveContentPageMutation,
  useRemoveContentPageMutation,
  useContentMediaQuery,
  useUploadContentMediaMutation,
  useRemoveContentMediaMutation,
  useSaveContentMediaLinkMutation,
} = contentAdminApi;
