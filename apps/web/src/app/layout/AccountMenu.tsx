import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { ChevronDownIcon, UserIcon } from '../../shared/ui/icons';
import { selectFirstName, selectFullName, selectUser } from '../auth/authSelectors';
import { accountDetailsModalOpened } from '../../features/account/accountSlice';
import { logoutRequested } from '../auth/authSlice';
import { selectSelectedCustomer, selectShowOrderHistory } from '../session/sessionSelectors';
import { ACCOUNT_ORDER_LINKS } from '../../features/orders/accountOrderLinks';

/** Signed-in user's name and the account dropdown (order history with trade prices only, logout). */
export function AccountMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const user = useAppSelector(selectUser);
  const firstName = useAppSelector(selectFirstName);
  const fullName = useAppSelector(selectFullName);
  const customer = useAppSelector(selectSelectedCustomer);
  const showOrderHistory = useAppSelector(selectShowOrderHistory);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target))
        setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (!user) return null;

  return (
    <div className="account" ref={rootRef}>
      <span className="account__name" role="note" aria-label={t('header.signedInAs')}>
        {firstName}
      </span>
      <button
        type="button"
        className="header-icon-button"
        aria-label={t('header.account')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <UserIcon />
        <ChevronDownIcon />
      </button>
      <div className="dropdown account__panel" id={panelId} hidden={!open}>
        <p className="account__summary">
          <strong>{fullName}</strong>
          <span>{user.email}</span>
          {customer && (
            <span>
              {customer.company} ({customer.acNo})
            </span>
          )}
        </p>
        <ul className="dropdown__list">
          <li>
            <Link className="dropdown__item" to={localize('/my-account')} onClick={() => setOpen(false)}>
              {t('accounts.account.menuLink')}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="dropdown__item"
              onClick={() => {
                setOpen(false);
                dispatch(accountDetailsModalOpened());
              }}
            >
              {t('accounts.account.detailsButton')}
            </button>
          </li>
          {showOrderHistory && (
            <li>
              <Link className="dropdown__item" to={localize('/order-history')} onClick={() => setOpen(false)}>
                {t('header.orderHistory')}
              </Link>
            </li>
          )}
          {/* Issue 5: the buyer's orders and documents (invoices, like order history, with trade prices only). */}
          {ACCOUNT_ORDER_LINKS.filter((link) => showOrderHistory || !link.tradeOnly).map((link) => (
            <li key={link.path}>
              <Link className="dropdown__item" to={localize(link.path)} onClick={() => setOpen(false)}>
                {t(link.label)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="dropdown__item"
              onClick={() => {
                setOpen(false);
                dispatch(logoutRequested({ destination: 'home' }));
              }}
            >
              {t('header.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
