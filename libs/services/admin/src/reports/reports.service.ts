import type {
  DashboardSeries,
  DashboardView,
  DateRangeDto,
  PendingWorkItem,
  PeriodFigures,
  SalesFilterDto,
  SalesPage,
  SalesQueryDto,
  SalesRow,
  SalesSort,
} from '@atelier/contracts/admin';
import { type RequestContext, systemContext } from '@atelier/contracts/common';
import { IdentityApi } from '@atelier/contracts/identity';
import { OrdersApi } from '@atelier/contracts/orders';
import { SyncApi } from '@atelier/contracts/sync';
import { type Database, DATABASE, type DatabaseHandle, ServiceClient } from '@atelier/platform';
import { Inject, Injectable } from '@nestjs/common';
import { type SQL, sql } from 'drizzle-orm';
import { reportOrderLines } from '../schema/admin.schema';
import { dashboardPeriods, dayRange, ratios } from './report-periods';
import { type FigureRange, figuresStatements, pageViewStatements, seriesStatements } from './report-queries';
import { ReportsErrorCode, ReportsException } from './reports.exception';

const DAY = 86_400_000;
const SERIES_DAYS = 90;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const SORT_COLUMNS: Record<SalesSort, SQL> = {
  placedAt: sql`placed_at`,
  orderNumber: sql`order_number`,
  customerName: sql`customer_name`,
  designNumber: sql`design_number`,
  category: sql`category`,
  metal: sql`metal`,
  karat: sql`karat`,
  orderType: sql`order_type`,
  pieces: sql`pieces`,
  netPence: sql`net_pence`,
};

