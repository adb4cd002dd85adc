import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { selectCatalogueAccess } from '../catalogue/catalogueSelectors';
import { LoginPrompt } from '../catalogue/LoginPrompt';
import { selectShowOrderHistory } from '../../app/session/sessionSelectors';
import { pricePopupOpened } from '../../app/session/sessionSlice';
import './orders.css';

/** Logged in with a price chosen: the buyer's own data may be loaded. */
export function useBuyerReady(): boolean {
  return useAppSelector(selectCatalogueAccess) === 'ready';
}

/** A spinner with its text, announced politely. */
export function Loading({ text }: { text: string }) {
  return (
    <div className="orders-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

/** A load that failed: the reason (the server's message when there was one) and a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="orders-empty orders-empty--failed" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button button--outline button--small" onClick={onRetry}>
          {t('orders.common.retry')}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <div className="orders-empty">{children}</div>;
}

/**
 * The buyer's order pages side by side: order history (trade prices only), orders, change requests,
 * bespoke orders, appros and invoices (trade prices only).
 */
export function OrdersNav() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const trade = useAppSelector(selectShowOrderHistory);
  const links: Array<[string, string]> = [
    ...(trade ? [['/order-history', t('orders.nav.history')] as [string, string]] : []),
    ['/order-list', t('orders.nav.list')],
    ['/order-change-request', t('orders.nav.changeRequests')],
    ['/bespoke-orders', t('orders.nav.bespoke')],
    ['/appros', t('orders.nav.appros')],
    ['/order-lists', t('quickOrder.lists.title')],
    ...(trade ? [['/invoices', t('orders.nav.invoices')] as [string, string]] : []),
  ];
  return (
    <nav className="orders-nav" aria-label={t('orders.nav.label')}>
      <ul>
        {links.map(([path, label]) => (
          <li key={path}>
            <NavLink className="orders-nav__link" to={localize(path)}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A storefront page of the buyer's own (cart, orders, bespoke, appros, invoices): its title, and for
 * visitors the login prompt instead of the content (spec §6: the cart needs login).
 */
export function BuyerPage({
  title,
  intro,
  nav = true,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  nav?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const access = useAppSelector(selectCatalogueAccess);
  return (
    <div className="container orders-page">
      <title>{`${title} | ${t('brand.name')}`}</title>
      <div className="orders-page__head">
        <div>
          <h1 className="orders-page__title">{title}</h1>
          {intro && access === 'ready' && <p className="orders-page__intro">{intro}</p>}
        </div>
        {actions && access === 'ready' && <div className="orders-page__actions">{actions}</div>}
      </div>
      {access !== 'ready' ? (
        <LoginPrompt access={access} />
      ) : (
        <>
          {nav && <OrdersNav />}
          {children}
        </>
      )}
    </div>
  );
}

/** Term and value rows (an order's facts); rows without a value are left out. */
export function Facts({ rows, className }: { rows: Array<[string, ReactNode]>; className?: string }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={`facts-list${className ? ` ${className}` : ''}`}>
      {shown.map(([term, value]) => (
        <div key={term} className="facts-list__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The trade-only answer (403) of order history: what it needs and a way to choose trade prices. */
export function TradeOnlyPanel({ message, fallback }: { message: string | null; fallback: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  // The popup reads the mapped customers itself.
  const choosePrices = () => dispatch(pricePopupOpened());
  return (
    <div className="orders-empty orders-empty--info" role="alert">
      <p className="orders-empty__title">{message ?? fallback}</p>
      <p>{t('orders.list.tradeOnlyHint')}</p>
      <div className="orders-empty__actions">
        <button type="button" className="button button--primary button--small" onClick={choosePrices}>
          {t('orders.list.choosePrices')}
        </button>
        <Link className="button button--outline button--small" to={localize('/order-list')}>
          {t('orders.nav.list')}
        </Link>
      </div>
    </div>
  );
}
