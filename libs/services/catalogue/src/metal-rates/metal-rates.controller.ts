import {
  type AdminPage,
  ApplyMetalRatesMessage,
  CatalogueApi,
  CatalogueEvents,
  type MetalRateChange,
  MetalRateHistoryDto,
  type MetalRatesApplied,
  type MetalRatesChangedEvent,
  type MetalRatesView,
} from '@atelier/contracts/catalogue';
import type { NoPayload, RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { CatalogueCache } from '../catalogue-cache.service';
import { staff } from '../catalogue-admin/catalogue-change';
import { MetalRatesService } from './metal-rates.service';

/** The day's metal rates: the back office (permission `discounts`, checked by the gateway) and Sellease. */
@Controller()
export class MetalRatesController {
  constructor(
    private readonly rates: MetalRatesService,
    private readonly cache: CatalogueCache,
  ) {}

  @Handles(CatalogueApi.adminMetalRates)
  list(@MessageCtx() ctx: RequestContext, @MessageBody() _body: NoPayload): Promise<MetalRatesView> {
    return this.rates.list(staff(ctx));
  }

  @Handles(CatalogueApi.adminSetMetalRates)
  set(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ApplyMetalRatesMessage,
  ): Promise<MetalRatesApplied> {
    return this.rates.set(ctx, body);
  }

  @Handles(CatalogueApi.adminMetalRateHistory)
  history(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: MetalRateHistoryDto,
  ): Promise<AdminPage<MetalRateChange>> {
    return this.rates.history(staff(ctx), body);
  }

  /**
   * Rates changed and metal-priced variants were repriced: every catalogue process's cached listings,
   * facets and design pages go (the writer dropped them already; a redelivery drops them again, harmlessly).
   */
  @EventPattern(CatalogueEvents.MetalRatesChanged)
  async metalRatesChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() _event: MetalRatesChangedEvent,
  ): Promise<void> {
    await this.cache.invalidateTenant(ctx.tenantId);
  }
}
