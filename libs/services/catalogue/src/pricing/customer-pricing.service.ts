import type { RequestContext } from '@atelier/contracts/common';
import { IdentityApi, type CustomerPricing } from '@atelier/contracts/identity';
import { CACHE, type CacheStore, cached, ServiceClient } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CACHE_TTL, CatalogueCacheKeys } from '../cache-keys';

/**
 * A customer's pricing as identity holds it (markup, VAT flag, customer group), cached briefly and
 * dropped when identity announces a change (CustomerPricingChanged), so RRP and group discounts
 * follow at once.
 */
@Injectable()
export class CustomerPricingCache {
  constructor(
    @Inject(CACHE) private readonly cache: CacheStore,
    private readonly services: ServiceClient,
  ) {}

  of(ctx: RequestContext, customerId: string): Promise<CustomerPricing> {
    return cached(
      this.cache,
      CatalogueCacheKeys.customerPricing(ctx.tenantId, customerId),
      CACHE_TTL.pricing,
      () => this.services.call(IdentityApi.getCustomerPricing, ctx, { customerId }),
    );
  }

  /** Idempotent. */
  forget(tenantId: string, customerId: string): Promise<void> {
    return this.cache.del(CatalogueCacheKeys.customerPricing(tenantId, customerId));
  }
}
