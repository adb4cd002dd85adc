import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { DataLayerGate } from '../../app/DataLayerGate';
import { ChangePasswordForm } from '../password';
import { AccountDetailsList } from './AccountDetailsList';
import { useAccountDetailsQuery } from './accountApi';
import { MarkupForm } from './MarkupForm';
import './account.css';

/** My Account: the account details, the retail markup used for RRP, and the password. */
export function MyAccountPage() {
  return (
    <DataLayerGate>
      <AccountPage />
    </DataLayerGate>
  );
}

function AccountPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  // Spec §8: a failed load is only logged; the page says the details are unavailable.
  const { data: details, isError } = useAccountDetailsQuery();
  const ids = useId();

  return (
    <div className="container account-page">
      <title>{`${t('accounts.account.title')} | ${t('brand.name')}`}</title>
      <div className="account-page__inner">
        <h1 className="account-page__title">{t('accounts.account.title')}</h1>
        <p className="account-page__intro">{t('accounts.account.intro')}</p>
        <div className="account-layout">
          <section className="account-card" aria-labelledby={`${ids}-details`}>
            <h2 className="account-card__title" id={`${ids}-details`}>
              {t('accounts.account.detailsTitle')}
            </h2>
            {details ? (
              <AccountDetailsList details={details} />
            ) : isError ? (
              <p className="form__error" role="alert">
                {t('accounts.account.failed')}
              </p>
            ) : (
              <p className="field__hint" role="status">
                {t('accounts.account.loading')}
              </p>
            )}
          </section>
          <section className="account-card" aria-labelledby={`${ids}-markup`}>
            <h2 className="account-card__title" id={`${ids}-markup`}>
              {t('accounts.account.markupTitle')}
            </h2>
            <p className="account-card__intro">{t('accounts.account.markupIntro')}</p>
            {details && <MarkupForm key={`${details.customerId}-${details.markup}`} details={details} />}
          </section>
          <section className="account-card" aria-labelledby={`${ids}-lists`}>
            <h2 className="account-card__title" id={`${ids}-lists`}>
              {t('quickOrder.lists.title')}
            </h2>
            <p className="account-card__intro">{t('quickOrder.lists.intro')}</p>
            <Link className="button button--outline button--small" to={localize('/order-lists')}>
              {t('quickOrder.lists.open')}
            </Link>
          </section>
          <section className="account-card account-layout__wide" aria-labelledby={`${ids}-password`}>
            <h2 className="account-card__title" id={`${ids}-password`}>
              {t('accounts.account.passwordTitle')}
            </h2>
            <p className="account-card__intro">{t('accounts.account.passwordIntro')}</p>
            <div className="account-layout__password">
              <ChangePasswordForm />
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
