/**
 * Fixed identifiers of the demo tenant, so that each service can seed its own tables on its own and
 * still refer to the same tenant, users and customers as the others.
 */
export const DEMO_TENANT = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'demo',
  name: 'Atelier Demo Wholesale',
} as const;

export const DEMO_USERS = {
  buyer: {
    id: '00000000-0000-4000-8000-000000000101',
    email: 'buyer@demo.test',
    password: 'Buyer#2026',
    firstName: 'Beatrice',
    lastName: 'Lund',
  },
  admin: {
    id: '00000000-0000-4000-8000-000000000102',
    email: 'admin@demo.test',
    password: 'Admin#2026',
    firstName: 'Adam',
    lastName: 'Carter',
  },
} as const;

export const DEMO_CUSTOMER_IDS = {
  goldsmiths: '00000000-0000-4000-8000-000000000201',
  northernLights: '00000000-0000-4000-8000-000000000202',
  harbourGems: '00000000-0000-4000-8000-000000000203',
} as const;
