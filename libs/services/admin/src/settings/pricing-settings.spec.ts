import { PRICING_SETTING_KEYS, pricingSettingsFrom } from './pricing-settings';

describe('pricingSettingsFrom', () => {
  it('reads the markup and VAT rate from their keys', () => {
    expect(
      pricingSettingsFrom([
        { key: PRICING_SETTING_KEYS.globalMarkup, value: '3.2' },
        { key: PRICING_SETTING_KEYS.vatRatePercent, value: '25' },
        { key: 'other', value: 'x' },
      ]),
    ).toEqual({ globalMarkup: 3.2, vatRatePercent: 25 });
  });

  it('falls back to 2.5 and 20 % for missing or unreadable values', () => {
    expect(pricingSettingsFrom([])).toEqual({ globalMarkup: 2.5, vatRatePercent: 20 });
    expect(
      pricingSettingsFrom([
        { key: PRICING_SETTING_KEYS.globalMarkup, value: 'abc' },
        { key: PRICING_SETTING_KEYS.vatRatePercent, value: '-1' },
      ]),
    ).toEqual({ globalMarkup: 2.5, vatRatePercent: 20 });
  });
});
