import { DEFAULT_PRICING_SETTINGS, type PricingSettings } from '@atelier/contracts/admin';

export const PRICING_SETTING_KEYS = {
  globalMarkup: 'pricing.global_markup',
  vatRatePercent: 'pricing.vat_rate_percent',
} as const;

function positiveNumber(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Reads the pricing settings from key/value rows; a missing or unreadable one takes its default. */
export function pricingSettingsFrom(rows: ReadonlyArray<{ key: string; value: string }>): PricingSettings {
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return {
    globalMarkup:
      positiveNumber(byKey.get(PRICING_SETTING_KEYS.globalMarkup)) ?? DEFAULT_PRICING_SETTINGS.globalMarkup,
    vatRatePercent:
      positiveNumber(byKey.get(PRICING_SETTING_KEYS.vatRatePercent)) ??
      DEFAULT_PRICING_SETTINGS.vatRatePercent,
  };
}
