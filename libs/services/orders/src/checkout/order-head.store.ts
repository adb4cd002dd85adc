import { type RequestContext, translate } from '@atelier/contracts/common';
import {
  type OrderPlaced,
  type OrderPlacedEvent,
  type OrderPlacedLine,
  OrdersEvents,
  type OrderStatus,
  type OrderType,
  padReference,
  type ShippingAddressView,
} from '@atelier/contracts/orders';
import type { Database } from '@atelier/platform';
import { sql } from 'drizzle-orm';
import type { VatTerms } from '../customers/customer-directory';
import { enqueueEvent } from '../outbox/outbox';
import { counters, orderHeaders, orderStatusHistory } from '../schema/orders.schema';
import { displayDate, orderNumberText, seOrderNumberText, statusLabel } from '../shared/format';
import type { Totals } from '../shared/money';
import { queryRows } from '../shared/query';

/** The next order or SE order number (a sequence: unique, increasing, gaps allowed). */
export async function nextNumber(
  tx: Database,
  sequence: 'order_number_seq' | 'se_order_number_seq',
): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    tx,
    sql.raw(`select nextval('orders.${sequence}') as n`),
  );
  return Number(row.n);
}

/** The customer's next order reference (a counter row: no gaps, serialised per customer). */
export async function nextCustomerReference(
  tx: Database,
  tenantId: string,
  customerId: string,
): Promise<number> {
  const [counter] = await tx
    .insert(counters)
    .values({ tenantId, name: 'order-reference', scopeId: customerId, value: 1 })
    .onConflictDoUpdate({
      target: [counters.tenantId, counters.name, counters.scopeId],
      set: { value: sql`${counters.value} + 1` },
    })
    .returning({ value: counters.value });
  return counter.value;
}

/** An order's header as every way of placing one writes it: who, where to, how and for how much. */
export interface OrderHead {
  customerId: string;
  userId: string;
  account: { company: string; acNo: string; name: string; email: string };
  address: ShippingAddressView;
  shippingOption: string;
  specialInstructions: string | null;
  vat: VatTerms;
  status: OrderStatus;
  orderType: OrderType;
  totals: Totals;
  /** Special lines go to Sellease as a special order, which needs its own SE number. */
  withSeNumber: boolean;
  /** The bespoke request the order was placed from. */
  bespokeId?: string;
  /** The first status history entry's note. */
  note?: string;
}

/** The header as written: its id, numbers and placing time. */
export interface WrittenHead {
  id: string;
  placedAt: Date;
  orderNumber: number;
  referenceNumber: number;
  seOrderNumber: number | null;
}

/**
 * Writes an order's numbers, header and first status inside the caller's transaction (the lines are the
 * caller's: a cart's lines and a bespoke line differ).
 */
export async function writeOrderHead(
  tx: Database,
  ctx: RequestContext,
  head: OrderHead,
): Promise<WrittenHead> {
  const orderNumber = await nextNumber(tx, 'order_number_seq');
  const seOrderNumber = head.withSeNumber ? await nextNumber(tx, 'se_order_number_seq') : null;
  const referenceNumber = await nextCustomerReference(tx, ctx.tenantId, head.customerId);
  const { totals } = head;
  const [order] = await tx
    .insert(orderHeaders)
    .values({
      tenantId: ctx.tenantId,
      customerId: head.customerId,
      userId: head.userId,
      orderNumber,
      referenceNumber,
      seOrderNumber,
      orderType: head.orderType,
      status: head.status,
      placedByName: head.account.name,
      placedByEmail: head.account.email,
      customerName: head.account.company,
      customerAcNo: head.account.acNo,
      shippingAddress: head.address,
      shippingOption: head.shippingOption,
      specialInstructions: head.specialInstructions,
      isVatApplicable: head.vat.isVatApplicable,
      vatBasisPoints: head.vat.vatBasisPoints,
      carriagePence: totals.carriagePence,
      postagePence: totals.postagePence,
      netPence: totals.netPence,
      engravingPence: totals.engravingPence,
      vatPence: totals.vatPence,
      grandPence: totals.grandPence,
      bespokeId: head.bespokeId ?? null,
    })
    .returning({ id: orderHeaders.id, placedAt: orderHeaders.placedAt });
  await tx.insert(orderStatusHistory).values({
    tenantId: ctx.tenantId,
    orderId: order.id,
    status: head.status,
    note: head.note ?? null,
    byUserId: head.userId,
  });
  return { id: order.id, placedAt: order.placedAt, orderNumber, referenceNumber, seOrderNumber };
}

/**
 * Publishes OrderPlaced for a written order (outbox, in the same transaction) and answers the buyer as
 * every placement does.
 */
export async function announcePlaced(
  tx: Database,
  ctx: RequestContext,
  head: OrderHead,
  written: WrittenHead,
  lines: OrderPlacedLine[],
): Promise<OrderPlaced> {
  const orderNumber = orderNumberText(written.orderNumber);
  const event: OrderPlacedEvent = {
    orderId: written.id,
    orderNumber,
    customerId: head.customerId,
    userId: head.userId,
    status: head.status,
    orderType: head.orderType,
    placedAt: written.placedAt.toISOString(),
    customerName: head.account.company,
    customerAcNo: head.account.acNo,
    lines,
    grandTotalPence: head.totals.grandPence,
  };
  await enqueueEvent(tx, ctx, OrdersEvents.OrderPlaced, event);
  return {
    order_id: written.id,
    order_number: orderNumber,
    reference_number: padReference(written.referenceNumber),
    se_order_number: seOrderNumberText(written.seOrderNumber),
    status: head.status,
    status_label: statusLabel(ctx.language, head.status),
    order_type: head.orderType,
    special_order_lines: lines.filter((line) => line.orderType === 'special').length,
    message: translate(ctx.language, 'orders.placedMessage', { number: orderNumber }),
    placed_at: written.placedAt.toISOString(),
    order_date: displayDate(written.placedAt),
  };
}
