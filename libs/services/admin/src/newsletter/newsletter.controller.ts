import {
  AdminApi,
  ListNewsletterSubscribersDto,
  type NewsletterResult,
  type NewsletterSubscriberView,
  SubscribeNewsletterDto,
} from '@atelier/contracts/admin';
import type { Paged, RequestContext } from '@atelier/contracts/common';
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

  @Handles(AdminApi.listNewsletterSubscribers)
  list(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListNewsletterSubscribersDto,
  ): Promise<Paged<NewsletterSubscriberView>> {
    return this.newsletter.list(ctx, body);
  }
}
