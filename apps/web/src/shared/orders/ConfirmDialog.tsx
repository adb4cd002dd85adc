import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';

/** Asks before a step that cannot be undone (reject pricing, convert to special, cancel pieces). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending = false,
  danger = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={onCancel}>
      <div className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onCancel}>
          <CloseIcon />
        </button>
      </div>
      <div className="modal__intro" id={textId}>
        {children}
      </div>
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} data-autofocus>
          {t('orders.common.cancel')}
        </button>
        <button
          type="button"
          className={`button ${danger ? 'button--danger' : 'button--primary'}`}
          disabled={pending}
          aria-busy={pending || undefined}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
