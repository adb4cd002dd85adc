import { isLanguageCode, type RequestContext, Role } from '@atelier/contracts/common';
import type { ApproReminderRaisedEvent } from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle, firstDelivery } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { AccountMailer, type Recipient } from '../mail/account-mailer';
import { approReminderText, displayDueDate } from '../mail/appro-reminder-mail';
import { processedMessages, userCustomers, users } from '../schema/identity.schema';

export const APPRO_REMINDER_CONSUMER = 'identity.appro-reminder-mail';

/**
 * Mails an appro's reminder to the active buyers of its customer, each in their own language. The
 * message id is recorded before the mail leaves, so a redelivered event sends nothing again.
 */
@Injectable()
export class ApproReminderConsumer {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly mailer: AccountMailer,
  ) {}

  async handle(
    ctx: RequestContext,
    event: ApproReminderRaisedEvent,
    messageId: string | undefined,
  ): Promise<number> {
    const id = messageId ?? `appro-reminder:${event.approId}:${event.kind}`;
    const recipients = await this.database.db.transaction(async (tx) => {
      if (!(await firstDelivery(tx, processedMessages, APPRO_REMINDER_CONSUMER, id))) return [];
      return tx
        .select({ email: users.email, firstName: users.firstName, language: users.language })
        .from(users)
        .innerJoin(userCustomers, eq(userCustomers.userId, users.id))
        .where(
          and(
            eq(users.tenantId, ctx.tenantId),
            eq(userCustomers.customerId, event.customerId),
            eq(users.status, 'active'),
            eq(users.role, Role.ClientSuperAdmin),
          ),
        );
    });
    for (const user of recipients) {
      const to: Recipient = {
        email: user.email,
        name: user.firstName,
        language: isLanguageCode(user.language) ? user.language : 'en',
      };
      const text = approReminderText(to.language, {
        name: to.name,
        company: event.customerName,
        approNumber: event.approNumber,
        dueDate: displayDueDate(event.dueDate),
        pieces: event.piecesOut,
        kind: event.kind,
      });
      this.mailer.sendText(
        to,
        text,
        this.mailer.link(to.language, `/appros/${event.approId}`),
        'approReminder',
      );
    }
    return recipients.length;
  }
}
