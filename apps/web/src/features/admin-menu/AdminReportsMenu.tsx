import { useTranslation } from 'react-i18next';
import type { AdminPermission } from '../../api/types';
import { holdsPermission } from './adminMenuItems';
import { MenuGroup } from './MenuGroup';

/** Issue 13: the dashboard (permission `dashboard`) and the sales data and reports (permission `reports`). */
export const DASHBOARD_MENU = [
  { path: '/Admin/dashboard-bar', label: 'dashboardBar' },
  { path: '/Admin/dashboard-list', label: 'dashboardList' },
] as const;

export const REPORTS_MENU = [
  { path: '/Admin/sales-data', label: 'salesData' },
  { path: '/Admin/download-design-report', label: 'designReport' },
  { path: '/download-mapping-reports', label: 'mappingReport' },
] as const;

export function AdminReportsMenu({ permissions }: { permissions: readonly AdminPermission[] }) {
  const { t } = useTranslation();
  return (
    <>
      {holdsPermission(permissions, 'dashboard') && (
        <MenuGroup
          heading={t('reports.menu.dashboardHeading')}
          items={DASHBOARD_MENU.map((item) => ({ path: item.path, label: t(`reports.menu.${item.label}`) }))}
        />
      )}
      {holdsPermission(permissions, 'reports') && (
        <MenuGroup
          heading={t('reports.menu.reportsHeading')}
          items={REPORTS_MENU.map((item) => ({ path: item.path, label: t(`reports.menu.${item.label}`) }))}
        />
      )}
    </>
  );
}
