import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { useAdminPermissions } from './adminPermissionsApi';
import { visibleMenu } from './adminMenuItems';
import { AdminDesignsMenu } from './AdminDesignsMenu';
import { AdminOrdersMenu } from './AdminOrdersMenu';
import { AdminReportsMenu } from './AdminReportsMenu';
import { MenuGroup } from './MenuGroup';
import { AdminMenusMenu } from './AdminMenusMenu';
import { CatalogueAdminMenu } from './CatalogueAdminMenu';
import { ContentAdminMenu } from './ContentAdminMenu';
import { PricesAdminMenu } from './PricesAdminMenu';
import { SyncAdminMenu } from './SyncAdminMenu';
import './admin-menu.css';

/** The back-office menu: only the screens the signed-in admin's permissions allow. */
export function AdminMenu() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { permissions, status } = useAdminPermissions();

  const groups = visibleMenu(permissions);
  // Below the laptop width the menu folds behind a button, so a screen opens on its own content.
  const [open, setOpen] = useState(false);
  const bodyId = useId();

  return (
    <nav
      className={`admin-menu${open ? ' is-open' : ''}`}
      aria-label={t('accounts.admin.menu.label')}
      onClick={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
      }}
    >
      <button
        type="button"
        className="admin-menu__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('header.menu')}
      </button>
      <div className="admin-menu__body" id={bodyId}>
        <ul className="admin-menu__list">
          <li>
            <NavLink className="admin-menu__link" to={localize('/admin-home')} end>
              {t('accounts.admin.menu.home')}
            </NavLink>
          </li>
        </ul>
        {groups.map((group) => (
          <MenuGroup
            key={group.permission}
            heading={t(`accounts.admin.menu.${group.label}`)}
            items={group.items.map((item) => ({
              path: item.path,
              label: t(`accounts.admin.menu.${item.label}`),
            }))}
          />
        ))}
        {/* Issue 13: dashboard (permission `dashboard`), sales data and reports (permission `reports`). */}
        <AdminReportsMenu permissions={permissions} />
        {/* Issue 5: orders, change requests, bespoke orders, appros and invoices (permission `orders`). */}
        <AdminOrdersMenu permissions={permissions} />
        {/* Issue 11: designs and variants (permission `designs`). */}
        <AdminDesignsMenu permissions={permissions} />
        {/* Issue 11: storefront filters (permission `designs`) and menus (permission `menus`). */}
        <AdminMenusMenu permissions={permissions} />
        {/* Issue 11: pictures (permission `images`). */}
        <CatalogueAdminMenu permissions={permissions} />
        {/* Issue 12: announcement, running lines, footer pages, QR popups and videos (permission `content`). */}
        <ContentAdminMenu permissions={permissions} />
        {/* Issue 12: global markup and VAT rate, discounts (permission `discounts`). */}
        <PricesAdminMenu permissions={permissions} />
        <SyncAdminMenu permissions={permissions} />
        {status === 'loading' && (
          <p className="admin-menu__status" role="status">
            {t('accounts.admin.common.loading')}
          </p>
        )}
      </div>
    </nav>
  );
}
