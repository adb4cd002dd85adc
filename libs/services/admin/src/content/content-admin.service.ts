import {
  type AnnouncementAdminView,
  CONTENT_PAGE_SLUGS,
  type ContentDeleted,
  type ContentPageAdminView,
  type ContentPageSlug,
  type CreateRunningLineDto,
  MAX_RUNNING_LINES,
  type RunningLineIdDto,
  type RunningLineView,
  type SaveAnnouncementDto,
  type PageLanguageMessage,
  type SavePageMessage,
  type UpdateRunningLineMessage,
} from '@atelier/contracts/admin';
import { isLanguageCode, type LanguageCode, type RequestContext } from '@atelier/contracts/common';
import { CACHE, type CacheStore, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  announcements,
  type ContentPageRow,
  contentPages,
  type RunningLineRow,
  runningLines,
} from '../schema/admin.schema';
import { evictPage, evictSiteContent } from './content-cache';
import { ContentErrorCode, ContentException } from './content.exception';
import { cleanTranslations } from './localized-text';
import { renderPageMarkdown } from './page-markdown';

function lineView(row: RunningLineRow): RunningLineView {
  return {
    id: row.id,
    text: row.text,
    texts: cleanTranslations(row.translations),
    visible: row.visible,
    position: row.position,
  };
}

function pageView(slug: ContentPageSlug, rows: readonly ContentPageRow[]): ContentPageAdminView {
  return {
    slug,
    translations: rows
      .filter((row): row is ContentPageRow & { language: LanguageCode } => isLanguageCode(row.language))
      .map((row) => ({
        language: row.language,
        title: row.title,
        markdown: row.markdown,
        html: row.html,
        updatedAt: row.updatedAt.toISOString(),
      })),
  };
}

