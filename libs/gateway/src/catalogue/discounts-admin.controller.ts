import {
  CatalogueApi,
  DiscountVersionDto,
  ListDiscountsDto,
  SaveDiscountDto,
  UpdateDiscountDto,
} from '@atelier/contracts/catalogue';
import { type RequestContext, translate } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { RequirePermission } from '../context/route-metadata';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';

/**
 * Back office, permission "discounts": /Admin/set-discount — discounts by customer, design group or
 * design, as a percentage or a fixed price, with days; listed page by page, created, edited, ended and
 * deleted. The storefront prices with them at once.
 */
@ApiTags('back office: prices')
@Controller('admin/discounts')
@RequirePermission('discounts')
export class DiscountsAdminController {
  constructor(private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({
    summary: 'Discounts page by page: status (current, active, scheduled, ended, all), customerId, search.',
  })
  async list(@Ctx() ctx: RequestContext, @Query() query: Record<string, unknown>) {
    const dto = await validateDto(ListDiscountsDto, query);
    return ok(await this.services.call(CatalogueApi.adminListDiscounts, ctx, dto));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Creates a discount (customerId null: every customer).' })
  async create(@Ctx() ctx: RequestContext, @Body() body: SaveDiscountDto) {
    return ok(
      await this.services.call(CatalogueApi.adminCreateDiscount, ctx, body),
      translate(ctx.language, 'catalogue.discounts.saved'),
    );
  }

  @Put(':id')
  @ApiOperation({ summary: "Changes a discount's terms; a stale version answers 409." })
  async update(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: UpdateDiscountDto,
  ) {
    return ok(
      await this.services.call(CatalogueApi.adminUpdateDiscount, ctx, { ...body, id }),
      translate(ctx.language, 'catalogue.discounts.saved'),
    );
  }

  @Post(':id/end')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ends a discount now: regular prices apply again.' })
  async end(
    @Ctx() ctx: RequestContext,
    @Param('id', UuidParamPipe) id: string,
    @Body() body: DiscountVersionDto,
  ) {
    return ok(
      await this.services.call(CatalogueApi.adminEndDiscount, ctx, { ...body, id }),
      translate(ctx.language, 'catalogue.discounts.ended'),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a discount; orders keep the discount they got (their own copy).' })
  async remove(@Ctx() ctx: RequestContext, @Param('id', UuidParamPipe) id: string) {
    return ok(
      await this.services.call(CatalogueApi.adminDeleteDiscount, ctx, { id }),
      translate(ctx.language, 'catalogue.discounts.deleted'),
    );
  }
}
