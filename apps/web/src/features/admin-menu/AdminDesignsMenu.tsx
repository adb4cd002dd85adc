import { useTranslation } from 'react-i18next';
import type { AdminPermission } from '../../api/types';
import { holdsPermission } from './adminMenuItems';
import { MenuGroup } from './MenuGroup';

/** The back-office designs screens of issue 11, shown to holders of the `designs` permission. */
export const DESIGNS_ADMIN_MENU = [
  { path: '/Admin/view-list', label: 'viewList' },
  { path: '/Admin/add-design', label: 'addDesign' },
  { path: '/Admin/manage-design', label: 'manageDesign' },
  { path: '/Admin/retire-design', label: 'retireDesign' },
  { path: '/Admin/lab-grown-view-list', label: 'labGrownList' },
  { path: '/Admin/lab-grown-add-single-design', label: 'labGrownAdd' },
] as const;

export function AdminDesignsMenu({ permissions }: { permissions: readonly AdminPermission[] }) {
  const { t } = useTranslation();
  if (!holdsPermission(permissions, 'designs')) return null;
  return (
    <MenuGroup
      heading={t('designs.menu.heading')}
      items={DESIGNS_ADMIN_MENU.map((item) => ({ path: item.path, label: t(`designs.menu.${item.label}`) }))}
    />
  );
}
