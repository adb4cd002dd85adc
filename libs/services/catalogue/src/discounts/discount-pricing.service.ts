import type { RequestContext } from '@atelier/contracts/common';
import { CACHE, type CacheStore, cached, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { CACHE_TTL, CatalogueCacheKeys } from '../cache-keys';
import { CustomerPricingCache } from '../pricing/customer-pricing.service';
import type { BuyerDiscounts } from '../pricing/price-math';
import { discounts } from '../schema/catalogue.schema';
import type { DiscountRule } from './discount-rules';

/** A discount as the cache keeps it (JSON: instants as epoch milliseconds). */
interface CachedRule extends Omit<DiscountRule, 'startsAt' | 'endsAt' | 'endedAt'> {
  startsAt: number;
  endsAt: number;
}

/**
 * The tenant's discounts not yet over, cached under the tenant's catalogue prefix (so a discount's
 * change, which drops the prefix, shows at once); whether each runs is decided when a price is read.
 */
@Injectable()
export class DiscountPricing {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
    private readonly customers: CustomerPricingCache,
  ) {}

  /**
   * The discounts that may apply to the caller: their selected customer's own, that customer's group's
   * (the group read from identity's cached pricing, dropped when it changes) and everyone's.
   */
  async forBuyer(ctx: RequestContext): Promise<BuyerDiscounts> {
    const customerId = ctx.customerId ?? null;
    const all = await this.current(ctx.tenantId);
    const customerGroupId =
      customerId !== null && all.some((rule) => rule.customerGroupId !== null)
        ? (await this.customers.of(ctx, customerId)).groupId
        : null;
    const rules = all.filter(
      (rule) =>
        (rule.customerId === null || rule.customerId === customerId) &&
        (rule.customerGroupId === null || rule.customerGroupId === customerGroupId),
    );
    return { customerId, customerGroupId, rules, now: new Date() };
  }

  private async current(tenantId: string): Promise<DiscountRule[]> {
    const rows = await cached(this.cache, CatalogueCacheKeys.discounts(tenantId), CACHE_TTL.discounts, () =>
      this.load(tenantId),
    );
    return rows.map((row) => ({
      ...row,
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
      endedAt: null,
    }));
  }

  private async load(tenantId: string): Promise<CachedRule[]> {
    const rows = await this.database.db
      .select()
      .from(discounts)
      .where(
        and(eq(discounts.tenantId, tenantId), isNull(discounts.endedAt), gt(discounts.endsAt, new Date())),
      );
    return rows.map((row) => ({
      id: row.id,
      customerId: row.customerId,
      customerGroupId: row.customerGroupId,
      designId: row.designId,
      mainGroupId: row.mainGroupId,
      kind: row.kind,
      value: Number(row.value),
      startsAt: row.startsAt.getTime(),
      endsAt: row.endsAt.getTime(),
    }));
  }
}
