import { type SQL, sql } from 'drizzle-orm';
import { reportCustomers, reportOrderLines, reportOrders } from '../schema/admin.schema';

const TOP = 10;

function range(tenantId: string, from: Date, to: Date): SQL {
  return sql`tenant_id = ${tenantId} and placed_at >= ${from.toISOString()} and placed_at < ${to.toISOString()}`;
}

/**
 * The statements behind one period's dashboard figures over [from, to): index-only range scans of the
 * per-order rows and of the approved customers. Exported so the dashboard bench replays exactly these.
 */
export function figuresStatements(tenantId: string, from: Date, to: Date): { orders: SQL; customers: SQL } {
  return {
    orders: sql`select count(*) filter (where pieces > 0)::int as orders, coalesce(sum(lines), 0)::int as lines,
                       coalesce(sum(pieces), 0)::int as pieces, coalesce(sum(net_pence), 0)::text as net,
                       coalesce(sum(special_net_pence), 0)::text as special
                  from ${reportOrders} where ${range(tenantId, from, to)}`,
    customers: sql`select count(*)::int as n from ${reportCustomers}
                    where tenant_id = ${tenantId} and approved_at >= ${from.toISOString()} and approved_at < ${to.toISOString()}`,
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
