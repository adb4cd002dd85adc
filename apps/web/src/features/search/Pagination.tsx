import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Page numbers to show: the first, the last, and two either side of the current one; null is a gap. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const list = [...wanted].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of list) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}

/** Paging links (50 designs a page); each page is a URL, so back and reload keep it. */
export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('listing.pagination')}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__step" to={hrefFor(page - 1)} rel="prev">
              ‹ <span>{t('listing.previous')}</span>
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              ‹ <span>{t('listing.previous')}</span>
            </span>
          )}
        </li>
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                className={`pagination__page${number === page ? ' is-current' : ''}`}
                to={hrefFor(number)}
                aria-label={t('listing.page', { page: number })}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link className="pagination__step" to={hrefFor(page + 1)} rel="next">
              <span>{t('listing.next')}</span> ›
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              <span>{t('listing.next')}</span> ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
