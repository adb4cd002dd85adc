import {
  CatalogueApi,
  type CurrencyRow,
  type FilterOptions,
  type HomeStoneRow,
  type ItemRow,
  type KarateRow,
  type LookupRow,
  type MetalRow,
  type RowsResult,
  type ShadeRow,
  type StoneGroupRow,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { LookupsService } from './lookups.service';

@Controller()
export class LookupsController {
  constructor(private readonly lookups: LookupsService) {}

  @Handles(CatalogueApi.metalFilterOptions)
  metals(@MessageCtx() ctx: RequestContext): Promise<MetalRow[]> {
    return this.lookups.metalFilterOptions(ctx);
  }

  @Handles(CatalogueApi.stoneGroups)
  stoneGroups(@MessageCtx() ctx: RequestContext): Promise<StoneGroupRow[]> {
    return this.lookups.stoneGroups(ctx);
  }

  @Handles(CatalogueApi.homeStones)
  homeStones(@MessageCtx() ctx: RequestContext): Promise<HomeStoneRow[]> {
    return this.lookups.homeStones(ctx);
  }

  @Handles(CatalogueApi.listShapes)
  shapes(@MessageCtx() ctx: RequestContext): Promise<RowsResult<LookupRow>> {
    return this.lookups.shapes(ctx);
  }

  @Handles(CatalogueApi.listItems)
  items(@MessageCtx() ctx: RequestContext): Promise<RowsResult<ItemRow>> {
    return this.lookups.items(ctx);
  }

  @Handles(CatalogueApi.listShades)
  shades(@MessageCtx() ctx: RequestContext): Promise<RowsResult<ShadeRow>> {
    return this.lookups.shades(ctx);
  }

  @Handles(CatalogueApi.listKarates)
  karates(@MessageCtx() ctx: RequestContext): Promise<RowsResult<KarateRow>> {
    return this.lookups.karates(ctx);
  }

  @Handles(CatalogueApi.listCurrencies)
  currencies(@MessageCtx() ctx: RequestContext): Promise<CurrencyRow[]> {
    return this.lookups.currencies(ctx);
  }

  @Handles(CatalogueApi.filterOptions)
  filterOptions(@MessageCtx() ctx: RequestContext): Promise<FilterOptions> {
    return this.lookups.filterOptions(ctx);
  }
}
