import { call, type NoPayload } from '@atelier/contracts/common';
import type { DateRangeDto, RecordPageViewDto, SalesQueryDto } from './reports.dto';
import { ReportsPatterns } from './reports.patterns';
import type {
  DashboardSeries,
  DashboardView,
  PageViewRecorded,
  RebuildResult,
  SalesPage,
} from './reports.types';

/**
 * The reporting call map (admin service). The dashboard calls need the `dashboard` permission, the
 * sales data and the rebuild `reports`; the gateway checks them and so does the service.
 */
export const ReportsApi = {
  dashboard: call<NoPayload, DashboardView>(ReportsPatterns.dashboard),
  dashboardSeries: call<DateRangeDto, DashboardSeries>(ReportsPatterns.dashboardSeries),
  sales: call<SalesQueryDto, SalesPage>(ReportsPatterns.sales),
  rebuild: call<NoPayload, RebuildResult>(ReportsPatterns.rebuild),
  /** Public (the storefront's analytics): tenant-scoped, rate-limited per address by the gateway. */
  recordPageView: call<RecordPageViewDto, PageViewRecorded>(ReportsPatterns.recordPageView),
} as const;
