import type { AccountDetails } from '@atelier/contracts/identity';
import { useTranslation } from 'react-i18next';
import { formatAddress } from './accountSelectors';

/** Spec §2 account details: account number, company, contact first name, email, address. */
export function AccountDetailsList({ details }: { details: AccountDetails }) {
  const { t } = useTranslation();
  return (
    <dl className="details-list">
      <dt>{t('accounts.account.accountNumber')}</dt>
      <dd>{details.acNo}</dd>
      <dt>{t('accounts.account.company')}</dt>
      <dd>{details.company}</dd>
      <dt>{t('accounts.account.contactFirstName')}</dt>
      <dd>{details.first_name}</dd>
      <dt>{t('accounts.account.email')}</dt>
      <dd>{details.email}</dd>
      <dt>{t('accounts.account.address')}</dt>
      <dd>{formatAddress(details.address) ?? t('accounts.account.noAddress')}</dd>
    </dl>
  );
}
