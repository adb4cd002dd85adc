import { PRICING_SETTINGS_FIELDS, type PricingSettings } from '@atelier/contracts/admin';
import type { FormValues } from '../../shared/forms/formMessages';

/** set-global-markup's rules: the server's own (markup 1 to 10 with one decimal, VAT 0 to 100). */
export const MARKUP_FORM_FIELDS = PRICING_SETTINGS_FIELDS;

export type MarkupValues = FormValues<keyof typeof MARKUP_FORM_FIELDS>;

export function markupValues(settings: PricingSettings): MarkupValues {
  return { globalMarkup: String(settings.globalMarkup), vatRatePercent: String(settings.vatRatePercent) };
}

export function toPricingSettings(values: MarkupValues): PricingSettings {
  return { globalMarkup: Number(values.globalMarkup), vatRatePercent: Number(values.vatRatePercent) };
}

/** What 100.00 of trade cost shows as RRP with these settings (VAT added), floored to pence as the server does. */
export function exampleRrp(settings: PricingSettings, trade = 100): number {
  const pence = Math.floor(
    (Math.round(trade * 100) *
      Math.round(settings.globalMarkup * 1000) *
      (10000 + Math.round(settings.vatRatePercent * 100))) /
      (1000 * 10000),
  );
  return pence / 100;
}
