import { RecordPageViewDto, ReportsApi } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RateLimiter } from '../auth/rate-limiter';
import { Ctx } from '../context/ctx.decorator';
import { Public } from '../context/route-metadata';
import type { ContextualRequest } from '../context/request-with-context';
import { clientIp } from '../http/client-ip';
import { ok } from '../http/api-response';

/** The storefront's analytics (spec section 7): a page view 250 ms after each route change. */
@ApiTags('analytics')
@Controller()
export class PageViewsController {
  constructor(
    private readonly services: ServiceClient,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @Post('page-views')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Counts a storefront page view per page and day in the caller's tenant; rate-limited per address.",
  })
  async record(
    @Ctx() ctx: RequestContext,
    @Body() body: RecordPageViewDto,
    @Req() request: ContextualRequest,
    @Res({ passthrough: true }) response: Response,
  ) {
    const { limits } = this.limiter;
    await this.limiter.consume(
      {
        bucket: 'page-views',
        subject: clientIp(request),
        max: limits.pageViewsPerIp,
        windowSeconds: limits.pageViewsWindowSeconds,
        messageKey: 'error.formRateLimited',
      },
      response,
    );
    return ok(await this.services.call(ReportsApi.recordPageView, ctx, body));
  }
}
