import { type RequestContext, translate } from '@atelier/contracts/common';
import { SelleaseMessageDto, SyncApi } from '@atelier/contracts/sync';
import { ServiceClient } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';

@ApiTags('sync')
@Controller('sync/sellease')
@RequirePermission('sync')
export class SelleaseController {
  constructor(private readonly services: ServiceClient) {}

  @Get('messages')
  async list(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(SyncApi.listSelleaseMessages, ctx, {}));
  }

  @Post('messages')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Hand a Sellease message to the sync service (the embedded mode has no broker queue).',
  })
  async ingest(@Ctx() ctx: RequestContext, @Body() body: SelleaseMessageDto) {
    const result = await this.services.call(SyncApi.ingestSelleaseMessage, ctx, body);
    return ok(result, translate(ctx.language, result.duplicate ? 'sync.duplicate' : 'sync.recorded'));
  }
}
