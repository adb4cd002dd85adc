import type { AdminOffer } from '@atelier/contracts/catalogue';
import { MAX_OFFER_PRICE, MAX_OFFER_QUANTITY } from '@atelier/contracts/catalogue';
import type { FieldSpec } from '@atelier/contracts/common';
import type { OfferBody } from '../../api/offers-admin';
import type { FormValues } from '../../shared/forms/formMessages';

/** The offer edit form's rules; the server checks the same (and that the end is not before the start). */
export const OFFER_FIELDS = {
  offerPrice: {
    required: true,
    type: 'number',
    rules: [
      { rule: 'between', min: 0.01, max: MAX_OFFER_PRICE },
      { rule: 'maxDecimals', places: 2, key: 'validation.moneyDecimals' },
    ],
  } satisfies FieldSpec,
  maxQuantity: {
    required: true,
    type: 'number',
    rules: [{ rule: 'integerBetween', min: 1, max: MAX_OFFER_QUANTITY }],
  } satisfies FieldSpec,
  startsOn: { required: true, type: 'text', rules: [] } satisfies FieldSpec,
  endsOn: { required: true, type: 'text', rules: [] } satisfies FieldSpec,
};

export type OfferValues = FormValues<keyof typeof OFFER_FIELDS>;

export function offerValues(offer: AdminOffer): OfferValues {
  return {
    offerPrice: offer.offerPrice.toFixed(2),
    maxQuantity: String(offer.maxQuantity),
    startsOn: offer.startsOn,
    endsOn: offer.endsOn,
  };
}

export function toOfferBody(values: OfferValues, version: number): OfferBody {
  return {
    offerPrice: Number(values.offerPrice),
    maxQuantity: Number(values.maxQuantity),
    startsOn: String(values.startsOn),
    endsOn: String(values.endsOn),
    version,
  };
}

/** The offer file's header and one example row, for staff to fill in. */
export function offerTemplate(today: Date): string {
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return `sku,offer_price,max_quantity,starts_on,ends_on\nR1001-18K-WG-GH-SI,199.00,2,${day(0)},${day(30)}\n`;
}
