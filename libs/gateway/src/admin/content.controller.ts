import { type RequestContext, systemContext, translate } from '@atelier/contracts/common';
import {
  AdminApi,
  ContentApi,
  ContentPageSlugDto,
  MediaKeyDto,
  SubscribeNewsletterDto,
} from '@atelier/contracts/admin';
import { ServiceClient, validateDto } from '@atelier/platform';
import { Body, Controller, Get, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { RateLimiter } from '../auth/rate-limiter';
import { Ctx } from '../context/ctx.decorator';
import { Public, Tenantless } from '../context/route-metadata';
import type { ContextualRequest } from '../context/request-with-context';
import { clientIp } from '../http/client-ip';
import { ok } from '../http/api-response';
import { byteRange } from './byte-range';

/** Content-addressed keys never change: browsers and proxies may keep a file for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
  @Get('content/site')
  @ApiOperation({
    summary: "Announcement, running lines, QR popups and demo videos in the caller's language.",
  })
  async site(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(ContentApi.site, ctx, {}));
  }

  @Public()
  @Get('content/pages/:slug')
  @ApiOperation({ summary: "A footer page as sanitised HTML, in the caller's language or else English." })
  async page(@Ctx() ctx: RequestContext, @Param('slug') slug: string) {
    const dto = await validateDto(ContentPageSlugDto, { slug });
    return ok(await this.services.call(ContentApi.page, ctx, dto));
  }

  /**
   * An uploaded picture or video. Public and tenantless (an <img> or <video> sends no headers) and
   * content-addressed; answers byte ranges, which browsers ask for to play and seek a video.
   */
  @Public()
  @Tenantless()
  @Get('content/media/:key')
  @ApiOperation({ summary: 'A QR picture or demo video by its content key (byte ranges supported).' })
  async media(
    @Param('key') key: string,
    @Headers('range') range: string | undefined,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const dto = await validateDto(MediaKeyDto, { key });
    const ctx: RequestContext = systemContext('', randomUUID());
    const file = await this.services.call(ContentApi.media, ctx, dto);
    response
      .setHeader('etag', file.etag)
      .setHeader('cache-control', IMMUTABLE)
      .setHeader('accept-ranges', 'bytes')
      .setHeader('content-type', file.contentType);
    if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag)) {
      response.status(304).end();
      return;
    }
    const body = Buffer.from(file.data, 'base64');
    const part = byteRange(range, body.length);
    if (part === 'unsatisfiable') {
      response.status(416).setHeader('content-range', `bytes */${body.length}`).end();
      return;
    }
    if (part) {
      response
        .status(206)
        .setHeader('content-range', `bytes ${part.start}-${part.end}/${body.length}`)
        .setHeader('content-length', String(part.end - part.start + 1))
        .end(body.subarray(part.start, part.end + 1));
      return;
    }
    response.status(200).setHeader('content-length', String(body.length)).end(body);
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
