import type { RequestContext } from '@atelier/contracts/common';
import type { CustomerApprovedEvent } from '@atelier/contracts/identity';
import type { OrderLinesCancelledEvent, OrderPlacedEvent } from '@atelier/contracts/orders';
import {
  BurstBatcher,
  type Database,
  DATABASE,
  type DatabaseHandle,
  applyFirstDeliveries,
  firstDelivery,
  getLogger,
  type Pending,
} from '@atelier/platform';
import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { processedMessages, reportCustomers } from '../schema/admin.schema';
import { applyCancellation, type ReportableOrder, writeOrders } from './read-model';

export const REPORTS_CONSUMER = 'admin.reports';

/** Placed orders written to the read model together at most. */
export const PLACED_BATCH = 100;

type PlacedDelivery = Pending<{ messageId: string; order: ReportableOrder }, boolean>;

/**
 * Feeds the reporting read model from the owning services' events. Each effect commits with its
 * processed_messages row, so a redelivered message (same id) is counted once.
 */
@Injectable()
export class ReadModelConsumer implements BeforeApplicationShutdown {
  private readonly log = getLogger('reports-read-model');
  /**
   * Orders arrive in bursts (the orders relay publishes what committed meanwhile back to back): the
   * placed orders delivered while a batch is written form the next one, one transaction with a
   * statement per step for the batch instead of for each order.
   */
  private readonly placed = new BurstBatcher<{ messageId: string; order: ReportableOrder }, boolean>(
    PLACED_BATCH,
    (tenantId, pending) => this.writePlacedIsolating(tenantId, pending),
  );

  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async beforeApplicationShutdown(): Promise<void> {
    await this.placed.idle();
  }

  orderPlaced(ctx: RequestContext, event: OrderPlacedEvent, messageId: string | undefined): Promise<boolean> {
    return this.placed.submit(ctx.tenantId, {
      messageId: messageId ?? `order-placed:${event.orderId}`,
      order: {
        orderId: event.orderId,
        orderNumber: event.orderNumber,
        customerId: event.customerId,
        customerName: event.customerName,
        placedAt: event.placedAt,
        lines: event.lines.map((line) => ({ ...line, canceledQty: 0 })),
      },
    });
  }

  /** A batch that fails is written order by order, so one bad event fails (is dead-lettered) alone. */
  private writePlacedIsolating(tenantId: string, pending: PlacedDelivery[]): Promise<void> {
    return applyFirstDeliveries(
      this.database.db,
      { table: processedMessages, consumer: REPORTS_CONSUMER },
      pending,
      (tx, first) =>
        writeOrders(
          tx,
          tenantId,
          first.map((each) => each.order),
        ),
      (error, count) => this.log.warn({ err: error, count }, 'order batch failed; writing one by one'),
    );
  }

  linesCancelled(
    ctx: RequestContext,
    event: OrderLinesCancelledEvent,
    messageId: string | undefined,
  ): Promise<boolean> {
    return this.once(messageId ?? `lines-cancelled:${event.orderId}:${JSON.stringify(event.lines)}`, (tx) =>
      applyCancellation(tx, ctx.tenantId, event.orderId, event.lines),
    );
  }

  customerApproved(
    ctx: RequestContext,
    event: CustomerApprovedEvent,
    messageId: string | undefined,
  ): Promise<boolean> {
    return this.once(messageId ?? `customer-approved:${event.customerId}`, async (tx) => {
      const row = {
        company: event.company,
        acNo: event.acNo,
        approvedAt: new Date(event.approvedAt),
      };
      await tx
        .insert(reportCustomers)
        .values({ tenantId: ctx.tenantId, customerId: event.customerId, ...row })
        .onConflictDoUpdate({ target: [reportCustomers.tenantId, reportCustomers.customerId], set: row });
    });
  }

  private once(messageId: string, effect: (tx: Database) => Promise<void>): Promise<boolean> {
    return this.database.db.transaction(async (tx) => {
      if (!(await firstDelivery(tx, processedMessages, REPORTS_CONSUMER, messageId))) return false;
      await effect(tx);
      return true;
    });
  }
}