/** The back office's content screens (permission `content`); every change evicts what it affects. */
@Injectable()
export class ContentAdminService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
  ) {}

  // ---- announcement-bar ---------------------------------------------------------------------------

  /** The newest announcement: the one this screen edits (older ones are history). */
  async getAnnouncement(ctx: RequestContext): Promise<AnnouncementAdminView> {
    const [row] = await this.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.tenantId, ctx.tenantId))
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(1);
    if (!row) return { text: '', texts: {}, status: false, updatedAt: null };
    return {
      text: row.text,
      texts: cleanTranslations(row.translations),
      status: row.status,
      updatedAt: row.createdAt.toISOString(),
    };
  }

  /**
   * Saves the text and visibility on the newest announcement (or the first one). The screen has no
   * window, so saving clears one: "visible" then means visible now.
   */
  async saveAnnouncement(ctx: RequestContext, dto: SaveAnnouncementDto): Promise<AnnouncementAdminView> {
    const values = {
      text: dto.text.trim(),
      translations: cleanTranslations(dto.texts),
      status: dto.status,
      startsAt: null,
      endsAt: null,
    };
    await this.database.db.transaction(async (tx) => {
      const [newest] = await tx
        .select({ id: announcements.id })
        .from(announcements)
        .where(eq(announcements.tenantId, ctx.tenantId))
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .limit(1)
        .for('update');
      if (newest) {
        await tx
          .update(announcements)
          .set(values)
          .where(and(eq(announcements.tenantId, ctx.tenantId), eq(announcements.id, newest.id)));
      } else {
        await tx.insert(announcements).values({ tenantId: ctx.tenantId, ...values });
      }
    });
    await evictSiteContent(this.cache, ctx.tenantId);
    return this.getAnnouncement(ctx);
  }

  // ---- running-lines, upload-running-line -------------------------------------------------------------

  async listRunningLines(ctx: RequestContext): Promise<RunningLineView[]> {
    const rows = await this.database.db
      .select()
      .from(runningLines)
      .where(eq(runningLines.tenantId, ctx.tenantId))
      .orderBy(asc(runningLines.position), asc(runningLines.createdAt));
    return rows.map(lineView);
  }

  /** A new line goes to the end of the ticker. */
  async createRunningLine(ctx: RequestContext, dto: CreateRunningLineDto): Promise<RunningLineView> {
    const row = await this.database.db.transaction(async (tx) => {
      // One writer per tenant at a time, so two adds cannot both pass the limit or share a place.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admin:running-lines:${ctx.tenantId}`}))`);
      const [{ lines, last }] = await tx
        .select({ lines: count(), last: sql<number | null>`max(${runningLines.position})` })
        .from(runningLines)
        .where(eq(runningLines.tenantId, ctx.tenantId));
      if (lines >= MAX_RUNNING_LINES) {
        throw new ContentException(
          ContentErrorCode.TooManyRunningLines,
          'content.tooManyRunningLines',
          { max: MAX_RUNNING_LINES },
          { text: [{ key: 'content.tooManyRunningLines', params: { max: MAX_RUNNING_LINES } }] },
        );
      }
      const [inserted] = await tx
        .insert(runningLines)
        .values({
          tenantId: ctx.tenantId,
          text: dto.text.trim(),
          translations: cleanTranslations(dto.texts),
          visible: dto.visible ?? true,
          position: last === null ? 0 : Number(last) + 1,
        })
        .returning();
      return inserted;
    });
    await evictSiteContent(this.cache, ctx.tenantId);
    return lineView(row);
  }

  async updateRunningLine(ctx: RequestContext, dto: UpdateRunningLineMessage): Promise<RunningLineView> {
    const changes = {
      ...(dto.text != null ? { text: dto.text.trim() } : {}),
      ...(dto.texts != null ? { translations: cleanTranslations(dto.texts) } : {}),
      ...(dto.visible != null ? { visible: dto.visible } : {}),
      ...(dto.position != null ? { position: dto.position } : {}),
    };
    const which = and(eq(runningLines.tenantId, ctx.tenantId), eq(runningLines.id, dto.id));
    // A body that changes nothing answers the line as it is (an empty SET is not SQL).
    const [row] =
      Object.keys(changes).length === 0
        ? await this.database.db.select().from(runningLines).where(which)
        : await this.database.db.update(runningLines).set(changes).where(which).returning();
    if (!row) throw lineNotFound();
    if (Object.keys(changes).length > 0) await evictSiteContent(this.cache, ctx.tenantId);
    return lineView(row);
  }

  async deleteRunningLine(ctx: RequestContext, dto: RunningLineIdDto): Promise<ContentDeleted> {
    const deleted = await this.database.db
      .delete(runningLines)
      .where(and(eq(runningLines.tenantId, ctx.tenantId), eq(runningLines.id, dto.id)))
      .returning({ id: runningLines.id });
    if (deleted.length === 0) throw lineNotFound();
    await evictSiteContent(this.cache, ctx.tenantId);
    return { deleted: true };
  }

  // ---- footer pages ---------------------------------------------------------------------------------

  /** Every footer page with the languages it has (a page without any is listed empty). */
  async listPages(ctx: RequestContext): Promise<ContentPageAdminView[]> {
    const rows = await this.database.db
      .select()
      .from(contentPages)
      .where(eq(contentPages.tenantId, ctx.tenantId))
      .orderBy(asc(contentPages.language));
    return CONTENT_PAGE_SLUGS.map((slug) =>
      pageView(
        slug,
        rows.filter((row) => row.slug === slug),
      ),
    );
  }

  /** Saves a page in one language; the HTML is rendered and sanitised here, once, not on every read. */
  async savePage(ctx: RequestContext, dto: SavePageMessage): Promise<ContentPageAdminView> {
    const values = {
      title: dto.title.trim(),
      markdown: dto.markdown,
      html: renderPageMarkdown(dto.markdown),
      updatedAt: new Date(),
    };
    await this.database.db
      .insert(contentPages)
      .values({ tenantId: ctx.tenantId, slug: dto.slug, language: dto.language, ...values })
      .onConflictDoUpdate({
        target: [contentPages.tenantId, contentPages.slug, contentPages.language],
        set: values,
      });
    await evictPage(this.cache, ctx.tenantId, dto.slug);
    return this.page(ctx, dto.slug);
  }

  async removePage(ctx: RequestContext, dto: PageLanguageMessage): Promise<ContentPageAdminView> {
    const removed = await this.database.db
      .delete(contentPages)
      .where(
        and(
          eq(contentPages.tenantId, ctx.tenantId),
          eq(contentPages.slug, dto.slug),
          eq(contentPages.language, dto.language),
        ),
      )
      .returning({ slug: contentPages.slug });
    if (removed.length === 0)
      throw new ContentException(ContentErrorCode.PageNotFound, 'content.pageNotFound');
    await evictPage(this.cache, ctx.tenantId, dto.slug);
    return this.page(ctx, dto.slug);
  }

  private async page(ctx: RequestContext, slug: ContentPageSlug): Promise<ContentPageAdminView> {
    const rows = await this.database.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.tenantId, ctx.tenantId), eq(contentPages.slug, slug)))
      .orderBy(asc(contentPages.language));
    return pageView(slug, rows);
  }
}

function lineNotFound(): ContentException {
  return new ContentException(ContentErrorCode.RunningLineNotFound, 'content.runningLineNotFound');
}
