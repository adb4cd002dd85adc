import type { PageViewRecorded } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { pageViews } from '../schema/admin.schema';
import { normalisePagePath, viewDay } from './page-path';

/** Counts the storefront's page views per tenant, day and page: one upsert per view. */
@Injectable()
export class PageViewsService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async record(ctx: RequestContext, rawPath: string, now = new Date()): Promise<PageViewRecorded> {
    const path = normalisePagePath(rawPath);
    const day = viewDay(now);
    const [row] = await this.database.db
      .insert(pageViews)
      .values({ tenantId: ctx.tenantId, day, path, views: 1 })
      .onConflictDoUpdate({
        target: [pageViews.tenantId, pageViews.day, pageViews.path],
        set: { views: sql`${pageViews.views} + 1` },
      })
      .returning({ views: pageViews.views });
    return { path, day, views: row.views };
  }
}
