import type { PricingSettings } from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import { CACHE, type CacheStore, cached, DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { settings } from '../schema/admin.schema';
import { PRICING_SETTING_KEYS, pricingSettingsFrom } from './pricing-settings';

export const PRICING_SETTINGS_CACHE_TTL_SECONDS = 60;

export function pricingSettingsCacheKey(tenantId: string): string {
  return `admin:pricing-settings:${tenantId}`;
}

@Injectable()
export class SettingsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CACHE) private readonly cache: CacheStore,
  ) {}

  pricing(ctx: RequestContext): Promise<PricingSettings> {
    return cached(this.cache, pricingSettingsCacheKey(ctx.tenantId), PRICING_SETTINGS_CACHE_TTL_SECONDS, () =>
      this.loadPricing(ctx.tenantId),
    );
  }

  async invalidate(tenantId: string): Promise<void> {
    await this.cache.del(pricingSettingsCacheKey(tenantId));
  }

  private async loadPricing(tenantId: string): Promise<PricingSettings> {
    const rows = await this.database.db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(
        and(eq(settings.tenantId, tenantId), inArray(settings.key, Object.values(PRICING_SETTING_KEYS))),
      );
    return pricingSettingsFrom(rows);
  }
}
