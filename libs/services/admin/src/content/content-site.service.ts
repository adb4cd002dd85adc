import {
  type ContentPageSlugDto,
  type ContentPageView,
  type MediaSlot,
  mediaUrl,
  type QrPopupView,
  type SiteContentView,
} from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { CACHE, type CacheStore, cached, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { AnnouncementsService } from '../announcements/announcements.service';
import { contentMedia, contentPages, runningLines } from '../schema/admin.schema';
import { CONTENT_CACHE_TTL_SECONDS, ContentCacheKeys } from './content-cache';
import { ContentErrorCode, ContentException } from './content.exception';
import { localizedText, pickTranslation } from './localized-text';

type MediaRow = { slot: string; fileKey: string | null; link: string | null };

function qrPopup(media: readonly MediaRow[], slot: MediaSlot): QrPopupView {
  const row = media.find((m) => m.slot === slot);
  return { link: row?.link ?? null, imageUrl: row?.fileKey ? mediaUrl(row.fileKey) : null };
}

function videoUrl(media: readonly MediaRow[], slot: MediaSlot): string | null {
  const key = media.find((m) => m.slot === slot)?.fileKey;
  return key ? mediaUrl(key) : null;
}

/** What the storefront reads on every page, in the caller's language, cached until the next change. */
@Injectable()
export class ContentSiteService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
    private readonly announcements: AnnouncementsService,
  ) {}

  site(ctx: RequestContext): Promise<SiteContentView> {
    return cached(
      this.cache,
      ContentCacheKeys.site(ctx.tenantId, ctx.language),
      CONTENT_CACHE_TTL_SECONDS,
      () => this.loadSite(ctx),
    );
  }

  async page(ctx: RequestContext, dto: ContentPageSlugDto): Promise<ContentPageView> {
    const page = await cached(
      this.cache,
      ContentCacheKeys.page(ctx.tenantId, dto.slug, ctx.language),
      CONTENT_CACHE_TTL_SECONDS,
      () => this.loadPage(ctx, dto),
    );
    if (!page) throw new ContentException(ContentErrorCode.PageNotFound, 'content.pageNotFound');
    return page;
  }

  private async loadSite(ctx: RequestContext): Promise<SiteContentView> {
    const { db } = this.database;
    const [announcement, lines, media] = await Promise.all([
      this.announcements.current(ctx),
      db
        .select({ text: runningLines.text, translations: runningLines.translations })
        .from(runningLines)
        .where(and(eq(runningLines.tenantId, ctx.tenantId), eq(runningLines.visible, true)))
        .orderBy(asc(runningLines.position), asc(runningLines.createdAt)),
      db
        .select({ slot: contentMedia.slot, fileKey: contentMedia.fileKey, link: contentMedia.link })
        .from(contentMedia)
        .where(eq(contentMedia.tenantId, ctx.tenantId)),
    ]);
    return {
      announcement,
      runningLines: lines.map((line) => localizedText(line.text, line.translations, ctx.language)),
      qr: { instagram: qrPopup(media, 'qr-instagram'), whatsapp: qrPopup(media, 'qr-whatsapp') },
      videos: {
        placingOrders: videoUrl(media, 'video-placing-orders'),
        viewingOrders: videoUrl(media, 'video-viewing-orders'),
      },
    };
  }

  /** null (cached too) when the page has neither the language nor English. */
  private async loadPage(ctx: RequestContext, dto: ContentPageSlugDto): Promise<ContentPageView | null> {
    const rows = await this.database.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.tenantId, ctx.tenantId), eq(contentPages.slug, dto.slug)));
    const row = pickTranslation(rows, ctx.language);
    if (!row) return null;
    return {
      slug: dto.slug,
      language: ctx.language === row.language ? ctx.language : 'en',
      title: row.title,
      html: row.html,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}