/** The dashboard's and the sales data's queries over the reporting read model. */
@Injectable()
export class ReportsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly services: ServiceClient,
  ) {}

  private get db(): Database {
    return this.database.db;
  }

  async dashboard(ctx: RequestContext, now = new Date()): Promise<DashboardView> {
    const bounds = dashboardPeriods(now);
    // Current and previous range of each period, in that order: one statement per source for all.
    const ranges = bounds.flatMap((b) => [
      { from: b.from, to: b.to },
      { from: b.previousFrom, to: b.previousTo },
    ]);
    const [figures, pending] = await Promise.all([this.figures(ctx.tenantId, ranges), this.pending(ctx)]);
    const periods = bounds.map((b, i) => ({
      period: b.period,
      from: b.from.toISOString(),
      to: b.to.toISOString(),
      previousFrom: b.previousFrom.toISOString(),
      previousTo: b.previousTo.toISOString(),
      current: figures[2 * i],
      previous: figures[2 * i + 1],
    }));
    return { generatedAt: now.toISOString(), periods, pending };
  }

  /** Sums over each [from, to), in the order given: per range index range scans of the read model. */
  async figures(tenantId: string, ranges: readonly FigureRange[]): Promise<PeriodFigures[]> {
    const statements = figuresStatements(tenantId, ranges);
    const [orders, customers, views] = await Promise.all([
      rows<{ i: number; orders: number; lines: number; pieces: number; net: string; special: string }>(
        this.db,
        statements.orders,
      ),
      rows<{ i: number; n: number }>(this.db, statements.customers),
      rows<{ i: number; n: string }>(this.db, statements.pageViews),
    ]);
    const byRange = <T extends { i: number }>(list: T[]) => new Map(list.map((row) => [Number(row.i), row]));
    const [ordersOf, customersOf, viewsOf] = [byRange(orders), byRange(customers), byRange(views)];
    return ranges.map((_, i) => {
      const o = ordersOf.get(i);
      const netPence = Number(o?.net ?? 0);
      const placed = o?.orders ?? 0;
      return {
        orders: placed,
        orderLines: o?.lines ?? 0,
        pieces: o?.pieces ?? 0,
        netPence,
        ...ratios(netPence, Number(o?.special ?? 0), placed),
        newCustomers: customersOf.get(i)?.n ?? 0,
        pageViews: Number(viewsOf.get(i)?.n ?? 0),
      };
    });
  }

  private async pending(ctx: RequestContext): Promise<PendingWorkItem[]> {
    // The caller holds "dashboard" (checked before): the count is a figure, not customer data, so it is
    // asked in a system context rather than needing the "customers" permission too.
    const system = systemContext(ctx.tenantId, ctx.requestId);
    const [work, customers, selleaseErrors] = await Promise.all([
      this.services.call(OrdersApi.reportingPendingWork, ctx, {}),
      this.services.call(IdentityApi.countPendingCustomers, system, {}),
      this.services.call(SyncApi.countOpenErrors, system, {}),
    ]);
    return [
      { key: 'customersAwaitingApproval', count: customers, route: '/Admin/pending-users' },
      {
        key: 'ordersAwaitingPricingApproval',
        count: work.ordersAwaitingPricingApproval,
        route: '/Admin/orders?awaiting=pricing',
      },
      { key: 'changeRequests', count: work.openChangeRequests, route: '/Admin/change-requests' },
      { key: 'bespokeRequests', count: work.bespokeRequests, route: '/Admin/bespoke-orders' },
      { key: 'approsDueBack', count: work.approsDueBack, route: '/Admin/appros?due=1' },
      { key: 'selleaseErrors', count: selleaseErrors, route: '/Admin/sellease-err-sync' },
    ];
  }

  async series(ctx: RequestContext, query: DateRangeDto, now = new Date()): Promise<DashboardSeries> {
    const range = dayRange(query.from, query.to);
    const to =
      range.to ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY);
    const from = range.from ?? new Date(to.getTime() - SERIES_DAYS * DAY);
    if (from >= to) throw invalidRange();
    const statements = seriesStatements(ctx.tenantId, from, to);
    const views = pageViewStatements(ctx.tenantId, from, to);
    const [viewsPerDay, topPages] = await Promise.all([
      rows<{ day: string; views: string }>(this.db, views.perDay),
      rows<{ path: string; views: string }>(this.db, views.topPages),
    ]);
    const [perDay, perCategory, perMetalKarat, topDesigns, topCustomers] = await Promise.all([
      rows<{ day: string; orders: number; pieces: number; net: string }>(this.db, statements.perDay),
      rows<{ category: string; pieces: number; net: string }>(this.db, statements.perCategory),
      rows<{ metal: string; karat: string; pieces: number; net: string }>(this.db, statements.perMetalKarat),
      rows<{ design_number: string; design_name: string; pieces: number; net: string }>(
        this.db,
        statements.topDesigns,
      ),
      rows<{ customer_id: string; customer_name: string; orders: number; net: string }>(
        this.db,
        statements.topCustomers,
      ),
    ]);
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      salesPerDay: perDay.map((r) => ({
        day: r.day,
        orders: r.orders,
        pieces: r.pieces,
        netPence: Number(r.net),
      })),
      perCategory: perCategory.map((r) => ({
        category: r.category,
        pieces: r.pieces,
        netPence: Number(r.net),
      })),
      perMetalKarat: perMetalKarat.map((r) => ({
        metal: r.metal,
        karat: r.karat,
        pieces: r.pieces,
        netPence: Number(r.net),
      })),
      topDesigns: topDesigns.map((r) => ({
        designNumber: r.design_number,
        designName: r.design_name,
        pieces: r.pieces,
        netPence: Number(r.net),
      })),
      topCustomers: topCustomers.map((r) => ({
        customerId: r.customer_id,
        customerName: r.customer_name,
        orders: r.orders,
        netPence: Number(r.net),
      })),
      pageViewsPerDay: viewsPerDay.map((r) => ({ day: r.day, views: Number(r.views) })),
      topPages: topPages.map((r) => ({ path: r.path, views: Number(r.views) })),
    };
  }

  async sales(ctx: RequestContext, query: SalesQueryDto): Promise<SalesPage> {
    const where = salesWhere(ctx.tenantId, query);
    const page = query.page ?? 1;
    const limit = query.limit ?? 50;
    const order = SORT_COLUMNS[query.sort ?? 'placedAt'];
    const direction = query.direction === 'asc' ? sql`asc` : sql`desc`;
    const [found, [totals]] = await Promise.all([
      rows<SalesRowRecord>(
        this.db,
        sql`select order_id, order_number, line_number, placed_at, customer_id, customer_name, order_type,
                   design_number, design_name, category, metal, karat, pieces, canceled_qty, unit_pence, net_pence
              from ${reportOrderLines} where ${where}
             order by ${order} ${direction}, placed_at desc, order_id, line_number
             limit ${limit} offset ${(page - 1) * limit}`,
      ),
      rows<{ orders: number; lines: number; pieces: number; net: string }>(
        this.db,
        sql`select count(distinct order_id)::int as orders, count(*)::int as lines,
                   coalesce(sum(pieces), 0)::int as pieces, coalesce(sum(net_pence), 0)::text as net
              from ${reportOrderLines} where ${where}`,
      ),
    ]);
    return {
      rows: found.map(salesRow),
      count: totals.lines,
      page,
      limit,
      pages: Math.ceil(totals.lines / limit),
      totals: {
        orders: totals.orders,
        lines: totals.lines,
        pieces: totals.pieces,
        netPence: Number(totals.net),
      },
    };
  }
}

