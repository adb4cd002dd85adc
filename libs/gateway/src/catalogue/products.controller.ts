import {
  AutocompleteDto,
  CatalogueApi,
  DesignDetailQueryDto,
  MainGroupOfDesignDto,
  SearchDesignsDto,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { ServiceClient, validateDto } from '@atelier/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { ok } from '../http/api-response';
import { UuidParamPipe } from '../http/uuid-param.pipe';

/** Designs: spec section 6, "all product lists require login", so none of these is public. */
@ApiTags('catalogue')
@Controller()
export class ProductsController {
  constructor(private readonly services: ServiceClient) {}

  @Post('products/search/design')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOperation({ summary: 'Design autocomplete (spec §7): form-encoded page, limit (≤ 50), name.' })
  async autocomplete(@Ctx() ctx: RequestContext, @Body() body: AutocompleteDto) {
    return ok(await this.services.call(CatalogueApi.autocomplete, ctx, body));
  }

  @Post('products/search-designs')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Listing of /search-designs/{list} and /search-designs/menu with filters and facets.',
  })
  async search(@Ctx() ctx: RequestContext, @Body() body: SearchDesignsDto) {
    return ok(await this.services.call(CatalogueApi.searchDesigns, ctx, body));
  }

  @Get('designs/:designId')
  @ApiOperation({
    summary: 'Design page (/page3): karate, shade, totalCarate, quality choose the selected variant.',
  })
  async design(
    @Ctx() ctx: RequestContext,
    @Param('designId', UuidParamPipe) designId: string,
    @Query() query: Record<string, unknown>,
  ) {
    // /page3 also carries designId in its query; the path's is the one used.
    const { designId: _, ...rest } = query;
    const selection = await validateDto(DesignDetailQueryDto, rest);
    return ok(await this.services.call(CatalogueApi.getDesign, ctx, { ...selection, designId }));
  }

  @Post('maingroups/get-maingroup-mapped-product')
  @HttpCode(200)
  @ApiOperation({ summary: 'The main group a design is mapped to (spec §7): success, data.main_group_id.' })
  async mainGroup(@Ctx() ctx: RequestContext, @Body() body: MainGroupOfDesignDto) {
    const data = await this.services.call(CatalogueApi.mainGroupOfDesign, ctx, body);
    return { status: true, success: true, data };
  }
}
