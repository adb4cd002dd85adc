import type { RequestContext } from '@atelier/contracts/common';
import { type CustomerPricingChangedEvent, IdentityEvents } from '@atelier/contracts/identity';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { PricingService } from './pricing.service';

@Controller()
export class PricingEventsController {
  constructor(private readonly pricing: PricingService) {}

  /** The customer's markup or VAT flag changed: the next retail price is computed from the new one. */
  @EventPattern(IdentityEvents.CustomerPricingChanged)
  async customerPricingChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: CustomerPricingChangedEvent,
  ): Promise<void> {
    await this.pricing.forgetCustomer(ctx.tenantId, event.customerId);
  }
}
