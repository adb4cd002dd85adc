import { type SQL, sql } from 'drizzle-orm';
import { TOP_PAGES } from '@atelier/contracts/admin';
import { pageViews, reportCustomers, reportOrderLines, reportOrders } from '../schema/admin.schema';

const TOP = 10;

function range(tenantId: string, from: Date, to: Date): SQL {
  return sql`tenant_id = ${tenantId} and placed_at >= ${from.toISOString()} and placed_at < ${to.toISOString()}`;
}

/**
 * The statements behind one period's dashboard figures over [from, to): index-only range scans of the
 * per-order rows and of the approved customers. Exported so the dashboard bench replays exactly these.
 */
export function figuresStatements(
  tenantId: string,
  from: Date,
  to: Date,
): { orders: SQL; customers: SQL; pageViews: SQL } {
  return {
    // Views are counted per UTC day: the days the period touches.
    pageViews: sql`select coalesce(sum(views), 0)::text as n from ${pageViews}
                    where ${dayWhere(tenantId, from, to)}`,
    orders: sql`select count(*) filter (where pieces > 0)::int as orders, coalesce(sum(lines), 0)::int as lines,
                       coalesce(sum(pieces), 0)::int as pieces, coalesce(sum(net_pence), 0)::text as net,
                       coalesce(sum(special_net_pence), 0)::text as special
                  from ${reportOrders} where ${range(tenantId, from, to)}`,
    customers: sql`select count(*)::int as n from ${reportCustomers}
                    where tenant_id = ${tenantId} and approved_at >= ${from.toISOString()} and approved_at < ${to.toISOString()}`,
  };
}

function dayWhere(tenantId: string, from: Date, to: Date): SQL {
  const first = from.toISOString().slice(0, 10);
  const last = new Date(to.getTime() - 1).toISOString().slice(0, 10);
  return sql`tenant_id = ${tenantId} and day >= ${first} and day <= ${last}`;
}

/** Page views per day and the most viewed pages over the days of [from, to). */
export function pageViewStatements(tenantId: string, from: Date, to: Date): { perDay: SQL; topPages: SQL } {
  const where = dayWhere(tenantId, from, to);
  return {
    perDay: sql`select to_char(day, 'YYYY-MM-DD') as day, sum(views)::text as views from ${pageViews}
                 where ${where} group by day order by day`,
    topPages: sql`select path, sum(views)::text as views from ${pageViews}
                   where ${where} group by path order by sum(views) desc, path limit ${TOP_PAGES}`,
  };
}

/** The statements behind the chart series over [from, to). */
export function seriesStatements(tenantId: string, from: Date, to: Date) {
  const where = range(tenantId, from, to);
  return {
    perDay: sql`select to_char(placed_at at time zone 'UTC', 'YYYY-MM-DD') as day,
                       count(*) filter (where pieces > 0)::int as orders, sum(pieces)::int as pieces, sum(net_pence)::text as net
                  from ${reportOrders} where ${where} group by 1 order by 1`,
    perCategory: sql`select category, sum(pieces)::int as pieces, sum(net_pence)::text as net
                       from ${reportOrderLines} where ${where} group by 1 order by sum(net_pence) desc, 1`,
    perMetalKarat: sql`select metal, karat, sum(pieces)::int as pieces, sum(net_pence)::text as net
                         from ${reportOrderLines} where ${where} group by 1, 2 order by sum(net_pence) desc, 1, 2`,
    topDesigns: sql`select design_number, min(design_name) as design_name, sum(pieces)::int as pieces, sum(net_pence)::text as net
                      from ${reportOrderLines} where ${where} group by 1 order by sum(net_pence) desc, 1 limit ${TOP}`,
    topCustomers: sql`select customer_id, min(customer_name) as customer_name,
                             count(*) filter (where pieces > 0)::int as orders, sum(net_pence)::text as net
                        from ${reportOrders} where ${where} group by 1 order by sum(net_pence) desc, 1 limit ${TOP}`,
  };
}
