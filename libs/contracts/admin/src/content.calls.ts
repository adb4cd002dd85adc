import { call, type NoPayload } from '@atelier/contracts/common';
import type {
  ContentPageSlugDto,
  CreateRunningLineDto,
  MediaKeyDto,
  MediaSlotDto,
  PageLanguageMessage,
  RunningLineIdDto,
  SaveAnnouncementDto,
  SaveMediaLinkMessage,
  SavePageMessage,
  UpdateRunningLineMessage,
  UploadMediaMessage,
} from './content.dto';
import { ContentPatterns } from './content.patterns';
import type {
  AnnouncementAdminView,
  ContentDeleted,
  ContentPageAdminView,
  ContentPageView,
  MediaFile,
  MediaSlotView,
  RunningLineView,
  SiteContentView,
} from './content.types';

/**
 * The storefront content call map (admin service). `site`, `page` and `media` are public; the rest
 * need the `content` permission, checked by the gateway and again by the service.
 */
export const ContentApi = {
  site: call<NoPayload, SiteContentView>(ContentPatterns.site),
  page: call<ContentPageSlugDto, ContentPageView>(ContentPatterns.page),
  media: call<MediaKeyDto, MediaFile>(ContentPatterns.media),
  getAnnouncement: call<NoPayload, AnnouncementAdminView>(ContentPatterns.getAnnouncement),
  saveAnnouncement: call<SaveAnnouncementDto, AnnouncementAdminView>(ContentPatterns.saveAnnouncement),
  listRunningLines: call<NoPayload, RunningLineView[]>(ContentPatterns.listRunningLines),
  createRunningLine: call<CreateRunningLineDto, RunningLineView>(ContentPatterns.createRunningLine),
  updateRunningLine: call<UpdateRunningLineMessage, RunningLineView>(ContentPatterns.updateRunningLine),
  deleteRunningLine: call<RunningLineIdDto, ContentDeleted>(ContentPatterns.deleteRunningLine),
  listPages: call<NoPayload, ContentPageAdminView[]>(ContentPatterns.listPages),
  savePage: call<SavePageMessage, ContentPageAdminView>(ContentPatterns.savePage),
  /** Removes one language of a page; the storefront then shows the English text in that language. */
  removePage: call<PageLanguageMessage, ContentPageAdminView>(ContentPatterns.removePage),
  listMedia: call<NoPayload, MediaSlotView[]>(ContentPatterns.listMedia),
  uploadMedia: call<UploadMediaMessage, MediaSlotView>(ContentPatterns.uploadMedia),
  saveMediaLink: call<SaveMediaLinkMessage, MediaSlotView>(ContentPatterns.saveMediaLink),
  /** Takes a slot's file away (the link stays): the popup or video is no longer shown. */
  removeMedia: call<MediaSlotDto, MediaSlotView>(ContentPatterns.removeMedia),
} as const;
