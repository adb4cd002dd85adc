import {
  CataloguePatterns,
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
import { MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { LookupsService } from './lookups.service';

@Controller()
export class LookupsController {
  constructor(private readonly lookups: LookupsService) {}

  @MessagePattern(CataloguePatterns.metalFilterOptions)
  metals(@MessageCtx() ctx: RequestContext): Promise<MetalRow[]> {
    return this.lookups.metalFilterOptions(ctx);
  }

  @MessagePattern(CataloguePatterns.stoneGroups)
  stoneGroups(@MessageCtx() ctx: RequestContext): Promise<StoneGroupRow[]> {
    return this.lookups.stoneGroups(ctx);
  }

  @MessagePattern(CataloguePatterns.homeStones)
  homeStones(@MessageCtx() ctx: RequestContext): Promise<HomeStoneRow[]> {
    return this.lookups.homeStones(ctx);
  }

  @MessagePattern(CataloguePatterns.listShapes)
  shapes(@MessageCtx() ctx: RequestContext): Promise<RowsResult<LookupRow>> {
    return this.lookups.shapes(ctx);
  }

  @MessagePattern(CataloguePatterns.listItems)
  items(@MessageCtx() ctx: RequestContext): Promise<RowsResult<ItemRow>> {
    return this.lookups.items(ctx);
  }

  @MessagePattern(CataloguePatterns.listShades)
  shades(@MessageCtx() ctx: RequestContext): Promise<RowsResult<ShadeRow>> {
    return this.lookups.shades(ctx);
  }

  @MessagePattern(CataloguePatterns.listKarates)
  karates(@MessageCtx() ctx: RequestContext): Promise<RowsResult<KarateRow>> {
    return this.lookups.karates(ctx);
  }

  @MessagePattern(CataloguePatterns.listCurrencies)
  currencies(@MessageCtx() ctx: RequestContext): Promise<CurrencyRow[]> {
    return this.lookups.currencies(ctx);
  }

  @MessagePattern(CataloguePatterns.filterOptions)
  filterOptions(@MessageCtx() ctx: RequestContext): Promise<FilterOptions> {
    return this.lookups.filterOptions(ctx);
  }
}
