import { type CatalogueChangedEvent, CatalogueEvents } from '@atelier/contracts/catalogue';
import type { RequestContext } from '@atelier/contracts/common';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { CatalogueCache } from '../catalogue-cache.service';

/**
 * Back-office changes reach the storefront: the tenant's cached menus, lookups, listings, facets and
 * design pages are dropped (the cache is shared by every catalogue process; each process's search
 * index follows through PostgreSQL's notification, sent in the change's own transaction). Dropping a
 * cache twice does no harm, so a redelivered event needs no ledger.
 */
@Controller()
export class CatalogueChangesConsumer {
  constructor(private readonly cache: CatalogueCache) {}

  @EventPattern(CatalogueEvents.MenuChanged)
  async menuChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() _event: CatalogueChangedEvent,
  ): Promise<void> {
    await this.cache.invalidateTenant(ctx.tenantId);
  }

  @EventPattern(CatalogueEvents.TaxonomyChanged)
  async taxonomyChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() _event: CatalogueChangedEvent,
  ): Promise<void> {
    await this.cache.invalidateTenant(ctx.tenantId);
  }

  @EventPattern(CatalogueEvents.DesignsPresentationChanged)
  async designsPresentationChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() _event: CatalogueChangedEvent,
  ): Promise<void> {
    await this.cache.invalidateTenant(ctx.tenantId);
  }
}
