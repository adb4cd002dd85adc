import {
  AdminEvents,
  type NewsletterResult,
  type NewsletterSubscribedEvent,
  type SubscribeNewsletterDto,
} from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { DATABASE, type DatabaseHandle, ServiceClient } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { newsletterSubscriptions } from '../schema/admin.schema';

@Injectable()
export class NewsletterService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly client: ServiceClient,
  ) {}

  /**
   * Subscribes an email once per tenant (case-insensitively); a repeat is an answer, not an error.
   * The event goes out before the row commits: if the broker refuses it, nothing is kept and the
   * caller may simply retry; its id is the subscription's, so a consumer can drop a repeat.
   */
  async subscribe(ctx: RequestContext, body: SubscribeNewsletterDto): Promise<NewsletterResult> {
    const name = body.name.trim();
    const email = body.email.trim();
    const inserted = await this.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsletterSubscriptions)
        .values({ tenantId: ctx.tenantId, name, email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      if (!row) return false;
      const event: NewsletterSubscribedEvent = { subscriptionId: row.id, name, email };
      await this.client.emit(AdminEvents.NewsletterSubscribed, ctx, event, row.id);
      return true;
    });
    return inserted
      ? { success: true, messageKey: 'newsletter.subscribed' }
      : { success: false, messageKey: 'newsletter.alreadySubscribed' };
  }
}
