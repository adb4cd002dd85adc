import type { CustomerRegisteredEvent } from '@atelier/contracts/identity';
import { OrderStatus, type OrderPlacedEvent } from '@atelier/contracts/orders';
import { customerRegisteredBody, orderPlacedBody } from './outbound-messages';

describe('orderPlacedBody', () => {
  const event: OrderPlacedEvent = {
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

  it('names the order by our number and the customer by account, with money in pounds', () => {
    const body = orderPlacedBody(event);
    expect(body).toMatchObject({ orderNumber: 'AT00042', customerAcNo: 'GS001', grandTotal: 1234.56 });
    expect(body.lines).toEqual([
      {
        lineNumber: 1,
        sku: 'R1001-18K',
        designNumber: 'R1001',
        designName: 'Solitaire',
        quantity: 2,
        orderType: 'stock',
        netTotal: 200.01,
      },
    ]);
  });

  it('leaves out what is ours only (the buyer user, reporting facts)', () => {
    const body = orderPlacedBody(event) as unknown as Record<string, unknown>;
    expect(body['userId']).toBeUndefined();
    expect(body['customerId']).toBeUndefined();
  });
});

describe('customerRegisteredBody', () => {
  it('keeps the company, contact and address, not our language', () => {
    const event: CustomerRegisteredEvent = {
      customerId: 'c2',
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
    const body = customerRegisteredBody(event) as unknown as Record<string, unknown>;
    expect(body['company']).toBe('New Jewellers');
    expect(body['address']).toEqual(event.address);
    expect(body['language']).toBeUndefined();
  });
});
