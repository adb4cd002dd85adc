import type { OrderPlaced } from '@atelier/contracts/orders';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { formatOrderDate, formatReference } from '../../shared/orders/orderFormat';
import { OrderStatusBadge } from '../../shared/orders/OrderStatusBadge';
import { Facts } from '../../shared/orders/OrdersUi';
import { selectShowOrderHistory } from '../../app/session/sessionSelectors';

/** Spec §2: the "Order Placed" confirmation with the server's success message and the order number. */
export function OrderPlacedView({ placed }: { placed: OrderPlaced }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const trade = useAppSelector(selectShowOrderHistory);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="order-placed" aria-labelledby="order-placed-title">
      <span className="order-placed__mark" aria-hidden="true">
        ✓
      </span>
      <h2 className="order-placed__title" id="order-placed-title" ref={headingRef} tabIndex={-1}>
        {t('orders.placed.title')}
      </h2>
      <p className="order-placed__message" role="status">
        {placed.message}
      </p>
      <Facts
        className="order-placed__facts"
        rows={[
          [t('orders.fields.orderNumber'), placed.order_number],
          [t('orders.fields.referenceNumber'), formatReference(placed.reference_number)],
          [t('orders.fields.seOrderNumber'), placed.se_order_number],
          [t('orders.fields.orderDate'), formatOrderDate(placed.order_date || placed.placed_at)],
          [t('orders.fields.status'), <OrderStatusBadge key="status" status={placed.status} />],
        ]}
      />
      {placed.special_order_lines > 0 && (
        <p className="order-placed__note">
          {t('orders.placed.specialLines', { count: placed.special_order_lines })}
        </p>
      )}
      <div className="order-placed__actions">
        <Link
          className="button button--primary"
          to={localize(`/order-details/${encodeURIComponent(placed.order_id)}`)}
        >
          {t('orders.placed.viewOrder')}
        </Link>
        <Link className="button button--outline" to={localize(trade ? '/order-history' : '/order-list')}>
          {trade ? t('orders.nav.history') : t('orders.nav.list')}
        </Link>
        <Link className="button button--ghost" to={localize('/')}>
          {t('orders.cart.continueShopping')}
        </Link>
      </div>
    </section>
  );
}
