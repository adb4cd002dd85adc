import { CatalogueApi, MetalRateHistoryDto, SetMetalRatesDto } from '@atelier/contracts/catalogue';
import { type RequestContext, translate } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';

/**
 * Back office, permission "discounts" (the prices area): the day's metal rates per metal and fineness,
 * and who changed them when. Metal-priced designs are repriced with the change, so the storefront's
 * prices follow at once.
 */
@ApiTags('back office: prices')
@Controller('admin/metal-rates')
@RequirePermission('discounts')
export class MetalRatesAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: 'Every metal in every fineness with its rate per gram (null: not set).' })
  async list(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.adminMetalRates, ctx, {}));
  }

  @Put()
  @ApiOperation({
    summary: 'Sets rates per gram; metals and finenesses left out keep theirs. Metal-priced designs follow.',
  })
  async set(@Ctx() ctx: RequestContext, @Body() body: SetMetalRatesDto) {
    return ok(
      await this.services.call(CatalogueApi.adminSetMetalRates, ctx, {
        rates: body.rates,
        source: 'back_office',
      }),
      translate(ctx.language, 'catalogue.metalRates.saved'),
    );
  }

  @Get('history')
  @ApiOperation({ summary: 'Rate changes, newest first: metal, fineness, old and new rate, who, when.' })
  async history(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(MetalRateHistoryDto, query);
    return ok(await this.services.call(CatalogueApi.adminMetalRateHistory, ctx, dto));
  }
}
