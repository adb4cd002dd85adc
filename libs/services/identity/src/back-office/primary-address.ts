import type { FieldIssue } from '@atelier/contracts/common';
import type { UpdateCustomerMessage } from '@atelier/contracts/identity';
import type { customerAddresses } from '../schema/identity.schema';
import { nullable } from '../shared/names';

export type AddressChanges = Partial<typeof customerAddresses.$inferInsert>;

type AddressFields = Pick<
  UpdateCustomerMessage,
  'addressLine1' | 'addressLine2' | 'city' | 'county' | 'postCode' | 'country'
>;

/**
 * The primary address's columns a customer update changes: required fields only when given with text,
 * optional ones cleared when given empty; the post code in capitals.
 */
export function primaryAddressChanges(body: AddressFields): AddressChanges {
  const changes: AddressChanges = {};
  if (nullable(body.addressLine1)) changes.addressField1 = body.addressLine1?.trim();
  if (body.addressLine2 !== undefined) changes.addressField2 = nullable(body.addressLine2);
  if (nullable(body.city)) changes.city = body.city?.trim();
  if (body.county !== undefined) changes.county = nullable(body.county);
  if (nullable(body.postCode)) changes.postcode = body.postCode?.trim().toUpperCase();
  if (nullable(body.country)) changes.country = body.country?.trim();
  return changes;
}

/** A customer without a primary address gets one only with every required field: those missing, by field. */
export function missingAddressFields(changes: AddressChanges): Record<string, FieldIssue[]> {
  const { addressField1, city, postcode, country } = changes;
  return Object.fromEntries(
    (
      [
        ['addressLine1', addressField1],
        ['city', city],
        ['postCode', postcode],
        ['country', country],
      ] as const
    )
      .filter(([, value]) => !value)
      .map(([field]) => [field, [{ key: 'validation.required' }]]),
  );
}
