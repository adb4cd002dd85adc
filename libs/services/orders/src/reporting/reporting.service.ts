import type { RequestContext } from '@atelier/contracts/common';
import type { PendingOrderWork, ReportingOrder, ReportingOrdersQueryDto } from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { AWAITING_SO_APPROVAL } from '../orders/order-status';
import { appros, bespokeOrders, changeRequests, orderHeaders, orderLines } from '../schema/orders.schema';
import { orderNumberText } from '../shared/format';

/** What the admin service's reporting read model is rebuilt and its pending work counted from. */
@Injectable()
export class ReportingService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async orders(ctx: RequestContext, query: ReportingOrdersQueryDto): Promise<ReportingOrder[]> {
    const { db } = this.database;
    const headers = await db
      .select()
      .from(orderHeaders)
      .where(
        and(
          eq(orderHeaders.tenantId, ctx.tenantId),
          query.after ? gt(orderHeaders.id, query.after) : undefined,
        ),
      )
      .orderBy(asc(orderHeaders.id))
      .limit(query.limit);
    if (headers.length === 0) return [];
    const lines = await db
      .select()
      .from(orderLines)
      .where(
        and(
          eq(orderLines.tenantId, ctx.tenantId),
          inArray(
            orderLines.orderId,
            headers.map((h) => h.id),
          ),
        ),
      )
      .orderBy(asc(orderLines.orderId), asc(orderLines.lineNumber));
    return headers.map((h) => ({
      orderId: h.id,
      orderNumber: orderNumberText(h.orderNumber),
      customerId: h.customerId,
      customerName: h.customerName,
      orderType: h.orderType,
      placedAt: h.placedAt.toISOString(),
      lines: lines
        .filter((l) => l.orderId === h.id)
        .map((l) => ({
          lineNumber: l.lineNumber,
          variantId: l.variantId,
          sku: l.sku,
          quantity: l.quantity,
          orderType: l.orderType,
          designId: l.designId,
          designNumber: l.designNumber,
          designName: l.designName,
          metal: l.metal,
          karat: l.karat,
          netPence: l.unitPence * l.quantity,
          canceledQty: l.canceledQty,
        })),
    }));
  }

  async pendingWork(ctx: RequestContext): Promise<PendingOrderWork> {
    const { db } = this.database;
    const tenant = ctx.tenantId;
    const [[pricing], [requests], [bespoke], [due]] = await Promise.all([
      db
        .select({ n: count() })
        .from(orderHeaders)
        .where(
          and(
            eq(orderHeaders.tenantId, tenant),
            or(
              inArray(orderHeaders.status, [...AWAITING_SO_APPROVAL]),
              eq(orderHeaders.awaitingCustomerApproval, true),
            ),
          ),
        ),
      db
        .select({ n: count() })
        .from(changeRequests)
        .where(and(eq(changeRequests.tenantId, tenant), eq(changeRequests.status, 'open'))),
      db
        .select({ n: count() })
        .from(bespokeOrders)
        .where(and(eq(bespokeOrders.tenantId, tenant), eq(bespokeOrders.status, 'submitted'))),
      db
        .select({ n: count() })
        .from(appros)
        .where(
          and(
            eq(appros.tenantId, tenant),
            ne(appros.status, 'closed'),
            lt(appros.dueDate, sql`current_date + 1`),
          ),
        ),
    ]);
    return {
      ordersAwaitingPricingApproval: pricing.n,
      openChangeRequests: requests.n,
      bespokeRequests: bespoke.n,
      approsDueBack: due.n,
    };
  }
}
