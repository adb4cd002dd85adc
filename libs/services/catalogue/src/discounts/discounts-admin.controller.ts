import {
  type AdminDiscount,
  type AdminPage,
  CatalogueApi,
  type CatalogueChangedEvent,
  CatalogueEvents,
  type DiscountDeleted,
  DiscountIdDto,
  DiscountVersionMessage,
  ListDiscountsDto,
  SaveDiscountDto,
  UpdateDiscountMessage,
} from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { Handles, MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { CatalogueCache } from '../catalogue-cache.service';
import { DiscountsAdminService } from './discounts-admin.service';

/** The back office's discounts (set-discount; the gateway checks the `discounts` permission). */
@Controller()
export class DiscountsAdminController {
  constructor(
    private readonly discounts: DiscountsAdminService,
    private readonly cache: CatalogueCache,
  ) {}

  @Handles(CatalogueApi.adminListDiscounts)
  list(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: ListDiscountsDto,
  ): Promise<AdminPage<AdminDiscount>> {
    return this.discounts.list(ctx, body);
  }

  @Handles(CatalogueApi.adminCreateDiscount)
  create(@MessageCtx() ctx: RequestContext, @MessageBody() body: SaveDiscountDto): Promise<AdminDiscount> {
    return this.discounts.create(ctx, body);
  }

  @Handles(CatalogueApi.adminUpdateDiscount)
  update(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: UpdateDiscountMessage,
  ): Promise<AdminDiscount> {
    return this.discounts.update(ctx, body);
  }

  @Handles(CatalogueApi.adminEndDiscount)
  end(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() body: DiscountVersionMessage,
  ): Promise<AdminDiscount> {
    return this.discounts.end(ctx, body);
  }

  @Handles(CatalogueApi.adminDeleteDiscount)
  remove(@MessageCtx() ctx: RequestContext, @MessageBody() body: DiscountIdDto): Promise<DiscountDeleted> {
    return this.discounts.remove(ctx, body);
  }

  /**
   * Discounts changed (in any catalogue process): the tenant's cached discounts, listings and design
   * pages go, so every buyer sees the new prices at once. Idempotent by nature.
   */
  @EventPattern(CatalogueEvents.DiscountsChanged)
  async discountsChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() _event: CatalogueChangedEvent,
  ): Promise<void> {
    await this.cache.invalidateTenant(ctx.tenantId);
  }
}
