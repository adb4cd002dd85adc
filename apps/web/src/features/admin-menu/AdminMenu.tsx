import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { selectAdminPermissions, selectAdminPermissionsStatus } from './adminMenuSelectors';
import { adminPermissionsRequested } from '../admin/adminSlice';
import { visibleMenu } from './adminMenuItems';
import { CatalogueAdminMenu } from '../admin-images/CatalogueAdminMenu';
import { AdminOrdersMenu } from '../admin-orders/AdminOrdersMenu';
import './admin-menu.css';

/** The back-office menu: only the screens the signed-in admin's permissions allow. */
export function AdminMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const permissions = useAppSelector(selectAdminPermissions);
  const status = useAppSelector(selectAdminPermissionsStatus);

  useEffect(() => {
    if (status === 'idle') dispatch(adminPermissionsRequested());
  }, [dispatch, status]);

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
          <div key={group.permission} className="admin-menu__group">
            <p className="admin-menu__heading">{t(`accounts.admin.menu.${group.label}`)}</p>
            <ul className="admin-menu__list">
              {group.items.map((item) => (
                <li key={item.path}>
                  <NavLink className="admin-menu__link" to={localize(item.path)}>
                    {t(`accounts.admin.menu.${item.label}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {/* Issue 5: orders, change requests, bespoke orders, appros and invoices (permission `orders`). */}
        <AdminOrdersMenu permissions={permissions} />
        {/* Issue 11: pictures (permission `images`). */}
        <CatalogueAdminMenu permissions={permissions} />
        {status === 'loading' && (
          <p className="admin-menu__status" role="status">
            {t('accounts.admin.common.loading')}
          </p>
        )}
      </div>
    </nav>
  );
}
