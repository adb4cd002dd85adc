import type { DashboardSeries, DashboardView, DateRangeDto, SalesPage } from '@atelier/contracts/admin';
import { dataApi, fromApi } from '../../api/baseApi';
import type { CatalogueReport, FileRequest, SalesExportQuery, SalesQuery } from '../../api/reports';
import type { CatalogueReportFormat, FilterOptions } from '@atelier/contracts/catalogue';
import { saveFile } from '../../shared/saveFile';

const REPORTS = { type: 'Reports', id: 'ALL' } as const;

/** Dashboard (permission `dashboard`), sales data and report files (permission `reports`). */
export const reportsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardView, void>({
      queryFn: fromApi(async (api) => (await api.adminDashboard()).data),
      providesTags: [REPORTS],
    }),
    dashboardSeries: build.query<DashboardSeries, DateRangeDto>({
      queryFn: fromApi(async (api, range) => (await api.adminDashboardSeries(range)).data),
      providesTags: [REPORTS],
    }),
    sales: build.query<SalesPage, SalesQuery>({
      queryFn: fromApi(async (api, query) => (await api.adminSales(query)).data),
      providesTags: [REPORTS],
    }),
    /** The sales filters' choices: item (category), metal and karat names as orders record them. */
    reportLookups: build.query<FilterOptions, void>({
      queryFn: fromApi(async (api) => (await api.getFilterOptions()).data),
    }),
    /** Downloads the file as the server streams it and hands it to the browser (never to the store). */
    exportSales: build.mutation<string, FileRequest<SalesExportQuery>>({
      queryFn: fromApi(async (api, request) => {
        const file = await api.adminExportSales(request);
        const name = file.filename ?? `sales.${request.query.format}`;
        saveFile(file.blob, name);
        return name;
      }),
    }),
    catalogueReport: build.mutation<
      string,
      FileRequest<{ report: CatalogueReport; format: CatalogueReportFormat }>
    >({
      queryFn: fromApi(async (api, request) => {
        const file = await api.adminCatalogueReport(request);
        const name = file.filename ?? `${request.query.report}-report.${request.query.format}`;
        saveFile(file.blob, name);
        return name;
      }),
    }),
  }),
});

export const {
  useDashboardQuery,
  useDashboardSeriesQuery,
  useSalesQuery,
  useReportLookupsQuery,
  useExportSalesMutation,
  useCatalogueReportMutation,
} = reportsApi;
