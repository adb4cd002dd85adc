import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { AdminPermission } from '../../api/types';
import { useLocalize } from '../../i18n/useLocalize';
import { holdsPermission } from '../admin-menu/adminMenuItems';

/** The back-office screens of issue 11, shown to holders of the `designs` permission. */
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
  const localize = useLocalize();
  if (!holdsPermission(permissions, 'designs')) return null;
  return (
    <div className="admin-menu__group">
      <p className="admin-menu__heading">{t('designs.menu.heading')}</p>
      <ul className="admin-menu__list">
        {DESIGNS_ADMIN_MENU.map((item) => (
          <li key={item.path}>
            <NavLink className="admin-menu__link" to={localize(item.path)}>
              {t(`designs.menu.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
