import type { LanguageCode } from '@atelier/contracts/common';
import type { AnnouncementView } from './admin.types';
import type { ContentPageSlug, MediaSlot } from './content.patterns';

/** Text per language other than English; a language left out falls back to the English text. */
export type TranslatedTexts = Partial<Record<Exclude<LanguageCode, 'en'>, string>>;

export interface QrPopupView {
  /** Where the button under the picture leads (the Instagram profile, a wa.me chat). */
  link: string | null;
  imageUrl: string | null;
}

/** What the storefront's header and footer show, in the caller's language. */
export interface SiteContentView {
  announcement: AnnouncementView | null;
  runningLines: string[];
  qr: { instagram: QrPopupView; whatsapp: QrPopupView };
  videos: { placingOrders: string | null; viewingOrders: string | null };
}

/** A footer page as the storefront shows it: sanitised HTML, in `language` (English when untranslated). */
export interface ContentPageView {
  slug: ContentPageSlug;
  language: LanguageCode;
  title: string;
  html: string;
  updatedAt: string;
}

/** The announcement as the back office edits it: English and its translations. */
export interface AnnouncementAdminView {
  text: string;
  texts: TranslatedTexts;
  status: boolean;
  updatedAt: string | null;
}

export interface RunningLineView {
  id: string;
  text: string;
  texts: TranslatedTexts;
  visible: boolean;
  position: number;
}

export interface ContentPageTranslation {
  language: LanguageCode;
  title: string;
  markdown: string;
  html: string;
  updatedAt: string;
}

/** A footer page with every language it has. */
export interface ContentPageAdminView {
  slug: ContentPageSlug;
  translations: ContentPageTranslation[];
}

export interface MediaSlotView {
  slot: MediaSlot;
  url: string | null;
  contentType: string | null;
  size: number | null;
  link: string | null;
  updatedAt: string | null;
}

export interface MediaFile {
  contentType: string;
  /** base64 */
  data: string;
  etag: string;
}

export interface ContentDeleted {
  deleted: true;
}
