import type { NewsletterResult, SubscribeNewsletterDto } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { newsletterSubscriptions } from '../schema/admin.schema';

@Injectable()
export class NewsletterService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

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
}
