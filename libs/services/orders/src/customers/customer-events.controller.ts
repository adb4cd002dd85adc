import type { RequestContext } from '@atelier/contracts/common';
import { type CustomerPricingChangedEvent, IdentityEvents } from '@atelier/contracts/identity';
import { MessageBody, MessageCtx } from '@atelier/platform';
import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { CustomerDirectory } from './customer-directory';

@Controller()
export class CustomerEventsController {
  constructor(private readonly directory: CustomerDirectory) {}

  /** The customer's VAT flag may have changed: checkout and invoices read it afresh. */
  @EventPattern(IdentityEvents.CustomerPricingChanged)
  async customerPricingChanged(
    @MessageCtx() ctx: RequestContext,
    @MessageBody() event: CustomerPricingChangedEvent,
  ): Promise<void> {
    await this.directory.forgetPricing(ctx.tenantId, event.customerId);
  }
}