interface SalesRowRecord {
  order_id: string;
  order_number: string;
  line_number: number;
  placed_at: string | Date;
  customer_id: string;
  customer_name: string;
  order_type: 'stock' | 'special';
  design_number: string;
  design_name: string;
  category: string;
  metal: string;
  karat: string;
  pieces: number;
  canceled_qty: number;
  unit_pence: string | number;
  net_pence: string | number;
}

function salesRow(r: SalesRowRecord): SalesRow {
  return {
    orderId: r.order_id,
    orderNumber: r.order_number,
    lineNumber: r.line_number,
    placedAt: new Date(r.placed_at).toISOString(),
    customerId: r.customer_id,
    customerName: r.customer_name,
    orderType: r.order_type,
    designNumber: r.design_number,
    designName: r.design_name,
    category: r.category,
    metal: r.metal,
    karat: r.karat,
    pieces: r.pieces,
    canceledPieces: r.canceled_qty,
    unitPence: Number(r.unit_pence),
    netPence: Number(r.net_pence),
  };
}

function invalidRange(): ReportsException {
  return new ReportsException(
    ReportsErrorCode.InvalidRange,
    'reports.invalidRange',
    {},
    {
      to: [{ key: 'reports.invalidRange' }],
    },
  );
}

/** The filters as one condition over the lines (every value a bound parameter). */
export function salesWhere(tenantId: string, filter: SalesFilterDto): SQL {
  const range = dayRange(filter.from, filter.to);
  if (range.from && range.to && range.from >= range.to) throw invalidRange();
  const parts: SQL[] = [sql`tenant_id = ${tenantId}`];
  if (range.from) parts.push(sql`placed_at >= ${range.from.toISOString()}`);
  if (range.to) parts.push(sql`placed_at < ${range.to.toISOString()}`);
  if (filter.customerId) parts.push(sql`customer_id = ${filter.customerId}`);
  if (filter.category) parts.push(sql`category = ${filter.category}`);
  if (filter.metal) parts.push(sql`metal = ${filter.metal}`);
  if (filter.karat) parts.push(sql`karat = ${filter.karat}`);
  if (filter.designNumber) parts.push(sql`design_number = ${filter.designNumber}`);
  if (filter.orderType) parts.push(sql`order_type = ${filter.orderType}`);
  return sql.join(parts, sql` and `);
}
