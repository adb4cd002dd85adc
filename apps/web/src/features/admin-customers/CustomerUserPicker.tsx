import type { CustomerUserView } from '@atelier/contracts/identity';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { AdminPage } from '../../back-office/ui/AdminPage';
import { formatDate } from '../../back-office/ui/formatDate';
import { AdminPagination } from '../../back-office/ui/Pagination';
import { SearchBar } from '../../back-office/ui/SearchBar';
import { StatusBadge, VerifiedMark } from '../../back-office/ui/StatusBadge';
import { useListQuery } from '../../back-office/ui/useListQuery';
import { selectLanguage } from '../../app/language/languageSelectors';
import { selectCustomerUserList } from './adminCustomersSelectors';
import { ADMIN_PAGE_SIZE, customerUserListRequested } from './adminCustomersSlice';

/** Storefront users (search, paging) with one action each: the screens that work on one user. */
export function CustomerUserPicker({
  title,
  intro,
  actionLabel,
  linkFor,
}: {
  title: string;
  intro: string;
  actionLabel: string;
  /** App path of the action for a user. */
  linkFor: (user: CustomerUserView) => string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const language = useAppSelector(selectLanguage);
  const list = useAppSelector(selectCustomerUserList);
  const [query, setQuery] = useListQuery();
  const { page, search } = query;

  useEffect(() => {
    dispatch(customerUserListRequested({ search: search || undefined, page, limit: ADMIN_PAGE_SIZE }));
  }, [dispatch, search, page]);

  return (
    <AdminPage title={title} intro={intro}>
      <SearchBar
        label={t('accounts.admin.customers.userSearchLabel')}
        placeholder={t('accounts.admin.customers.userSearchPlaceholder')}
        value={search}
        onSearch={(text) => setQuery({ search: text, page: 1 })}
      />
      <div className="table-wrap" aria-busy={list.status === 'loading' || undefined}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('accounts.admin.customers.name')}</th>
              <th scope="col">{t('accounts.admin.customers.email')}</th>
              <th scope="col">{t('accounts.admin.customers.status')}</th>
              <th scope="col" className="admin-table__center">
                {t('accounts.admin.customers.customerCount')}
              </th>
              <th scope="col">{t('accounts.admin.customers.created')}</th>
              <th scope="col" className="row-actions-head">
                {t('accounts.admin.common.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((user) => (
              <tr key={user._id}>
                <td className="admin-table__primary">{`${user.firstName} ${user.lastName}`.trim()}</td>
                <td>
                  {user.email}
                  <VerifiedMark verified={user.emailVerified} />
                </td>
                <td>
                  <StatusBadge status={user.status} />
                </td>
                <td className="admin-table__center">{user.customerCount}</td>
                <td>{formatDate(user.createdAt, language)}</td>
                <td>
                  <div className="row-actions">
                    <Link className="button button--text" to={localize(linkFor(user))}>
                      {actionLabel}
                    </Link>
                  </div>
                </td>
              </tr>
            ))}
            {list.rows.length === 0 && (
              <tr>
                <td className="admin-table__empty" colSpan={6}>
                  {list.status === 'loading'
                    ? t('accounts.admin.common.loading')
                    : list.status === 'failed'
                      ? t('accounts.admin.common.loadFailed')
                      : t('accounts.admin.common.noRecords')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <AdminPagination
        page={page}
        limit={ADMIN_PAGE_SIZE}
        count={list.count}
        onPage={(next) => setQuery({ page: next })}
      />
    </AdminPage>
  );
}
