import type { RequestContext } from '@atelier/contracts/common';
import { type ApproReminderRaisedEvent, OrdersEvents } from '@atelier/contracts/orders';
import { MessageBody, MessageCtx, MessageId } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { ApproReminderConsumer } from './appro-reminder.consumer';

/** Orders' events that become mail to the customer's users (identity knows who they are). */
@Controller()
export class OrderMailController {
  constructor(private readonly approReminders: ApproReminderConsumer) {}

  @EventPattern(OrdersEvents.ApproReminderRaised)
  async approReminderRaised(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: ApproReminderRaisedEvent,
    @MessageId() messageId: string | undefined,
  ): Promise<void> {
    await this.approReminders.handle(ctx, event, messageId);
  }
}
