import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../shared/ui/icons';
import { Modal } from '../../shared/ui/Modal';

/** A dialog asking to confirm a step that cannot be undone (delete, stop access). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  danger = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onCancel}>
      <div className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onCancel}>
          <CloseIcon />
        </button>
      </div>
      <div className="modal__intro">{children}</div>
      <div className="form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel} data-autofocus>
          {t('accounts.admin.common.cancel')}
        </button>
        <button
          type="button"
          className={`button ${danger ? 'button--danger' : 'button--primary'}`}
          aria-busy={pending || undefined}
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}

/** A dialog holding a form (approve, reject): the form brings its own buttons. */
export function FormDialog({
  title,
  intro,
  onClose,
  children,
}: {
  title: string;
  intro?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const introId = useId();
  return (
    <Modal labelledBy={titleId} describedBy={intro ? introId : undefined} onClose={onClose} size="wide">
      <div className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {intro && (
        <p className="modal__intro" id={introId}>
          {intro}
        </p>
      )}
      {children}
    </Modal>
  );
}
