import { OrderStatus } from '@atelier/contracts/orders';
import { placedAnswer, withReference } from './placed-answer';

const numbers = {
  id: 'order-1',
  placedAt: new Date('2026-03-05T10:00:00Z'),
  orderNumber: 42,
  seOrderNumber: 7,
};

describe('placedAnswer', () => {
  it('answers the numbers padded, the status, the special lines and the date', () => {
    const answer = placedAnswer('en', { status: OrderStatus.PendingOrder, orderType: 'mixed' }, numbers, [
      { orderType: 'stock' },
      { orderType: 'special' },
      { orderType: 'special' },
    ]);
    expect(answer).toMatchObject({
      order_id: 'order-1',
      order_number: 'AT00042',
      se_order_number: 'SE00007',
      status: OrderStatus.PendingOrder,
      order_type: 'mixed',
      special_order_lines: 2,
      placed_at: '2026-03-05T10:00:00.000Z',
      order_date: '05 Mar, 2026',
    });
    expect(answer.message).toContain('AT00042');
    expect(answer).not.toHaveProperty('reference_number');
  });

  it('has no SE number without special lines', () => {
    const answer = placedAnswer(
      'de',
      { status: OrderStatus.PendingOrder, orderType: 'stock' },
      { ...numbers, seOrderNumber: null },
      [{ orderType: 'stock' }],
    );
    expect(answer.se_order_number).toBeNull();
    expect(answer.special_order_lines).toBe(0);
  });
});

describe('withReference', () => {
  it('adds the customer reference padded to five digits', () => {
    const answer = placedAnswer('en', { status: OrderStatus.PendingOrder, orderType: 'stock' }, numbers, []);
    expect(withReference(answer, 12).reference_number).toBe('00012');
    expect(withReference(answer, 123456).reference_number).toBe('123456');
  });
});
