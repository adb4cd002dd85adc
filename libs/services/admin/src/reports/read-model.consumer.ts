import type { RequestContext } from '@atelier/contracts/common';
import type { CustomerApprovedEvent } from '@atelier/contracts/identity';
import type { OrderLinesCancelledEvent, OrderPlacedEvent } from '@atelier/contracts/orders';
import { type Database, DATABASE, type DatabaseHandle, firstDelivery } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { processedMessages, reportCustomers } from '../schema/admin.schema';
import { applyCancellation, writeOrder } from './read-model';

export const REPORTS_CONSUMER = 'admin.reports';

/**
 * Feeds the reporting read model from the owning services' events. Each effect commits with its
 * processed_messages row, so a redelivered message (same id) is counted once.
 */
@Injectable()
export class ReadModelConsumer {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  orderPlaced(ctx: RequestContext, event: OrderPlacedEvent, messageId: string | undefined): Promise<boolean> {
    return this.once(messageId ?? `order-placed:${event.orderId}`, async (tx) => {
      await writeOrder(tx, ctx.tenantId, {
        orderId: event.orderId,
        orderNumber: event.orderNumber,
        customerId: event.customerId,
        customerName: event.customerName,
        placedAt: event.placedAt,
        lines: event.lines.map((line) => ({ ...line, canceledQty: 0 })),
      });
    });
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
