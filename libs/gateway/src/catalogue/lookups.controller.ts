import { CatalogueApi } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { ServiceClient } from '@atelier/platform';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Ctx } from '../context/ctx.decorator';
import { Public } from '../context/route-metadata';
import { ok } from '../http/api-response';

/** Spec section 7 lookups: public, so the storefront can build its filters and home page before login. */
@ApiTags('catalogue')
@Public()
@Controller()
export class LookupsController {
  constructor(private readonly services: ServiceClient) {}

  @Get('metal/show-filters-options')
  @ApiOperation({ summary: 'Metals, each with its shades (shades_data).' })
  async metals(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.metalFilterOptions, ctx, {}));
  }

  @Get('stones/stone-stonegroups-list')
  @ApiOperation({
    summary: 'Stone groups (stonegroupName), each with its stones (products, stone_name, sort_order).',
  })
  async stoneGroups(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.stoneGroups, ctx, {}));
  }

  @Get('stones/home-stone-stonegroups-list')
  @ApiOperation({ summary: "The home page's stones: the home groups' stones merged into one sorted list." })
  async homeStones(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.homeStones, ctx, {}));
  }

  @Get('shapes')
  async shapes(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.listShapes, ctx, {}));
  }

  @Get('items')
  @ApiOperation({ summary: 'Item types; hidden ones (Pendants) carry hidden: true.' })
  async items(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.listItems, ctx, {}));
  }

  @Get('shades')
  async shades(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.listShades, ctx, {}));
  }

  @Get('karates')
  async karates(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.listKarates, ctx, {}));
  }

  @Get('currencies/get-all-currencies')
  async currencies(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.listCurrencies, ctx, {}));
  }

  @Get('products/filter-options')
  @ApiOperation({ summary: 'Everything the filter panel offers, in one call.' })
  async filterOptions(@Ctx() ctx: RequestContext) {
    return ok(await this.services.call(CatalogueApi.filterOptions, ctx, {}));
  }
}
