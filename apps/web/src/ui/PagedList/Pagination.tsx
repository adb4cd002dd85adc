import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import styles from './PagedList.module.css';

/** Count, previous / next and "Page x of y" under a list. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return (
    <nav className={styles.pagination} aria-label={t('ui.pagination')}>
      <p className={styles.count}>{t('ui.count', { count: total })}</p>
      {pages > 1 && (
        <div className={styles.controls}>
          <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('ui.previous')}
          </Button>
          <span aria-current="page">{t('ui.pageOf', { page, pages })}</span>
          <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('ui.next')}
          </Button>
        </div>
      )}
    </nav>
  );
}
