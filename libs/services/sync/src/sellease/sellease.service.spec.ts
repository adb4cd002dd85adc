import { toMessageView } from './sellease.service';

describe('toMessageView', () => {
  it('renders the receipt time as ISO text and keeps the rest', () => {
    expect(
      toMessageView({
        messageId: 'SE-1',
        type: 'price.updated',
        payload: { sku: 'P-1', price: 120.5 },
        receivedAt: new Date('2026-03-10T12:00:00.000Z'),
        deliveries: 2,
        status: 'applied',
      }),
    ).toEqual({
      messageId: 'SE-1',
      type: 'price.updated',
      payload: { sku: 'P-1', price: 120.5 },
      receivedAt: '2026-03-10T12:00:00.000Z',
      deliveries: 2,
      status: 'applied',
    });
  });
});
