import type { AccountAddress } from '@atelier/contracts/identity';
import type { RootState } from '../../app/store';

export const selectAccountDetailsModalOpen = (state: RootState) => state.account.detailsModalOpen;

/** The address on one line: address lines, post code, city, county and country, blanks skipped. */
export function formatAddress(address: AccountAddress | null): string | null {
  if (!address) return null;
  const parts = [
    address.address_field1,
    address.address_field2,
    address.postcode,
    address.city,
    address.county,
    address.country,
  ]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0);
  return parts.length > 0 ? parts.join(', ') : null;
}
