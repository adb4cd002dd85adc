import { type SQL, sql } from 'drizzle-orm';
import { TOP_PAGES } from '@atelier/contracts/admin';
import { pageViews, reportCustomers, reportOrderLines, reportOrders } from '../schema/admin.schema';

const TOP = 10;

function range(tenantId: string, from: Date, to: Date): SQL {
  return sql`tenant_id = ${tenantId} and placed_at >= ${from.toISOString()} and placed_at < ${to.toISOString()}`;
}

/** A half-open instant range [from, to). */
export interface FigureRange {
  from: Date;
  to: Date;
}

/** The ranges as a VALUES list (i, from, to, first day, last day) the figures join on. */
function rangeValues(ranges: readonly FigureRange[]): SQL {
  const rows = ranges.map(
    (r, i) =>
      sql`(${i}, ${r.from.toISOString()}::timestamptz, ${r.to.toISOString()}::timestamptz, ${dayOf(r.from)}::date, ${dayOf(new Date(r.to.getTime() - 1))}::date)`,
  );
  return sql`(values ${sql.join(rows, sql`, `)}) as r(i, f, t, first_day, last_day)`;
}

const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The statements behind the dashboard's figures, one per source for all its periods at once (one
 * round trip each, however many periods): per range an index-only range scan of the per-order rows, of
 * the approved customers and of the page views by day. Each answers one row per range, `i` its
 * position. Exported so the dashboard bench replays exactly these.
 */
export function figuresStatements(
  tenantId: string,
  ranges: readonly FigureRange[],
): { orders: SQL; customers: SQL; pageViews: SQL } {
  const values = rangeValues(ranges);
  return {
    orders: sql`select r.i, x.* from ${values} cross join lateral (
                  select count(*) filter (where pieces > 0)::int as orders, coalesce(sum(lines), 0)::int as lines,
                         coalesce(sum(pieces), 0)::int as pieces, coalesce(sum(net_pence), 0)::text as net,
                         coalesce(sum(special_net_pence), 0)::text as special
                    from ${reportOrders} where tenant_id = ${tenantId} and placed_at >= r.f and placed_at < r.t) x`,
    customers: sql`select r.i, x.n from ${values} cross join lateral (
                     select count(*)::int as n from ${reportCustomers}
                      where tenant_id = ${tenantId} and approved_at >= r.f and approved_at < r.t) x`,
    // Views are counted per UTC day: the days each period touches.
    pageViews: sql`select r.i, x.n from ${values} cross join lateral (
                     select coalesce(sum(views), 0)::text as n from ${pageViews}
                      where tenant_id = ${tenantId} and day >= r.first_day and day <= r.last_day) x`,
  };
}

function dayWhere(tenantId: string, from: Date, to: Date): SQL {
  return sql`tenant_id = ${tenantId} and day >= ${dayOf(from)} and day <= ${dayOf(new Date(to.getTime() - 1))}`;
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
