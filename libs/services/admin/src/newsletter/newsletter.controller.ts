import { AdminApi, type NewsletterResult, SubscribeNewsletterDto } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { NewsletterService } from './newsletter.service';

@Controller()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Handles(AdminApi.subscribeNewsletter)
  subscribe(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SubscribeNewsletterDto,
  ): Promise<NewsletterResult> {
    return this.newsletter.subscribe(ctx, body);
  }
}
