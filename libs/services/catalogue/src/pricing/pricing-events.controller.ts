import { AdminEvents, type PricingSettingsChangedEvent } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { type CustomerPricingChangedEvent, IdentityEvents } from '@atelier/contracts/identity';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { CatalogueCache } from '../catalogue-cache.service';
import { PricingService } from './pricing.service';

@Controller()
export class PricingEventsController {
  constructor(
    private readonly pricing: PricingService,
    private readonly cache: CatalogueCache,
  ) {}

  /** The customer's markup or VAT flag changed: the next retail price is computed from the new one. */
  @EventPattern(IdentityEvents.CustomerPricingChanged)
  async customerPricingChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: CustomerPricingChangedEvent,
  ): Promise<void> {
    await this.pricing.forgetCustomer(ctx.tenantId, event.customerId);
  }

  /**
   * The global markup or VAT rate changed (set-global-markup): the cached settings and the tenant's
   * cached pages go, so the next storefront read prices with the new ones. Idempotent by nature.
   */
  @EventPattern(AdminEvents.PricingSettingsChanged)
  async pricingSettingsChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() _event: PricingSettingsChangedEvent,
  ): Promise<void> {
    await this.pricing.forgetSettings(ctx.tenantId);
    await this.cache.invalidateTenant(ctx.tenantId);
  }
}
