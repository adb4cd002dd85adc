import { useTranslation } from 'react-i18next';
import type { AdminPermission } from '../../api/types';
import { holdsPermission } from '../admin-menu/adminMenuItems';
import { MenuGroup } from '../admin-menu/MenuGroup';

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
  if (!holdsPermission(permissions, 'orders')) return null;
  return (
    <MenuGroup
      heading={t('orders.admin.menu.heading')}
      items={ORDERS_ADMIN_MENU.map((item) => ({
        path: item.path,
        label: t(`orders.admin.menu.${item.label}`),
      }))}
    />
  );
}
