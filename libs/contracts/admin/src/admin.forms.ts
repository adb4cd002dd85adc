import { type FormSpec, MARKUP_FIELD } from '@atelier/contracts/common';

/** /Admin/set-global-markup: the markup keeps the customer markup's rule (1 to 10, one decimal). */
export const PRICING_SETTINGS_FIELDS = {
  globalMarkup: MARKUP_FIELD,
  vatRatePercent: {
    required: true,
    type: 'number',
    rules: [
      { rule: 'between', min: 0, max: 100 },
      { rule: 'maxDecimals', places: 2, key: 'validation.moneyDecimals' },
    ],
  },
} as const satisfies FormSpec;
