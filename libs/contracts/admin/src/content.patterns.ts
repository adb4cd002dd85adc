/** Request/reply patterns of the admin service's storefront content (announcement, lines, pages, media). */
export const ContentPatterns = {
  /** What every storefront page shows: announcement, running lines, QR popups, demo videos. */
  site: 'admin.content.site',
  /** A footer page in the caller's language (English when it has none). */
  page: 'admin.content.page',
  /** An uploaded file by its content-addressed key. */
  media: 'admin.content.media',
  getAnnouncement: 'admin.content.announcement-get',
  saveAnnouncement: 'admin.content.announcement-save',
  listRunningLines: 'admin.content.running-lines-list',
  createRunningLine: 'admin.content.running-lines-create',
  updateRunningLine: 'admin.content.running-lines-update',
  deleteRunningLine: 'admin.content.running-lines-delete',
  listPages: 'admin.content.pages-list',
  savePage: 'admin.content.pages-save',
  removePage: 'admin.content.pages-remove',
  listMedia: 'admin.content.media-list',
  uploadMedia: 'admin.content.media-upload',
  saveMediaLink: 'admin.content.media-link-save',
  removeMedia: 'admin.content.media-remove',
} as const;

/**
 * The footer pages (spec §2). `why-us` is served at /why-{brand}, the brand coming from the tenant's
 * storefront configuration, so the stored page does not depend on the brand's name.
 */
export const CONTENT_PAGE_SLUGS = [
  'why-us',
  'terms-conditions',
  'term-condition-old',
  'cookies-policy',
  'how-to-order',
  'faq',
] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export function isContentPageSlug(value: string): value is ContentPageSlug {
  return (CONTENT_PAGE_SLUGS as readonly string[]).includes(value);
}

/** The uploaded files the storefront shows: the two QR popups' pictures and the two footer videos. */
export const MEDIA_SLOTS = [
  'qr-instagram',
  'qr-whatsapp',
  'video-placing-orders',
  'video-viewing-orders',
] as const;
export type MediaSlot = (typeof MEDIA_SLOTS)[number];
export const QR_SLOTS = ['qr-instagram', 'qr-whatsapp'] as const satisfies readonly MediaSlot[];
export type QrSlot = (typeof QR_SLOTS)[number];

export function isQrSlot(slot: string): slot is QrSlot {
  return (QR_SLOTS as readonly string[]).includes(slot);
}

/** The multipart field that carries an uploaded file. */
export const CONTENT_UPLOAD_FIELD = 'file';
/** A QR picture is small; a larger one is almost certainly the wrong file. */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Short demo clips; files travel inside one message (decisions: uploads), which bounds them. */
export const CONTENT_VIDEO_MAX_BYTES = 10 * 1024 * 1024;

/** Running lines per tenant: the header shows them in one ticker. */
export const MAX_RUNNING_LINES = 20;
/** A running line or the announcement: one line of the header. */
export const CONTENT_LINE_MAX_LENGTH = 255;
export const CONTENT_TITLE_MAX_LENGTH = 120;
/** A footer page's markdown: long legal texts fit with room to spare. */
export const CONTENT_PAGE_MAX_LENGTH = 100_000;
