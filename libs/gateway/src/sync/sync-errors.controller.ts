import { type RequestContext, translate } from '@atelier/contracts/common';
import { DiscardSyncErrorDto, ListSyncErrorsDto, RetrySyncErrorsDto, SyncApi } from '@atelier/contracts/sync';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';

/** sellease-err-sync: Sellease messages that could not be applied, and what staff do about them. */
@ApiTags('back office: sellease')
@Controller('sync/sellease/errors')
@RequirePermission('sync')
export class SyncErrorsController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: 'The error list, filtered by status (open by default), message type and record.' })
  async list(@Ctx() ctx: RequestContext, @Query() query: ListSyncErrorsDto) {
    return ok(await this.services.call(SyncApi.listErrors, ctx, query));
  }

  @Post('retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Apply a selection of entries again from their stored messages.' })
  async retrySelection(@Ctx() ctx: RequestContext, @Body() body: RetrySyncErrorsDto) {
    const result = await this.services.call(SyncApi.retryErrors, ctx, body);
    return ok(result, translate(ctx.language, 'sync.retried', { ...result }));
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Apply one entry again from its stored message.' })
  async retryOne(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    const result = await this.services.call(SyncApi.retryError, ctx, { id });
    return ok(result, translate(ctx.language, 'sync.retried', { ...result }));
  }

  @Post(':id/discard')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set an entry aside with a note saying why.' })
  async discard(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: DiscardSyncErrorDto,
  ) {
    const result = await this.services.call(SyncApi.discardError, ctx, { ...body, id });
    return ok(result, translate(ctx.language, 'sync.discarded'));
  }
}
