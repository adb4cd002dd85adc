import { type RequestContext, translate } from '@atelier/contracts/common';
import { AdminApi, SubscribeNewsletterDto } from '@atelier/contracts/admin';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RateLimiter } from '../auth/rate-limiter';
import { Ctx } from '../context/ctx.decorator';
import { Public } from '../context/route-metadata';
import type { ContextualRequest } from '../context/request-with-context';
import { clientIp } from '../http/client-ip';
import { ok } from '../http/api-response';

@ApiTags('content')
@Controller()
export class ContentController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @Get('announcements')
  async announcement(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(AdminApi.currentAnnouncement, ctx, {}));
  }

  @Public()
  @Post('newsletter')
  @HttpCode(200)
  async subscribe(
    @Ctx() ctx: RequestContext,
    @Body() body: SubscribeNewsletterDto,
    @Req() request: ContextualRequest,
    @Res({ passthrough: true }) response: Response,
  ) {
    // An anonymous form that writes: the account forms' per-address budget applies.
    const { limits } = this.limiter;
    await this.limiter.consume(
      {
        bucket: 'newsletter',
        subject: clientIp(request),
        max: limits.accountFormsPerIp,
        windowSeconds: limits.accountFormsWindowSeconds,
        messageKey: 'error.formRateLimited',
      },
      response,
    );
    const result = await this.services.call(AdminApi.subscribeNewsletter, ctx, body);
    return {
      status: result.success,
      success: result.success,
      message: translate(ctx.language, result.messageKey),
    };
  }
}
