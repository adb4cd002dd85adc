import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { useLocalize } from '../i18n/useLocalize';
import { selectFullName } from '../app/auth/authSelectors';
import { AdminMenu } from '../features/admin-menu/AdminMenu';
import { logoutRequested } from '../app/auth/authSlice';
import { adminLayoutEntered } from '../app/layout/layoutSlice';
import { FullPageLoader } from '../shared/ui/FullPageLoader';
import { Logo } from '../app/layout/Logo';
import '../app/layout/layout.css';
import { ThemeRoot } from '../ui/theme';

function AdminHeader() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const fullName = useAppSelector(selectFullName);
  return (
    <header className="admin-header">
      <div className="container admin-header__inner">
        <Logo to={localize('/admin-home')} label={t('admin.homeLink')} compact />
        <p className="admin-header__title">{t('admin.system')}</p>
        <div className="admin-header__actions">
          {fullName && <span className="admin-header__user">{fullName}</span>}
          <button
            type="button"
            className="button button--outline-light button--small"
            onClick={() => dispatch(logoutRequested({ destination: 'admin-login' }))}
          >
            {t('admin.logout')}
          </button>
        </div>
      </div>
    </header>
  );
}

function AdminFooter() {
  const { t } = useTranslation();
  return (
    <footer className="admin-footer">
      <div className="container">{t('admin.footer', { year: new Date().getFullYear() })}</div>
    </footer>
  );
}

/** Back office pages: admin header (ADMIN SYSTEM, logout, logo to /admin-home), menu, content, footer. */
export function AdminLayout() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(adminLayoutEntered());
  }, [dispatch]);
  return (
    <ThemeRoot theme="back-office" className="admin-shell">
      <AdminHeader />
      <main className="admin-main" id="main">
        <div className="container admin-body">
          <AdminMenu />
          <div className="admin-content">
            <Suspense fallback={<FullPageLoader />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </main>
      <AdminFooter />
    </ThemeRoot>
  );
}
