import type { CustomerRegisteredEvent } from '@atelier/contracts/identity';
import { OrderStatus, type OrderPlacedEvent } from '@atelier/contracts/orders';

/** An order.placed event as the orders service writes it, for the outbound message specs. */
export const PLACED_ORDER_EVENT: OrderPlacedEvent = {
  orderId: '3f1c1a8e-2b53-4c2e-9d0b-3b0f5f1f7a11',
  orderNumber: 'AT00042',
  customerId: 'c1',
  userId: 'u1',
  status: OrderStatus.PendingOrder,
  orderType: 'stock',
  placedAt: '2026-11-25T10:00:00.000Z',
  customerName: 'Goldsmiths',
  customerAcNo: 'GS001',
  grandTotalPence: 123_456,
  lines: [
    {
      lineNumber: 1,
      variantId: 'v1',
      sku: 'R1001-18K',
      quantity: 2,
      orderType: 'stock',
      designId: 'd1',
      designNumber: 'R1001',
      designName: 'Solitaire',
      category: 'rings',
      metal: 'gold',
      karat: '18k',
      netPence: 20_001,
    },
  ],
};

/** A customer.registered event as the identity service writes it, for the outbound message specs. */
export const REGISTERED_CUSTOMER_EVENT: CustomerRegisteredEvent = {
  customerId: '5b8f0f7e-3c1d-4c2a-8e55-2a1b3c4d5e6f',
  company: 'New Jewellers',
  contactName: 'Ann Smith',
  email: 'ann@example.com',
  currency: 'GBP',
  companyPhone: '0123',
  mobile: null,
  website: null,
  vatNumber: 'GB1',
  address: {
    line1: '1 High St',
    line2: null,
    city: 'Leeds',
    county: null,
    postCode: 'LS1 1AA',
    country: 'GB',
  },
  language: 'sv',
  registeredAt: '2026-11-25T10:00:00.000Z',
};
