import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { AdminPermission } from '../../api/types';
import { useLocalize } from '../../i18n/useLocalize';
import { holdsPermission } from './adminMenuItems';

/** The storefront content screens of issue 12 (permission `content`). */
const CONTENT_ADMIN_ITEMS = [
  { path: '/Admin/announcement-bar', label: 'announcement' },
  { path: '/Admin/running-lines', label: 'runningLines' },
  { path: '/Admin/upload-running-line', label: 'uploadRunningLine' },
  { path: '/Admin/footer-pages', label: 'pages' },
  { path: '/Admin/storefront-media', label: 'media' },
] as const;

export function ContentAdminMenu({ permissions }: { permissions: readonly AdminPermission[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (!holdsPermission(permissions, 'content')) return null;
  return (
    <div className="admin-menu__group">
      <p className="admin-menu__heading">{t('content.admin.menu.heading')}</p>
      <ul className="admin-menu__list">
        {CONTENT_ADMIN_ITEMS.map((item) => (
          <li key={item.path}>
            <NavLink className="admin-menu__link" to={localize(item.path)}>
              {t(`content.admin.menu.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
