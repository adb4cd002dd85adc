import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { AdminPermission } from '../../api/types';
import { useLocalize } from '../../i18n/useLocalize';
import { holdsPermission } from './adminMenuItems';

/** The back-office screens of issue 5, shown to holders of the `orders` permission. */
export const ORDERS_ADMIN_MENU = [
  { path: '/Admin/orders', label: 'orders' },
  { path: '/Admin/change-requests', label: 'changeRequests' },
  { path: '/Admin/bespoke-orders', label: 'bespoke' },
  { path: '/Admin/appros', label: 'appros' },
  { path: '/Admin/invoices', label: 'invoices' },
] as const;

export function AdminOrdersMenu({ permissions }: { permissions: readonly AdminPermission[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  if (!holdsPermission(permissions, 'orders')) return null;
  return (
    <div className="admin-menu__group">
      <p className="admin-menu__heading">{t('orders.admin.menu.heading')}</p>
      <ul className="admin-menu__list">
        {ORDERS_ADMIN_MENU.map((item) => (
          <li key={item.path}>
            <NavLink className="admin-menu__link" to={localize(item.path)}>
              {t(`orders.admin.menu.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
