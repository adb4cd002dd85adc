import type {
  ListNewsletterSubscribersDto,
  NewsletterResult,
  NewsletterSubscriberView,
  SubscribeNewsletterDto,
} from '@atelier/contracts/admin';
import type { Paged, RequestContext } from '@atelier/contracts/common';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ReportsAccess } from '../reports/reports-access';
import { newsletterSubscriptions } from '../schema/admin.schema';
import { containsPattern } from './search-pattern';

@Injectable()
export class NewsletterService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly access: ReportsAccess,
  ) {}

  /** Subscribes an email once per tenant (case-insensitively); a repeat is an answer, not an error. */
  async subscribe(ctx: RequestContext, body: SubscribeNewsletterDto): Promise<NewsletterResult> {
    const name = body.name.trim();
    const email = body.email.trim();
    const [row] = await this.database.db
      .insert(newsletterSubscriptions)
      .values({ tenantId: ctx.tenantId, name, email })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    return row
      ? { success: true, messageKey: 'newsletter.subscribed' }
      : { success: false, messageKey: 'newsletter.alreadySubscribed' };
  }

  /** The tenant's subscribers, newest first (id breaks ties so pages never overlap); permission customers. */
  async list(
    ctx: RequestContext,
    query: ListNewsletterSubscribersDto,
  ): Promise<Paged<NewsletterSubscriberView>> {
    await this.access.require(ctx, 'customers');
    const conditions: SQL[] = [eq(newsletterSubscriptions.tenantId, ctx.tenantId)];
    const search = query.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      const match = or(
        ilike(newsletterSubscriptions.name, pattern),
        ilike(newsletterSubscriptions.email, pattern),
      );
      if (match) conditions.push(match);
    }
    const where = and(...conditions);
    const { db } = this.database;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(newsletterSubscriptions)
        .where(where)
        .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ n: count() }).from(newsletterSubscriptions).where(where),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        subscribedAt: row.createdAt.toISOString(),
      })),
      count: total.n,
      page: query.page,
      limit: query.limit,
      pages: Math.max(1, Math.ceil(total.n / query.limit)),
    };
  }
}
