import type {
  AnnouncementAdminView,
  ContentDeleted,
  ContentPageAdminView,
  ContentPageSlug,
  ContentPageView,
  MediaSlot,
  MediaSlotView,
  QrSlot,
  RunningLineView,
  SiteContentView,
  TranslatedTexts,
} from '@atelier/contracts/admin';
import type { LanguageCode } from '@atelier/contracts/common';
import type { HttpClient } from './client';
import type { ApiEnvelope } from './types';
import type { UploadProgress } from './upload';

/*
 * Storefront content (issue 12): what the header and footer show, the footer pages, and the back
 * office's content screens (permission `content`). Types only from the contract (its DTO classes carry
 * Nest decorators that must stay out of the bundle).
 */

export interface AnnouncementBody {
  text: string;
  texts: TranslatedTexts;
  status: boolean;
}

export interface RunningLineBody {
  text?: string;
  texts?: TranslatedTexts;
  visible?: boolean;
  position?: number;
}

export interface PageBody {
  title: string;
  markdown: string;
}

export interface UploadMediaArgs {
  slot: MediaSlot;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

export interface ContentCalls {
  getSiteContent: () => Promise<ApiEnvelope<SiteContentView>>;
  getContentPage: (slug: ContentPageSlug) => Promise<ApiEnvelope<ContentPageView>>;
  getAnnouncementAdmin: () => Promise<ApiEnvelope<AnnouncementAdminView>>;
  saveAnnouncement: (body: AnnouncementBody) => Promise<ApiEnvelope<AnnouncementAdminView>>;
  listRunningLines: () => Promise<ApiEnvelope<RunningLineView[]>>;
  createRunningLine: (body: RunningLineBody & { text: string }) => Promise<ApiEnvelope<RunningLineView>>;
  updateRunningLine: (id: string, body: RunningLineBody) => Promise<ApiEnvelope<RunningLineView>>;
  deleteRunningLine: (id: string) => Promise<ApiEnvelope<ContentDeleted>>;
  listContentPages: () => Promise<ApiEnvelope<ContentPageAdminView[]>>;
  saveContentPage: (
    slug: ContentPageSlug,
    language: LanguageCode,
    body: PageBody,
  ) => Promise<ApiEnvelope<ContentPageAdminView>>;
  removeContentPage: (
    slug: ContentPageSlug,
    language: LanguageCode,
  ) => Promise<ApiEnvelope<ContentPageAdminView>>;
  listContentMedia: () => Promise<ApiEnvelope<MediaSlotView[]>>;
  uploadContentMedia: (args: UploadMediaArgs, signal?: AbortSignal) => Promise<ApiEnvelope<MediaSlotView>>;
  removeContentMedia: (slot: MediaSlot) => Promise<ApiEnvelope<MediaSlotView>>;
  saveContentMediaLink: (slot: QrSlot, link: string) => Promise<ApiEnvelope<MediaSlotView>>;
}

const ADMIN = '/admin/content';

export function createContentApi(http: HttpClient): ContentCalls {
  return {
    getSiteContent: () => http.request('GET', '/content/site'),
    getContentPage: (slug) => http.request('GET', `/content/pages/${encodeURIComponent(slug)}`),
    getAnnouncementAdmin: () => http.request('GET', `${ADMIN}/announcement`),
    saveAnnouncement: (body) => http.request('PUT', `${ADMIN}/announcement`, body),
    listRunningLines: () => http.request('GET', `${ADMIN}/running-lines`),
    createRunningLine: (body) => http.request('POST', `${ADMIN}/running-lines`, body),
    updateRunningLine: (id, body) =>
      http.request('PATCH', `${ADMIN}/running-lines/${encodeURIComponent(id)}`, body),
    deleteRunningLine: (id) => http.request('DELETE', `${ADMIN}/running-lines/${encodeURIComponent(id)}`),
    listContentPages: () => http.request('GET', `${ADMIN}/pages`),
    saveContentPage: (slug, language, body) =>
      http.request('PUT', `${ADMIN}/pages/${encodeURIComponent(slug)}/${language}`, body),
    removeContentPage: (slug, language) =>
      http.request('DELETE', `${ADMIN}/pages/${encodeURIComponent(slug)}/${language}`),
    listContentMedia: () => http.request('GET', `${ADMIN}/media`),
    uploadContentMedia: ({ slot, file, onProgress }, signal) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return http.upload(`${ADMIN}/media/${slot}`, body, { onProgress, signal });
    },
    removeContentMedia: (slot) => http.request('DELETE', `${ADMIN}/media/${slot}`),
    saveContentMediaLink: (slot, link) => http.request('PUT', `${ADMIN}/media/${slot}/link`, { link }),
  };
}
