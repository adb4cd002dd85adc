import { AdminApi } from '@atelier/contracts/admin';
import { PriceStatus, type RequestContext } from '@atelier/contracts/common';
import { CACHE, type CacheStore, cached, ServiceClient } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CACHE_TTL, CatalogueCacheKeys } from '../cache-keys';
import { DiscountPricing } from '../discounts/discount-pricing.service';
import { CustomerPricingCache } from './customer-pricing.service';
import { type PriceView, retailView } from './price-math';

/**
 * The caller's price view (price visibility is the server's job). Retail needs the selected customer's
 * markup and VAT flag (identity) and the VAT rate and global markup (admin); both are cached briefly.
 */
@Injectable()
export class PricingService {
  constructor(
    @Inject(CACHE) private readonly cache: CacheStore,
    private readonly services: ServiceClient,
    private readonly discounts: DiscountPricing,
    private readonly customers: CustomerPricingCache,
  ) {}

  /** Drops the customer's cached markup, VAT flag and group (identity announced a change). Idempotent. */
  forgetCustomer(tenantId: string, customerId: string): Promise<void> {
    return this.customers.forget(tenantId, customerId);
  }

  /** Drops the cached global markup and VAT rate (admin announced a change). Idempotent. */
  forgetSettings(tenantId: string): Promise<void> {
    return this.cache.del(CatalogueCacheKeys.pricingSettings(tenantId));
  }

  /** The caller's price view with the discounts that may apply to them (none while prices are hidden). */
  async viewFor(ctx: RequestContext): Promise<PriceView> {
    if (ctx.priceStatus !== PriceStatus.Trade && ctx.priceStatus !== PriceStatus.Retail) {
      return { kind: 'hidden' };
    }
    const [view, discounts] = await Promise.all([this.plainView(ctx), this.discounts.forBuyer(ctx)]);
    return view.kind === 'hidden' ? view : { ...view, discounts };
  }

  private async plainView(ctx: RequestContext): Promise<PriceView> {
    if (ctx.priceStatus === PriceStatus.Trade) return { kind: 'trade' };
    if (ctx.priceStatus !== PriceStatus.Retail) return { kind: 'hidden' };
    const settings = await cached(
      this.cache,
      CatalogueCacheKeys.pricingSettings(ctx.tenantId),
      CACHE_TTL.pricing,
      () => this.services.call(AdminApi.getPricingSettings, ctx, {}),
    );
    if (ctx.customerId) {
      const customer = await this.customers.of(ctx, ctx.customerId);
      return retailView({
        markup: customer.markup,
        vatRatePercent: settings.vatRatePercent,
        vatApplicable: customer.isVatApplicable,
      });
    }
    // No customer selected: the back office's global markup, shown with VAT ("trade cost 2.5 plus VAT").
    return retailView({
      markup: settings.globalMarkup,
      vatRatePercent: settings.vatRatePercent,
      vatApplicable: true,
    });
  }
}
