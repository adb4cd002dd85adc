import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { AdminPermission } from '../../api/types';
import { useLocalize } from '../../i18n/useLocalize';
import { holdsPermission } from './adminMenuItems';

/** The Sellease link of issue 14 (permission `sync`). */
const SYNC_ADMIN_ITEMS = [
  { path: '/Admin/sellease-sync', label: 'runs' },
  { path: '/Admin/sellease-err-sync', label: 'errors' },
  { path: '/Admin/activate-cron', label: 'schedules' },
] as const;

export function SyncAdminMenu({ permissions }: { permissions: readonly AdminPermission[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (!holdsPermission(permissions, 'sync')) return null;
  return (
    <div className="admin-menu__group">
      <p className="admin-menu__heading">{t('sync.menu.heading')}</p>
      <ul className="admin-menu__list">
        {SYNC_ADMIN_ITEMS.map((item) => (
          <li key={item.path}>
            <NavLink className="admin-menu__link" to={localize(item.path)}>
              {t(`sync.menu.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
