import type { OrderStatus } from '@atelier/contracts/orders';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_TONES } from './orderFormat';

/** Spec §4 status labels (translated), coloured by what the status means for the buyer. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-pill status-pill--${ORDER_STATUS_TONES[status]}`}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

/** A status pill for the other documents (bespoke orders, appros, invoices, change requests). */
export function StatusPill({ tone, children }: { tone: string; children: string }) {
  return <span className={`status-pill status-pill--${tone}`}>{children}</span>;
}
