/** Request/reply patterns of the admin service's reporting (dashboard, sales data, rebuild). */
export const ReportsPatterns = {
  dashboard: 'admin.reports.dashboard',
  dashboardSeries: 'admin.reports.dashboard-series',
  sales: 'admin.reports.sales',
  rebuild: 'admin.reports.rebuild',
  /** The storefront's page views (spec section 7), counted per page and day. */
  recordPageView: 'admin.reports.record-page-view',
} as const;

/** Sortable columns of the sales data. */
export const SALES_SORTS = [
  'placedAt',
  'orderNumber',
  'customerName',
  'designNumber',
  'category',
  'metal',
  'karat',
  'orderType',
  'pieces',
  'netPence',
] as const;
export type SalesSort = (typeof SALES_SORTS)[number];

/** Line order types as orders records them (bespoke requests are counted as pending work, unpriced). */
export const SALES_ORDER_TYPES = ['stock', 'special'] as const;

export const MAX_SALES_PAGE_SIZE = 500;

/** The longest page path counted; a longer one is refused (400), never cut and stored. */
export const PAGE_VIEW_PATH_MAX = 300;
/** The most pages the dashboard lists as most viewed. */
export const TOP_PAGES = 10;
