import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { ResultPanel } from '../../shared/forms/ResultPanel';
import { selectIsLoggedIn } from '../../app/auth/authSelectors';
import { loginModalOpened } from '../../app/auth/authSlice';
import { selectVerification } from './registrationSelectors';
import { emailVerificationRequested } from './registrationSlice';

/** /email-verification/{id}: sends the link's token once and shows the server's answer. */
export function EmailVerificationPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const { id } = useParams();
  const verification = useAppSelector(selectVerification);
  const loggedIn = useAppSelector(selectIsLoggedIn);

  useEffect(() => {
    if (id) dispatch(emailVerificationRequested(id));
  }, [dispatch, id]);

  const title = `${t('accounts.verification.title')} | ${t('brand.name')}`;
  const home = (
    <Link className="button button--outline" to={localize('/')}>
      {t('accounts.form.backHome')}
    </Link>
  );

  let panel;
  if (!id) {
    panel = (
      <ResultPanel
        tone="error"
        title={t('accounts.verification.failedTitle')}
        text={t('accounts.verification.missingLink')}
      >
        {home}
      </ResultPanel>
    );
  } else if (verification.token !== id || verification.status === 'pending') {
    panel = <ResultPanel tone="pending" title={t('accounts.verification.verifying')} />;
  } else if (verification.status === 'verified') {
    panel = (
      <ResultPanel tone="success" title={t('accounts.verification.doneTitle')} text={verification.message}>
        {verification.approved && !loggedIn && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(loginModalOpened({ redirectTo: null }))}
          >
            {t('accounts.form.login')}
          </button>
        )}
        {home}
      </ResultPanel>
    );
  } else {
    panel = (
      <ResultPanel
        tone="error"
        title={t('accounts.verification.failedTitle')}
        text={verification.message}
        hint={t('accounts.verification.newLinkHint')}
      >
        {!loggedIn && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => dispatch(loginModalOpened({ redirectTo: null }))}
          >
            {t('accounts.form.login')}
          </button>
        )}
        {home}
      </ResultPanel>
    );
  }

  return (
    <div className="container account-page">
      <title>{title}</title>
      <div className="account-page__inner account-page__inner--narrow">{panel}</div>
    </div>
  );
}
