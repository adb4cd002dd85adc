import { PLACED_ORDER_EVENT, REGISTERED_CUSTOMER_EVENT } from './outbound-events.fixture';
import { customerRegisteredBody, orderPlacedBody } from './outbound-messages';

describe('orderPlacedBody', () => {
  const event = PLACED_ORDER_EVENT;

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
    const event = REGISTERED_CUSTOMER_EVENT;
    const body = customerRegisteredBody(event) as unknown as Record<string, unknown>;
    expect(body['company']).toBe('New Jewellers');
    expect(body['address']).toEqual(event.address);
    expect(body['language']).toBeUndefined();
  });
});
