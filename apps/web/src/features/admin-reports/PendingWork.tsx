import type { PendingWorkItem } from '@atelier/contracts/admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import styles from './reports.module.css';

/** Work waiting in the back office, each count linking to the screen that lists it. */
export function PendingWork({ items }: { items: readonly PendingWorkItem[] }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <ul className={styles.pending}>
      {items.map((item) => (
        <li key={item.key} className={styles.pendingItem}>
          <Link to={localize(item.route)}>{t(`reports.dashboard.pending.${item.key}`)}</Link>
          <span className={styles.count}>{item.count}</span>
        </li>
      ))}
    </ul>
  );
}
