import { OrderStatus } from '@atelier/contracts/orders';
import { customerActions, orderTypeOf, placedStatus, statusAfterQuantities } from './order-status';

const stock = (quantity: number, invoicedQty = 0, canceledQty = 0) => ({
  orderType: 'stock' as const,
  quantity,
  invoicedQty,
  canceledQty,
});
const special = (quantity: number, invoicedQty = 0, canceledQty = 0) => ({
  ...stock(quantity, invoicedQty, canceledQty),
  orderType: 'special' as const,
});

describe('order status', () => {
  it('places stock orders pending, mixed ones as partial SO and special ones as SO for approval', () => {
    expect(placedStatus([stock(1)])).toBe(OrderStatus.PendingOrder);
    expect(placedStatus([stock(1), special(1)])).toBe(OrderStatus.PartialSOForApprove);
    expect(placedStatus([special(2)])).toBe(OrderStatus.SOApprove);
    expect(orderTypeOf([stock(1), special(1)])).toBe('mixed');
    expect(orderTypeOf([special(1)])).toBe('special');
  });

  it('follows the quantities', () => {
    expect(statusAfterQuantities(OrderStatus.PendingOrder, [stock(2, 2)])).toBe(OrderStatus.OrderComplete);
    expect(statusAfterQuantities(OrderStatus.PendingOrder, [stock(2, 1)])).toBe(OrderStatus.PartialComplete);
    expect(statusAfterQuantities(OrderStatus.PendingOrder, [stock(2, 0, 1)])).toBe(OrderStatus.PartialCancel);
    expect(statusAfterQuantities(OrderStatus.PendingOrder, [stock(2, 1, 1)])).toBe(OrderStatus.PartialCancel);
    expect(statusAfterQuantities(OrderStatus.PendingOrder, [stock(2, 0, 2)])).toBe(OrderStatus.Cancelled);
    expect(statusAfterQuantities(OrderStatus.PartialSOApprove, [stock(1), special(1)])).toBe(
      OrderStatus.PartialSOApprove,
    );
  });

  it('keeps waiting for special-order approval while pieces are pending', () => {
    expect(statusAfterQuantities(OrderStatus.PartialSOForApprove, [stock(1, 1), special(1)])).toBe(
      OrderStatus.PartialSOForApprove,
    );
    // Rejecting the special part of a partial SO cancels it: partially cancelled.
    expect(statusAfterQuantities(OrderStatus.PartialSOForApprove, [stock(1), special(1, 0, 1)])).toBe(
      OrderStatus.PartialSOForApprove,
    );
    expect(statusAfterQuantities(OrderStatus.SOApprove, [special(2, 0, 2)])).toBe(OrderStatus.Cancelled);
  });

  it('offers the actions the status allows', () => {
    expect(
      customerActions({ status: OrderStatus.SOApprove, awaitingCustomerApproval: false }, [special(1)]),
    ).toEqual(['approve_pricing', 'reject_pricing', 'reorder', 'change_request']);
    expect(
      customerActions({ status: OrderStatus.PendingOrder, awaitingCustomerApproval: true }, [stock(1)]),
    ).toEqual([
      'approve_updated_pricing',
      'reject_updated_pricing',
      'convert_to_special',
      'reorder',
      'change_request',
    ]);
    expect(
      customerActions({ status: OrderStatus.OrderComplete, awaitingCustomerApproval: false }, [stock(1, 1)]),
    ).toEqual(['reorder']);
    // A bespoke order's line has no variant: nothing for the cart to order again.
    expect(
      customerActions({ status: OrderStatus.PendingOrder, awaitingCustomerApproval: false }, [
        { ...special(1), variantId: null },
      ]),
    ).toEqual(['change_request']);
  });
});
