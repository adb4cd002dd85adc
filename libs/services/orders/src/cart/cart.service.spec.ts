import { OrdersErrorCode } from '@atelier/contracts/orders';
import { OrdersException } from '../orders.exception';
import { assertOwnCart } from './cart.service';

function thrownBy(work: () => void): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('assertOwnCart', () => {
  const me = '00000000-0000-4000-8000-000000000101';
  const other = '00000000-0000-4000-8000-000000000102';

  it('lets a user read their own cart', () => {
    expect(thrownBy(() => assertOwnCart({ userId: me }, me))).toBeUndefined();
  });

  it("refuses another user's cart with the orders code", () => {
    const error = thrownBy(() => assertOwnCart({ userId: me }, other));
    expect(error).toBeInstanceOf(OrdersException);
    expect(error).toMatchObject({ code: OrdersErrorCode.NotOwnCart, i18nKey: 'error.notOwnUser' });
  });

  it('refuses a caller with no user', () => {
    expect(thrownBy(() => assertOwnCart({ userId: null }, me))).toBeInstanceOf(OrdersException);
  });
});
