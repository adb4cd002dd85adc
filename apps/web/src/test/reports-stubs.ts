import type { ReportsCalls } from '../api/reports';

export type ReportsApiMocks = {
  [K in keyof ReportsCalls]: jest.Mock<ReturnType<ReportsCalls[K]>, Parameters<ReportsCalls[K]>>;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

/** Every dashboard, sales data and report call (issue 13) as a jest mock that rejects until stubbed. */
export function createReportsStubs(): ReportsApiMocks {
  return {
    adminDashboard: jest.fn<
      ReturnType<ReportsCalls['adminDashboard']>,
      Parameters<ReportsCalls['adminDashboard']>
    >(notStubbed),
    adminDashboardSeries: jest.fn<
      ReturnType<ReportsCalls['adminDashboardSeries']>,
      Parameters<ReportsCalls['adminDashboardSeries']>
    >(notStubbed),
    adminSales: jest.fn<ReturnType<ReportsCalls['adminSales']>, Parameters<ReportsCalls['adminSales']>>(
      notStubbed,
    ),
    adminExportSales: jest.fn<
      ReturnType<ReportsCalls['adminExportSales']>,
      Parameters<ReportsCalls['adminExportSales']>
    >(notStubbed),
    adminCatalogueReport: jest.fn<
      ReturnType<ReportsCalls['adminCatalogueReport']>,
      Parameters<ReportsCalls['adminCatalogueReport']>
    >(notStubbed),
  };
}
