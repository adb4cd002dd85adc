import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { selectIsAdminUser, selectIsLoggedIn } from '../../app/auth/authSelectors';
import { LoginForm } from './LoginForm';

/** /admin-login: the same login call; only admin roles get through (checked in the login saga). */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdminUser);
  const titleId = useId();
  // Only an admin who arrives already signed in is sent on; a fresh login is routed by the login saga.
  const [alreadySignedIn] = useState(loggedIn && isAdmin);

  if (alreadySignedIn) return <Navigate to={localize('/admin-home')} replace />;

  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <title>{t('meta.adminTitle')}</title>
      <h1 className="auth-card__title" id={titleId}>
        {t('login.adminTitle')}
      </h1>
      <p className="auth-card__intro">{t('login.adminIntro')}</p>
      <LoginForm mode="admin" />
    </section>
  );
}
