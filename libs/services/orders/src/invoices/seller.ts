import { DEMO_TENANT } from '@atelier/contracts/common';

export interface SellerDetails {
  name: string;
  address: string[];
  vatNumber: string;
  phone: string;
  email: string;
}

/**
 * Who the invoice is from. The demo tenant's wholesaler; other tenants get their name from the back
 * office once it keeps seller details (not in scope of issue 5), until then a neutral heading.
 */
export function sellerFor(tenantId: string): SellerDetails {
  if (tenantId === DEMO_TENANT.id) {
    return {
      name: DEMO_TENANT.name,
      address: ['21 Hatton Garden', 'London EC1N 8BA', 'United Kingdom'],
      vatNumber: 'GB 987 6543 21',
      phone: '+44 20 7946 0321',
      email: 'accounts@atelier-demo.example',
    };
  }
  return { name: 'Atelier', address: [], vatNumber: '', phone: '', email: '' };
}
