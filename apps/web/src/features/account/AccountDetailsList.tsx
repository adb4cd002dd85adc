import type { AccountDetails } from '@atelier/contracts/identity';
import { useTranslation } from 'react-i18next';
import { Details } from '../../ui/Page';
import { formatAddress } from './accountSelectors';

/** Spec §2 account details: account number, company, contact first name, email, address. */
export function AccountDetailsList({ details }: { details: AccountDetails }) {
  const { t } = useTranslation();
  return (
    <Details
      items={[
        [t('accounts.account.accountNumber'), details.acNo],
        [t('accounts.account.company'), details.company],
        [t('accounts.account.contactFirstName'), details.first_name],
        [t('accounts.account.email'), details.email],
        [t('accounts.account.address'), formatAddress(details.address) ?? t('accounts.account.noAddress')],
      ]}
    />
  );
}
