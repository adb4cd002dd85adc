import { CatalogueEvents } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { CatalogueCache } from '../catalogue-cache.service';

/**
 * Drops the tenant's cached catalogue answers (designs, listings, facets, menus) when designs changed
 * or were retired, in whichever catalogue process receives the event; idempotent by nature. The
 * in-memory search indexes follow the same change through PostgreSQL notifications.
 */
@Controller()
export class DesignEventsController {
  constructor(private readonly cache: CatalogueCache) {}

  @EventPattern(CatalogueEvents.DesignsChanged)
  async designsChanged(@MessageCtx() ctx: RequestContext): Promise<void> {
    await this.cache.invalidateTenant(ctx.tenantId);
  }

  @EventPattern(CatalogueEvents.DesignRetired)
  async designRetired(@MessageCtx() ctx: RequestContext): Promise<void> {
    await this.cache.invalidateTenant(ctx.tenantId);
  }
}
