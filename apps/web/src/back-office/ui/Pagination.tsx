import { useTranslation } from 'react-i18next';

/** Previous / next and "Page x of y" under a list; nothing when everything fits on one page. */
export function AdminPagination({
  page,
  limit,
  count,
  onPage,
}: {
  page: number;
  limit: number;
  count: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / Math.max(1, limit)));
  return (
    <nav className="admin-pagination" aria-label={t('accounts.admin.common.pagination')}>
      <p className="admin-pagination__count">{t('accounts.admin.common.count', { count })}</p>
      {pages > 1 && (
        <div className="admin-pagination__controls">
          <button
            type="button"
            className="button button--outline button--small"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('accounts.admin.common.previous')}
          </button>
          <span className="admin-pagination__page" aria-current="page">
            {t('accounts.admin.common.pageOf', { page, pages })}
          </span>
          <button
            type="button"
            className="button button--outline button--small"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('accounts.admin.common.next')}
          </button>
        </div>
      )}
    </nav>
  );
}
