import {
  CatalogueApi,
  type PricedVariants,
  PriceVariantsDto,
  type VariantForOrder,
  type VariantStockFact,
  VariantsByCodeDto,
  VariantsBySkuDto,
  VariantsForOrderDto,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { OrdersEvents, StockChangedEventDto, StockLevelsChangedEventDto } from '@atelier/contracts/orders';
import { Handles, MessageBody, MessageCtx, MessageId } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { StockConsumer } from './stock.consumer';
import { VariantsService } from './variants.service';

@Controller()
export class VariantsController {
  constructor(
    private readonly variants: VariantsService,
    private readonly stock: StockConsumer,
  ) {}

  @Handles(CatalogueApi.variantsForOrder)
  forOrder(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: VariantsForOrderDto,
  ): Promise<VariantForOrder[]> {
    return this.variants.forOrder(ctx, body.variantIds);
  }

  @Handles(CatalogueApi.variantStockBySku)
  stockBySku(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: VariantsBySkuDto,
  ): Promise<VariantStockFact[]> {
    return this.variants.stockBySku(ctx, body.skus);
  }

  @Handles(CatalogueApi.variantsForOrderByCode)
  forOrderByCode(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: VariantsByCodeDto,
  ): Promise<VariantForOrder[]> {
    return this.variants.forOrderByCode(ctx, body.codes);
  }

  @Handles(CatalogueApi.priceVariants)
  price(@MessageCtx() ctx: RequestContext, @MessageBody() body: PriceVariantsDto): Promise<PricedVariants> {
    return this.variants.price(ctx, body.lines);
  }

  /** Orders holds the stock; the catalogue shows what orders says is available. */
  @EventPattern(OrdersEvents.StockChanged)
  async stockChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: StockChangedEventDto,
    @MessageId() messageId: string | undefined,
  ): Promise<void> {
    await this.stock.apply(ctx, [body], messageId);
  }

  /** A stock take's variants at once, applied as their StockChanged events would be. */
  @EventPattern(OrdersEvents.StockLevelsChanged)
  async stockLevelsChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: StockLevelsChangedEventDto,
    @MessageId() messageId: string | undefined,
  ): Promise<void> {
    await this.stock.apply(ctx, body.levels, messageId);
  }
}
