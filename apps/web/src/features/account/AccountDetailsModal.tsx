import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { AccountDetailsList } from './AccountDetailsList';
import {
  selectAccountDetails,
  selectAccountDetailsModalOpen,
  selectAccountDetailsStatus,
} from './accountSelectors';
import { accountDetailsModalClosed } from './accountSlice';

/** Spec §2 account details modal (account number, company, contact first name, email, address, OK). */
export function AccountDetailsModal() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAccountDetailsModalOpen);
  const details = useAppSelector(selectAccountDetails);
  const status = useAppSelector(selectAccountDetailsStatus);
  const close = () => dispatch(accountDetailsModalClosed());

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('accounts.account.detailsTitle')}
      size="wide"
      footer={
        <Button type="button" variant="primary" onClick={close}>
          {t('accounts.account.ok')}
        </Button>
      }
    >
      {details && status !== 'loading' ? (
        <AccountDetailsList details={details} />
      ) : status === 'failed' ? (
        <p role="alert">{t('accounts.account.failed')}</p>
      ) : (
        <p role="status">{t('accounts.account.loading')}</p>
      )}
    </Dialog>
  );
}
