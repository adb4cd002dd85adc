import type { RequestContext } from '@atelier/contracts/common';
import type {
  BestSellingDesignsQueryDto,
  CustomerOpenWork,
  DesignSales,
  PendingOrderWork,
  ReportingOrder,
  ReportingOrdersQueryDto,
} from '@atelier/contracts/orders';
import { DATABASE, type DatabaseHandle } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, exists, gt, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { AWAITING_SO_APPROVAL } from '../orders/order-status';
import { appros, bespokeOrders, changeRequests, orderHeaders, orderLines } from '../schema/orders.schema';
import { orderNumberText } from '../shared/format';

/** What the admin service's reporting read model is rebuilt and its pending work counted from. */
@Injectable()
export class ReportingService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** Pieces ordered per design since `days` ago, cancelled pieces left out; most ordered first. */
  async bestSellingDesigns(ctx: RequestContext, query: BestSellingDesignsQueryDto): Promise<DesignSales[]> {
    const since = new Date(Date.now() - query.days * 86_400_000);
    const quantity = sql<number>`sum(${orderLines.quantity} - ${orderLines.canceledQty})::int`;
    const rows = await this.database.db
      .select({ designId: orderLines.designId, quantity })
      .from(orderLines)
      .innerJoin(orderHeaders, eq(orderHeaders.id, orderLines.orderId))
      .where(
        and(
          eq(orderLines.tenantId, ctx.tenantId),
          eq(orderHeaders.tenantId, ctx.tenantId),
          sql`${orderLines.designId} IS NOT NULL`,
          gt(orderHeaders.placedAt, since),
        ),
      )
      .groupBy(orderLines.designId)
      .having(sql`sum(${orderLines.quantity} - ${orderLines.canceledQty}) > 0`)
      .orderBy(sql`2 DESC`, asc(orderLines.designId))
      .limit(query.limit);
    return rows.flatMap((row) => (row.designId ? [{ designId: row.designId, quantity: row.quantity }] : []));
  }

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
              // The bare column (not `= $1`) lets the planner match the partial index's predicate.
              sql`${orderHeaders.awaitingCustomerApproval}`,
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

  /**
   * A customer's open work: orders with a line whose pieces are neither invoiced nor cancelled (the
   * status alone cannot tell, a Partially Cancelled order may still have pending pieces), and appros
   * not closed.
   */
  async customerOpenWork(ctx: RequestContext, customerId: string): Promise<CustomerOpenWork> {
    const { db } = this.database;
    const pending = db
      .select({ one: sql`1` })
      .from(orderLines)
      .where(
        and(
          eq(orderLines.orderId, orderHeaders.id),
          sql`${orderLines.quantity} - ${orderLines.invoicedQty} - ${orderLines.canceledQty} > 0`,
        ),
      );
    const [[orders], [approRows]] = await Promise.all([
      db
        .select({ n: count() })
        .from(orderHeaders)
        .where(
          and(
            eq(orderHeaders.tenantId, ctx.tenantId),
            eq(orderHeaders.customerId, customerId),
            exists(pending),
          ),
        ),
      db
        .select({ n: count() })
        .from(appros)
        .where(
          and(
            eq(appros.tenantId, ctx.tenantId),
            eq(appros.customerId, customerId),
            ne(appros.status, 'closed'),
          ),
        ),
    ]);
    return { openOrders: orders.n, openAppros: approRows.n };
  }
}
