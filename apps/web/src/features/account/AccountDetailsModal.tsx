import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { CloseIcon } from '../../shared/ui/icons';
import { Modal } from '../../shared/ui/Modal';
import { AccountDetailsList } from './AccountDetailsList';
import {
  selectAccountDetails,
  selectAccountDetailsModalOpen,
  selectAccountDetailsStatus,
} from './accountSelectors';
import { accountDetailsModalClosed } from './accountSlice';

function AccountDetailsDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectAccountDetails);
  const status = useAppSelector(selectAccountDetailsStatus);
  const titleId = useId();
  const close = () => dispatch(accountDetailsModalClosed());

  return (
    <Modal labelledBy={titleId} onClose={close} size="wide">
      <div className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {t('accounts.account.detailsTitle')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      {details && status !== 'loading' ? (
        <AccountDetailsList details={details} />
      ) : status === 'failed' ? (
        <p className="form__error" role="alert">
          {t('accounts.account.failed')}
        </p>
      ) : (
        <p className="field__hint" role="status">
          {t('accounts.account.loading')}
        </p>
      )}
      <div className="form__actions">
        <button type="button" className="button button--primary" onClick={close} data-autofocus>
          {t('accounts.account.ok')}
        </button>
      </div>
    </Modal>
  );
}

/** Spec §2 account details modal (account number, company, contact first name, email, address, OK). */
export function AccountDetailsModal() {
  const open = useAppSelector(selectAccountDetailsModalOpen);
  return open ? <AccountDetailsDialog /> : null;
}
