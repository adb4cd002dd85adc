import { AdminApi } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { type AccountDetails, type CustomerDetail, IdentityApi } from '@atelier/contracts/identity';
import { PRIMARY_ADDRESS_ID, type ShippingAddressView } from '@atelier/contracts/orders';
import { CACHE, type CacheStore, cached, ServiceClient } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';

const TTL_SECONDS = 30;

const customerPricingKey = (tenantId: string, customerId: string): string =>
  `orders:customer-pricing:${tenantId}:${customerId}`;

export interface VatTerms {
  isVatApplicable: boolean;
  vatBasisPoints: number;
  vatRatePercent: number;
}

/** The customer facts orders needs from identity and the VAT rate from the back office settings. */
@Injectable()
export class CustomerDirectory {
  constructor(
    private readonly services: ServiceClient,
    @Inject(CACHE) private readonly cache: CacheStore,
  ) {}

  /** The caller's selected customer: names, account number and primary address (cached briefly). */
  account(ctx: RequestContext): Promise<AccountDetails> {
    const key = `orders:account:${ctx.tenantId}:${ctx.userId ?? '-'}:${ctx.customerId ?? '-'}`;
    return cached(this.cache, key, TTL_SECONDS, () =>
      this.services.call(IdentityApi.getAccountDetails, ctx, {}),
    );
  }

  /** A customer as the back office sees it (needs the caller's "customers" permission in identity). */
  customer(ctx: RequestContext, customerId: string): Promise<CustomerDetail> {
    return this.services.call(IdentityApi.getCustomer, ctx, { id: customerId });
  }

  /** Drops the customer's cached pricing terms (identity announced a change). Idempotent. */
  forgetPricing(tenantId: string, customerId: string): Promise<void> {
    return this.cache.del(customerPricingKey(tenantId, customerId));
  }

  async vatTerms(ctx: RequestContext, customerId: string): Promise<VatTerms> {
    const [pricing, settings] = await Promise.all([
      cached(this.cache, customerPricingKey(ctx.tenantId, customerId), TTL_SECONDS, () =>
        this.services.call(IdentityApi.getCustomerPricing, ctx, { customerId }),
      ),
      cached(this.cache, `orders:pricing-settings:${ctx.tenantId}`, TTL_SECONDS, () =>
        this.services.call(AdminApi.getPricingSettings, ctx, {}),
      ),
    ]);
    const basisPoints = Math.round(settings.vatRatePercent * 100);
    return {
      isVatApplicable: pricing.isVatApplicable,
      vatBasisPoints: pricing.isVatApplicable ? basisPoints : 0,
      vatRatePercent: settings.vatRatePercent,
    };
  }
}

/** Identity's account details as the checkout's one shipping address (its primary address). */
export function shippingAddressesOf(account: AccountDetails): ShippingAddressView[] {
  if (!account.address) return [];
  return [
    {
      _id: PRIMARY_ADDRESS_ID,
      company: account.company,
      address_field1: account.address.address_field1,
      address_field2: account.address.address_field2,
      postcode: account.address.postcode,
      city: account.address.city,
      county: account.address.county,
      country: account.address.country,
      is_primary: true,
    },
  ];
}
