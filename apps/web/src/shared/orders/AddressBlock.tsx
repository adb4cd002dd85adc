import type { ShippingAddressView } from '@atelier/contracts/orders';

/** The lines of an address as the post office writes them. */
export function addressLines(address: ShippingAddressView, withCompany = true): string[] {
  return [
    withCompany ? address.company : null,
    address.address_field1,
    address.address_field2,
    [address.city, address.postcode].filter(Boolean).join(' '),
    address.county,
    address.country,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

export function AddressBlock({
  address,
  withCompany = true,
}: {
  address: ShippingAddressView;
  /** Left out where the company is already the title (the address choices). */
  withCompany?: boolean;
}) {
  return (
    <address className="address-block">
      {addressLines(address, withCompany).map((line, index) => (
        <span key={`${index}-${line}`} className="address-block__line">
          {line}
        </span>
      ))}
    </address>
  );
}
