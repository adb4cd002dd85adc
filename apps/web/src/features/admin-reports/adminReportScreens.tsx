import { CatalogueReportPage } from './CatalogueReportPage';
import { DashboardPage } from './DashboardPage';

/** The back-office dashboard, sales data and report screens (issue 13), one chunk. */
export { SalesDataPage } from './SalesDataPage';

export function DashboardBarScreen() {
  return <DashboardPage view="bar" />;
}

export function DashboardListScreen() {
  return <DashboardPage view="list" />;
}

export function DesignReportScreen() {
  return <CatalogueReportPage report="designs" />;
}

export function MappingReportScreen() {
  return <CatalogueReportPage report="mapping" />;
}
