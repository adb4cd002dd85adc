import type { AnnouncementView } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { CACHE, type CacheStore, cached, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { announcements } from '../schema/admin.schema';
import { ContentCacheKeys, evictSiteContent } from '../content/content-cache';
import { pickCurrentAnnouncement } from './current-announcement';

/** Short, so a window opening or closing shows within a minute (a change by staff evicts at once). */
export const ANNOUNCEMENT_CACHE_TTL_SECONDS = 60;

@Injectable()
export class AnnouncementsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
  ) {}

  /** "None" is cached too (as JSON null), so a tenant without an announcement costs no query either. */
  current(ctx: RequestContext): Promise<AnnouncementView | null> {
    return cached(
      this.cache,
      ContentCacheKeys.announcement(ctx.tenantId, ctx.language),
      ANNOUNCEMENT_CACHE_TTL_SECONDS,
      () => this.load(ctx, new Date()),
    );
  }

  async invalidate(tenantId: string): Promise<void> {
    await evictSiteContent(this.cache, tenantId);
  }

  /** Visible ones not yet ended: the current one and any scheduled to start later. */
  private async load(ctx: RequestContext, now: Date): Promise<AnnouncementView | null> {
    const rows = await this.database.db
      .select({
        id: announcements.id,
        text: announcements.text,
        translations: announcements.translations,
        status: announcements.status,
        startsAt: announcements.startsAt,
        endsAt: announcements.endsAt,
        createdAt: announcements.createdAt,
      })
      .from(announcements)
      .where(
        and(
          eq(announcements.tenantId, ctx.tenantId),
          eq(announcements.status, true),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        ),
      );
    return pickCurrentAnnouncement(rows, now, ctx.language);
  }
}
