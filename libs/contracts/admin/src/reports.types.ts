/** Sums over one period (net is trade price times pieces, cancelled pieces left out, in pence). */
export interface PeriodFigures {
  orders: number;
  orderLines: number;
  pieces: number;
  netPence: number;
  /** Special-order lines' share of net sales, 0 to 1 (0 when nothing sold). */
  specialOrderShare: number;
  averageOrderPence: number;
  /** Customers approved in the period. */
  newCustomers: number;
  /** Storefront page views in the period's days (counted per UTC day). */
  pageViews: number;
}

export type DashboardPeriod = 'today' | 'week' | 'month';

/** A period so far against the same stretch of the period before (ISO instants, end exclusive). */
export interface PeriodComparison {
  period: DashboardPeriod;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  current: PeriodFigures;
  previous: PeriodFigures;
}

export type PendingWorkKey =
  | 'customersAwaitingApproval'
  | 'ordersAwaitingPricingApproval'
  | 'changeRequests'
  | 'bespokeRequests'
  | 'approsDueBack'
  | 'selleaseErrors';

/** Work waiting in the back office, with the back-office route that lists it. */
export interface PendingWorkItem {
  key: PendingWorkKey;
  count: number;
  route: string;
}

/** `GET /api/admin/dashboard`. */
export interface DashboardView {
  generatedAt: string;
  periods: PeriodComparison[];
  pending: PendingWorkItem[];
}

/** `GET /api/admin/dashboard/series`: chart data over a range (default: the last 90 days). */
export interface DashboardSeries {
  from: string;
  to: string;
  salesPerDay: Array<{ day: string; orders: number; pieces: number; netPence: number }>;
  perCategory: Array<{ category: string; pieces: number; netPence: number }>;
  perMetalKarat: Array<{ metal: string; karat: string; pieces: number; netPence: number }>;
  topDesigns: Array<{ designNumber: string; designName: string; pieces: number; netPence: number }>;
  topCustomers: Array<{ customerId: string; customerName: string; orders: number; netPence: number }>;
  /** Storefront page views per day of the range (days without views left out). */
  pageViewsPerDay: Array<{ day: string; views: number }>;
  /** The most viewed pages of the range. */
  topPages: Array<{ path: string; views: number }>;
}

/** One order line of the sales data. */
export interface SalesRow {
  orderId: string;
  orderNumber: string;
  lineNumber: number;
  placedAt: string;
  customerId: string;
  customerName: string;
  orderType: 'stock' | 'special';
  designNumber: string;
  designName: string;
  category: string;
  metal: string;
  karat: string;
  pieces: number;
  canceledPieces: number;
  unitPence: number;
  netPence: number;
}

export interface SalesTotals {
  orders: number;
  lines: number;
  pieces: number;
  netPence: number;
}

/** `GET /api/admin/reports/sales`: a page of rows and the totals over every row the filters match. */
export interface SalesPage {
  rows: SalesRow[];
  count: number;
  page: number;
  limit: number;
  pages: number;
  totals: SalesTotals;
}

/** `POST /api/admin/reports/rebuild`: what the read model holds after rebuilding it. */
export interface RebuildResult {
  orders: number;
  lines: number;
}

/** A page view as counted: the normalised path and the day's count so far. */
export interface PageViewRecorded {
  path: string;
  day: string;
  views: number;
}
