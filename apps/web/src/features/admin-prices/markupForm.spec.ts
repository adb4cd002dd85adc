import { exampleRrp, markupValues, toPricingSettings } from './markupForm';

describe('set-global-markup form', () => {
  it('round-trips the settings through the form values', () => {
    const values = markupValues({ globalMarkup: 2.5, vatRatePercent: 20 });
    expect(values).toEqual({ globalMarkup: '2.5', vatRatePercent: '20' });
    expect(toPricingSettings(values)).toEqual({ globalMarkup: 2.5, vatRatePercent: 20 });
  });

  it('shows the RRP of 100.00 trade with markup and VAT, floored to pence', () => {
    expect(exampleRrp({ globalMarkup: 2.5, vatRatePercent: 20 })).toBe(300);
    expect(exampleRrp({ globalMarkup: 2.3, vatRatePercent: 17.5 }, 9.99)).toBe(26.99);
  });
});
