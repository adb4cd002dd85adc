import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectFullName, selectUser } from '../../app/auth/authSelectors';
import { ChangePasswordForm } from '../password';
import { useAdminPermissions } from '../admin-menu';
import './admin.css';

/** /admin-home: who is signed in and the admin permissions the API grants them. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const fullName = useAppSelector(selectFullName);
  const { permissions, status } = useAdminPermissions();
  const loading = status === 'loading';
  const permissionsId = useId();
  const passwordId = useId();

  return (
    <div className="container admin-page">
      <title>{t('meta.adminTitle')}</title>
      <h1 className="admin-page__title">{t('admin.welcome', { name: fullName })}</h1>
      {user && (
        <p className="admin-page__meta">
          {user.email} · {t('admin.role', { role: user.role })}
        </p>
      )}
      <section className="admin-card" aria-labelledby={permissionsId}>
        <h2 className="admin-card__title" id={permissionsId}>
          {t('admin.permissions')}
        </h2>
        {loading ? (
          <p role="status" className="admin-card__status">
            {t('admin.loading')}
          </p>
        ) : permissions.length > 0 ? (
          <ul className="permission-list">
            {permissions.map((permission) => (
              <li key={permission.key} className="permission-list__item">
                <span className="permission-list__label">{permission.label}</span>
                <code className="permission-list__key">{permission.key}</code>
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-card__status">{t('admin.noPermissions')}</p>
        )}
      </section>
      <section className="admin-card admin-card--narrow" aria-labelledby={passwordId}>
        <h2 className="admin-card__title" id={passwordId}>
          {t('accounts.account.passwordTitle')}
        </h2>
        <p className="admin-card__status">{t('accounts.account.passwordIntro')}</p>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
