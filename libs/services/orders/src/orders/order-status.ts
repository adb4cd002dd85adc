import { type OrderAction, type OrderLineType, OrderStatus, type OrderType } from '@atelier/contracts/orders';

export interface LineQuantities {
  orderType: OrderLineType;
  quantity: number;
  invoicedQty: number;
  canceledQty: number;
  /** A line without a variant (a bespoke piece) has nothing the cart could order again. */
  variantId?: string | null;
}

export const pendingOf = (line: LineQuantities): number =>
  line.quantity - line.invoicedQty - line.canceledQty;

/** Special-order statuses waiting for the customer to approve the order's pricing. */
export const AWAITING_SO_APPROVAL: readonly OrderStatus[] = [
  OrderStatus.PartialSOForApprove,
  OrderStatus.SOApprove,
];

/** The status a newly placed order gets from its lines (spec section 4 codes). */
export function placedStatus(lines: readonly Pick<LineQuantities, 'orderType'>[]): OrderStatus {
  const special = lines.filter((l) => l.orderType === 'special').length;
  if (special === 0) return OrderStatus.PendingOrder;
  return special === lines.length ? OrderStatus.SOApprove : OrderStatus.PartialSOForApprove;
}

export function orderTypeOf(lines: readonly Pick<LineQuantities, 'orderType'>[]): OrderType {
  const special = lines.some((l) => l.orderType === 'special');
  const stock = lines.some((l) => l.orderType === 'stock');
  return special && stock ? 'mixed' : special ? 'special' : 'stock';
}

/**
 * The status after invoicing or cancelling pieces: all cancelled is Cancelled; nothing pending is
 * Completed (or Partially Cancelled when some were cancelled); otherwise pieces invoiced make it
 * Partially Completed and pieces cancelled Partially Cancelled. An order whose special-order pricing
 * still waits for the customer keeps that status while pieces remain pending.
 */
export function statusAfterQuantities(current: OrderStatus, lines: readonly LineQuantities[]): OrderStatus {
  const total = lines.reduce((sum, l) => sum + l.quantity, 0);
  const invoiced = lines.reduce((sum, l) => sum + l.invoicedQty, 0);
  const cancelled = lines.reduce((sum, l) => sum + l.canceledQty, 0);
  const pending = total - invoiced - cancelled;
  if (cancelled === total) return OrderStatus.Cancelled;
  if (pending === 0) return cancelled > 0 ? OrderStatus.PartialCancel : OrderStatus.OrderComplete;
  if (AWAITING_SO_APPROVAL.includes(current)) return current;
  if (invoiced > 0) return OrderStatus.PartialComplete;
  if (cancelled > 0) return OrderStatus.PartialCancel;
  return current;
}

/** What the customer may do with an order now (the storefront shows these buttons). */
export function customerActions(
  order: { status: OrderStatus; awaitingCustomerApproval: boolean },
  lines: readonly LineQuantities[],
): OrderAction[] {
  const actions: OrderAction[] = [];
  const open = order.status !== OrderStatus.Cancelled && order.status !== OrderStatus.OrderComplete;
  if (AWAITING_SO_APPROVAL.includes(order.status)) actions.push('approve_pricing', 'reject_pricing');
  else if (order.awaitingCustomerApproval && open)
    actions.push('approve_updated_pricing', 'reject_updated_pricing');
  const convertible = [OrderStatus.PendingOrder, OrderStatus.PartialComplete, OrderStatus.PartialSOApprove];
  if (convertible.includes(order.status) && lines.some((l) => l.orderType === 'stock' && pendingOf(l) > 0)) {
    actions.push('convert_to_special');
  }
  if (lines.some((l) => l.variantId !== null)) actions.push('reorder');
  if (open) actions.push('change_request');
  return actions;
}
