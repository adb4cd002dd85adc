import type { PriceStatus } from '../../shared/types';
import type { ValidationErrors } from '../../shared/validation';

export type PriceField = 'priceType' | 'customer';

/** Spec §5: a price type is required; a customer is required when more than one primary customer exists. */
export function validatePriceSelection(
  priceStatus: PriceStatus | null,
  customerId: string,
  primaryCount: number,
): ValidationErrors<PriceField> {
  const errors: ValidationErrors<PriceField> = {};
  if (priceStatus === null) errors.priceType = { rule: 'required' };
  if (primaryCount > 1 && customerId === '') errors.customer = { rule: 'required' };
  return errors;
}
