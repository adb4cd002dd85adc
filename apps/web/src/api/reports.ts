import type {
  DashboardSeries,
  DashboardView,
  DateRangeDto,
  SalesFilterDto,
  SalesPage,
  SalesQueryDto,
} from '@atelier/contracts/admin';
import type { CatalogueReportFormat } from '@atelier/contracts/catalogue';
import type { DownloadedFile, DownloadProgress, HttpClient } from './client';
import { designQueryParams } from './designs';
import type { ApiEnvelope } from './types';

/*
 * The back office's dashboard, sales data and reports (issue 13; permissions `dashboard` and
 * `reports`). Shapes come from the admin and catalogue contracts as types only.
 */

export type SalesQuery = SalesQueryDto;
export type SalesExportQuery = SalesFilterDto & { format: CatalogueReportFormat };
export type CatalogueReport = 'designs' | 'mapping';

export interface FileRequest<Q> {
  query: Q;
  onProgress?: (progress: DownloadProgress) => void;
}

export interface ReportsCalls {
  adminDashboard: () => Promise<ApiEnvelope<DashboardView>>;
  adminDashboardSeries: (range: DateRangeDto) => Promise<ApiEnvelope<DashboardSeries>>;
  adminSales: (query: SalesQuery) => Promise<ApiEnvelope<SalesPage>>;
  /** The sales data exactly as filtered, streamed by the server; progress counts the bytes received. */
  adminExportSales: (request: FileRequest<SalesExportQuery>) => Promise<DownloadedFile>;
  adminCatalogueReport: (
    request: FileRequest<{ report: CatalogueReport; format: CatalogueReportFormat }>,
  ) => Promise<DownloadedFile>;
}

export function createReportsApi(http: HttpClient): ReportsCalls {
  return {
    adminDashboard: () => http.request('GET', '/admin/dashboard'),
    adminDashboardSeries: (range) =>
      http.request('GET', `/admin/dashboard/series${designQueryParams(range)}`),
    adminSales: (query) => http.request('GET', `/admin/reports/sales${designQueryParams(query)}`),
    adminExportSales: ({ query, onProgress }) =>
      http.download(`/admin/reports/sales/export${designQueryParams(query)}`, { onProgress }),
    adminCatalogueReport: ({ query, onProgress }) =>
      http.download(`/admin/reports/${query.report}?format=${query.format}`, { onProgress }),
  };
}
