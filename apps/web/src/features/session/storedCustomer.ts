import type { MappedCustomer } from '../../api/types';
import type { StoredCustomer } from '../../shared/types';

/** Customers with a primary address: the only ones selectable in the price popup. */
export function primaryCustomers(customers: readonly MappedCustomer[]): MappedCustomer[] {
  return customers.filter((customer) => customer.is_primary_address);
}

/** Address fields, postcode, city and country, comma separated, blanks skipped. */
export function composeAddress(customer: MappedCustomer): string {
  return [
    customer.address_field1,
    customer.address_field2,
    customer.postcode,
    customer.city,
    customer.country,
  ]
    .map((part) => (part ?? '').trim())
    .filter((part) => part.length > 0)
    .join(', ');
}

export function toStoredCustomer(customer: MappedCustomer): StoredCustomer {
  return {
    acNo: customer.acNo,
    company: customer.company,
    name: customer.name,
    id: customer._id,
    address: composeAddress(customer),
  };
}

/** The chosen primary customer, or the first primary one when the choice is missing or unknown. */
export function resolveCustomerChoice(
  customers: readonly MappedCustomer[],
  chosenId: string | null,
): MappedCustomer | null {
  const primaries = primaryCustomers(customers);
  return primaries.find((customer) => customer._id === chosenId) ?? primaries[0] ?? null;
}

/** Option text in the customer select: the company, with its account number only when companies repeat. */
export function customerOptionLabel(customer: MappedCustomer, all: readonly MappedCustomer[]): string {
  const repeated = all.filter((other) => other.company === customer.company).length > 1;
  return repeated ? `${customer.company} (${customer.acNo})` : customer.company;
}

/** A customer the header switch may select: one of the user's primary customers, nothing else. */
export function switchableCustomer(
  customers: readonly MappedCustomer[],
  chosenId: string | null,
): MappedCustomer | null {
  const primaries = primaryCustomers(customers);
  if (!chosenId) return primaries[0] ?? null;
  return primaries.find((customer) => customer._id === chosenId) ?? null;
}
