import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/Badge';
import styles from './adminOrders.module.css';

/** A second, quieter line in a table cell (an account number, a reference). */
export function Secondary({ children }: { children: ReactNode }) {
  return <span className={styles.secondary}>{children}</span>;
}

/** "Awaiting customer": new prices the customer has still to approve. */
export function AwaitingTag() {
  const { t } = useTranslation();
  return <Badge tone="warning">{t('orders.admin.orders.awaitingTag')}</Badge>;
}
