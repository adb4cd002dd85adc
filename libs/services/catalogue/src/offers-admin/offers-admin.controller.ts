import {
  type AdminOffer,
  type AdminPage,
  CatalogueApi,
  CatalogueEvents,
  type CatalogueChangedEvent,
  CuratedListDto,
  type CuratedListView,
  EndOfferMessage,
  FillCuratedListMessage,
  type ImportJob,
  ImportJobIdDto,
  ImportOffersMessage,
  ListOffersDto,
  SetCuratedListMessage,
  UpdateOfferMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { CatalogueCache } from '../catalogue-cache.service';
import { CuratedListsService } from './curated-lists.service';
import { OfferEffects } from './offer-effects.service';
import { OfferImportService } from './offer-import.service';
import { OffersAdminService } from './offers-admin.service';

/** The back office's offers and hand-ordered lists (the gateway checks the `offers` and `designs` permissions). */
@Controller()
export class OffersAdminController {
  constructor(
    private readonly offers: OffersAdminService,
    private readonly files: OfferImportService,
    private readonly lists: CuratedListsService,
    private readonly effects: OfferEffects,
    private readonly cache: CatalogueCache,
  ) {}

  @Handles(CatalogueApi.adminListOffers)
  list(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListOffersDto,
  ): Promise<AdminPage<AdminOffer>> {
    return this.offers.list(ctx, body);
  }

  @Handles(CatalogueApi.adminStartOfferImport)
  startImport(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ImportOffersMessage,
  ): Promise<ImportJob> {
    return this.files.start(ctx, body);
  }

  @Handles(CatalogueApi.adminOfferImportJob)
  importJob(@MessageCtx() ctx: RequestContext, @MessageBody() body: ImportJobIdDto): Promise<ImportJob> {
    return this.files.job(ctx, body.jobId);
  }

  @Handles(CatalogueApi.adminUpdateOffer)
  update(@MessageCtx() ctx: RequestContext, @MessageBody() body: UpdateOfferMessage): Promise<AdminOffer> {
    return this.offers.update(ctx, body);
  }

  @Handles(CatalogueApi.adminEndOffer)
  end(@MessageCtx() ctx: RequestContext, @MessageBody() body: EndOfferMessage): Promise<AdminOffer> {
    return this.offers.end(ctx, body);
  }

  @Handles(CatalogueApi.adminCuratedList)
  curated(@MessageCtx() ctx: RequestContext, @MessageBody() body: CuratedListDto): Promise<CuratedListView> {
    return this.lists.get(ctx, body.list);
  }

  @Handles(CatalogueApi.adminSetCuratedList)
  setCurated(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: SetCuratedListMessage,
  ): Promise<CuratedListView> {
    return this.lists.set(ctx, body);
  }

  @Handles(CatalogueApi.adminFillCuratedList)
  fillCurated(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: FillCuratedListMessage,
  ): Promise<CuratedListView> {
    return this.lists.fill(ctx, body);
  }

  /**
   * Offers changed (in any catalogue process, or by their dates): this process's note of the next start
   * or end is dropped and the tenant's cached pages and listings go. Idempotent by nature.
   */
  @EventPattern(CatalogueEvents.OffersChanged)
  async offersChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() _event: CatalogueChangedEvent,
  ): Promise<void> {
    this.effects.forget(ctx.tenantId);
    await this.cache.invalidateTenant(ctx.tenantId);
  }

  @EventPattern(CatalogueEvents.CuratedListChanged)
  async curatedListChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() _event: CatalogueChangedEvent,
  ): Promise<void> {
    await this.cache.invalidateTenant(ctx.tenantId);
  }
}
