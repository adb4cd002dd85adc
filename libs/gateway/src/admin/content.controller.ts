import { type RequestContext, translate } from '@atelier/contracts/common';
import {
  AdminPatterns,
  type AnnouncementView,
  type NewsletterResult,
  SubscribeNewsletterDto,
} from '@atelier/contracts/admin';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { Public } from '../context/route-metadata';
import { ok } from '../http/api-response';

@ApiTags('content')
@Controller()
export class ContentController {
  constructor(private readonly services: ServiceClient) {}

  @Public()
  @Get('announcements')
  async announcement(@Ctx() ctx: RequestContext) {
    return ok(await this.services.send<AnnouncementView | null>(AdminPatterns.currentAnnouncement, ctx, {}));
  }

  @Public()
  @Post('newsletter')
  @HttpCode(200)
  async subscribe(@Ctx() ctx: RequestContext, @Body() body: SubscribeNewsletterDto) {
    const result = await this.services.send<NewsletterResult>(AdminPatterns.subscribeNewsletter, ctx, body);
    return {
      status: result.success,
      success: result.success,
      message: translate(ctx.language, result.messageKey),
    };
  }
}
