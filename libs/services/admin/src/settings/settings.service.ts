import {
  AdminEvents,
  type PricingSettings,
  type PricingSettingsChangedEvent,
  type SavePricingSettingsDto,
} from '@atelier/contracts/admin';
import type { RequestContext } from '@atelier/contracts/common';
import {
  CACHE,
  type CacheStore,
  cached,
  DATABASE,
  type DatabaseHandle,
  enqueueOutboxEvent,
} from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { outbox, settings } from '../schema/admin.schema';
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

  /**
   * Saves the global markup and VAT rate and queues `admin.settings.pricing-changed` in the same
   * transaction (the catalogue drops its cached settings and pages when it arrives).
   */
  async save(ctx: RequestContext, dto: SavePricingSettingsDto): Promise<PricingSettings> {
    const next: PricingSettings = {
      globalMarkup: Number(dto.globalMarkup),
      vatRatePercent: Number(dto.vatRatePercent),
    };
    const now = new Date();
    await this.database.db.transaction(async (tx) => {
      const rows = [
        { tenantId: ctx.tenantId, key: PRICING_SETTING_KEYS.globalMarkup, value: String(next.globalMarkup) },
        {
          tenantId: ctx.tenantId,
          key: PRICING_SETTING_KEYS.vatRatePercent,
          value: String(next.vatRatePercent),
        },
      ];
      await tx
        .insert(settings)
        .values(rows.map((row) => ({ ...row, updatedAt: now })))
        .onConflictDoUpdate({
          target: [settings.tenantId, settings.key],
          set: { value: sql`excluded.value`, updatedAt: now },
        });
      const event: PricingSettingsChangedEvent = next;
      await enqueueOutboxEvent(tx, outbox, ctx, AdminEvents.PricingSettingsChanged, event);
    });
    await this.invalidate(ctx.tenantId);
    return next;
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
