import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { AdminPermission } from '../../api/types';
import { useLocalize } from '../../i18n/useLocalize';
import { holdsPermission } from '../admin-menu/adminMenuItems';

/** Issue 11: storefront filters (permission `designs`) and the mega-menu (permission `menus`). */
export const MENUS_ADMIN_MENU = [
  {
    permission: 'designs',
    heading: 'filters',
    items: [
      { path: '/Admin/create-multi-filter', label: 'createFilter' },
      { path: '/Admin/dynamic-multi-filter', label: 'dynamicFilter' },
      { path: '/Admin/map-multiFilter', label: 'mapMain' },
      { path: '/Admin/map-sub-filter', label: 'mapSub' },
    ],
  },
  {
    permission: 'menus',
    heading: 'menus',
    items: [
      { path: '/menu-management', label: 'menuManagement' },
      { path: '/Admin/page-index', label: 'pageIndex' },
      { path: '/Admin/page2-map', label: 'page2Map' },
      { path: '/Admin/map-group-to-submenu2', label: 'mapGroup' },
      { path: '/Admin/map-subgroup-to-submenu2', label: 'mapSubgroup' },
    ],
  },
] as const;

export function AdminMenusMenu({ permissions }: { permissions: readonly AdminPermission[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <>
      {MENUS_ADMIN_MENU.filter((group) => holdsPermission(permissions, group.permission)).map((group) => (
        <div key={group.heading} className="admin-menu__group">
          <p className="admin-menu__heading">{t(`menus.nav.${group.heading}`)}</p>
          <ul className="admin-menu__list">
            {group.items.map((item) => (
              <li key={item.path}>
                <NavLink className="admin-menu__link" to={localize(item.path)}>
                  {t(`menus.nav.${item.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
