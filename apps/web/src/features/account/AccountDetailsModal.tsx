import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { AccountDetailsList } from './AccountDetailsList';
import { DataLayerGate } from '../../app/DataLayerGate';
import { useAccountDetailsQuery } from './accountApi';
import { selectAccountDetailsModalOpen } from './accountSelectors';
import { accountDetailsModalClosed } from './accountSlice';

/** Spec §2 account details modal (account number, company, contact first name, email, address, OK). */
export function AccountDetailsModal() {
  return (
    <DataLayerGate>
      <DetailsDialog />
    </DataLayerGate>
  );
}

function DetailsDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectAccountDetailsModalOpen);
  // The dialog reads the details afresh each time it opens.
  const { data: details, isFetching, isError } = useAccountDetailsQuery();
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
      {details && !isFetching ? (
        <AccountDetailsList details={details} />
      ) : isError ? (
        <p role="alert">{t('accounts.account.failed')}</p>
      ) : (
        <p role="status">{t('accounts.account.loading')}</p>
      )}
    </Dialog>
  );
}
