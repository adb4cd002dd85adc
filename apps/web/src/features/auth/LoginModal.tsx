import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { CloseIcon } from '../../shared/ui/icons';
import { Modal } from '../../shared/ui/Modal';
import { selectLoginModalOpen } from '../../app/auth/authSelectors';
import { loginModalClosed } from '../../app/auth/authSlice';
import { LoginForm } from './LoginForm';

function LoginDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const titleId = useId();
  const introId = useId();
  const close = () => dispatch(loginModalClosed());

  return (
    <Modal labelledBy={titleId} describedBy={introId} onClose={close}>
      <div className="modal__header">
        <h2 className="modal__title" id={titleId}>
          {t('login.title')}
        </h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={close}>
          <CloseIcon />
        </button>
      </div>
      <p className="modal__intro" id={introId}>
        {t('login.intro')}
      </p>
      <p className="modal__register">
        {t('login.newUser')}{' '}
        <Link to={localize('/user-registration')} onClick={close}>
          {t('login.register')}
        </Link>
      </p>
      <LoginForm mode="storefront" onLeave={close} />
    </Modal>
  );
}

/** The storefront login modal (spec §2): opened from the header, /login, or a guarded link. */
export function LoginModal() {
  const open = useAppSelector(selectLoginModalOpen);
  return open ? <LoginDialog /> : null;
}
