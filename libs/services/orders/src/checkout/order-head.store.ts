import type { RequestContext } from '@atelier/contracts/common';
import { randomUUID } from 'node:crypto';
import {
  type OrderPlaced,
  type OrderPlacedEvent,
  type OrderPlacedLine,
  OrdersEvents,
  type OrderStatus,
  type OrderType,
  type ShippingAddressView,
} from '@atelier/contracts/orders';
import type { Database } from '@atelier/platform';
import { type SQL, sql } from 'drizzle-orm';
import type { VatTerms } from '../customers/customer-directory';
import { enqueueEvent } from '../outbox/outbox';
import { counters, orderHeaders, orderStatusHistory } from '../schema/orders.schema';
import { orderNumberText } from '../shared/format';
import type { Totals } from '../shared/money';
import { queryRows } from '../shared/query';
import { type OrderNumbers, placedAnswer, withReference } from './placed-answer';

/**
 * The order and SE order numbers (sequences: unique, increasing, gaps allowed, no lock) and the placing
 * time, in one round trip; the id is made here so the lines can be written before the header.
 */
export async function numberOrder(tx: Database, withSeNumber: boolean): Promise<OrderNumbers> {
  const [row] = await queryRows<{ n: string | number; se: string | number | null; placed_at: Date | string }>(
    tx,
    withSeNumber
      ? sql`select nextval('orders.order_number_seq') as n, nextval('orders.se_order_number_seq') as se, now() as placed_at`
      : sql`select nextval('orders.order_number_seq') as n, null as se, now() as placed_at`,
  );
  return {
    id: randomUUID(),
    placedAt: new Date(row.placed_at),
    orderNumber: Number(row.n),
    seOrderNumber: row.se === null ? null : Number(row.se),
  };
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
export interface WrittenHead extends OrderNumbers {
  referenceNumber: number;
}

/**
 * Inserts the header with the customer's next reference number, taken from the counter row in the same
 * statement. The counter is gap-free, so its row stays locked until commit and every order of the
 * customer waits for it: callers write it as the last statement of their transaction. Answers the
 * reference number.
 */
export async function insertOrderHead(
  tx: Database,
  ctx: RequestContext,
  head: OrderHead,
  numbers: OrderNumbers,
): Promise<number> {
  return (await insertOrderHeadWith(tx, ctx, head, numbers, [])).referenceNumber;
}

/**
 * The header as {@link insertOrderHead} writes it, with other writes of the order in the same
 * statement (each a data-modifying statement with a RETURNING clause, run as a CTE): one round trip
 * for all, and the counter still locked only for that statement and the commit. Answers the reference
 * number and how many rows each of the other writes returned.
 */
export async function insertOrderHeadWith(
  tx: Database,
  ctx: RequestContext,
  head: OrderHead,
  numbers: OrderNumbers,
  alongside: readonly SQL[],
): Promise<{ referenceNumber: number; written: number[] }> {
  const reference = tx.$with('reference', { value: sql<number>`value`.as('value') }).as(
    tx
      .insert(counters)
      .values({ tenantId: ctx.tenantId, name: 'order-reference', scopeId: head.customerId, value: 1 })
      .onConflictDoUpdate({
        target: [counters.tenantId, counters.name, counters.scopeId],
        set: { value: sql`${counters.value} + 1` },
      })
      .returning({ value: counters.value })
      .getSQL(),
  );
  const writes = alongside.map((statement, i) => tx.$with(`write_${i}`, {}).as(statement));
  const counts = Object.fromEntries(
    writes.map((write, i) => [`written_${i}`, sql<number>`(select count(*) from ${write})`.mapWith(Number)]),
  );
  const { totals } = head;
  const [order] = await tx
    .with(reference, ...writes)
    .insert(orderHeaders)
    .values({
      id: numbers.id,
      tenantId: ctx.tenantId,
      customerId: head.customerId,
      userId: head.userId,
      orderNumber: numbers.orderNumber,
      referenceNumber: sql`(select ${reference.value} from ${reference})`,
      seOrderNumber: numbers.seOrderNumber,
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
    .returning({ referenceNumber: orderHeaders.referenceNumber, ...counts });
  const row = order as { referenceNumber: number } & Record<string, number>;
  return {
    referenceNumber: row.referenceNumber,
    written: writes.map((_, i) => row[`written_${i}`] ?? 0),
  };
}

/** The order's first status history entry (the order row may follow later in the transaction). */
export async function insertFirstStatus(
  tx: Database,
  ctx: RequestContext,
  orderId: string,
  head: Pick<OrderHead, 'status' | 'note' | 'userId'>,
): Promise<void> {
  await tx.execute(firstStatusStatement(tx, ctx, orderId, head));
}

/** {@link insertFirstStatus}'s insert, made but not run, for a caller that folds it into a bigger statement. */
export function firstStatusStatement(
  tx: Database,
  ctx: RequestContext,
  orderId: string,
  head: Pick<OrderHead, 'status' | 'note' | 'userId'>,
): SQL {
  return tx
    .insert(orderStatusHistory)
    .values({
      tenantId: ctx.tenantId,
      orderId,
      status: head.status,
      note: head.note ?? null,
      byUserId: head.userId,
    })
    .returning({ id: orderStatusHistory.id })
    .getSQL();
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
  const numbers = await numberOrder(tx, head.withSeNumber);
  const referenceNumber = await insertOrderHead(tx, ctx, head, numbers);
  await insertFirstStatus(tx, ctx, numbers.id, head);
  return { ...numbers, referenceNumber };
}

/** The OrderPlaced event of an order being written. */
export function orderPlacedEvent(
  head: OrderHead,
  numbers: OrderNumbers,
  lines: OrderPlacedLine[],
): OrderPlacedEvent {
  return {
    orderId: numbers.id,
    orderNumber: orderNumberText(numbers.orderNumber),
    customerId: head.customerId,
    userId: head.userId,
    status: head.status,
    orderType: head.orderType,
    placedAt: numbers.placedAt.toISOString(),
    customerName: head.account.company,
    customerAcNo: head.account.acNo,
    lines,
    grandTotalPence: head.totals.grandPence,
  };
}

/** Queues OrderPlaced for an order being written (outbox, in the same transaction). */
export async function enqueuePlaced(
  tx: Database,
  ctx: RequestContext,
  head: OrderHead,
  numbers: OrderNumbers,
  lines: OrderPlacedLine[],
): Promise<void> {
  await enqueueEvent(tx, ctx, OrdersEvents.OrderPlaced, orderPlacedEvent(head, numbers, lines));
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
  await enqueuePlaced(tx, ctx, head, written, lines);
  return withReference(placedAnswer(ctx.language, head, written, lines), written.referenceNumber);
}
