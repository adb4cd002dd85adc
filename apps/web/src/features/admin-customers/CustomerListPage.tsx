import type { CustomerListItem, CustomerStatus } from '@atelier/contracts/identity';
import { useEffect, useId } from 'react';
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
import { selectCustomerList } from './adminCustomersSelectors';
import { ADMIN_PAGE_SIZE, customerListRequested } from './adminCustomersSlice';
import { useReviewDialogs } from './ReviewDialogs';

/** Which screen: one status (pending-users, approved-customer, rejected-users) or all (customer-list). */
export type CustomerListKind = CustomerStatus | 'all';

const STATUSES: readonly CustomerStatus[] = ['pending', 'approved', 'rejected'];

function isCustomerStatus(value: string | null): value is CustomerStatus {
  return value !== null && (STATUSES as readonly string[]).includes(value);
}

const TEXTS = {
  pending: { title: 'pendingTitle', intro: 'pendingIntro' },
  approved: { title: 'approvedTitle', intro: 'approvedIntro' },
  rejected: { title: 'rejectedTitle', intro: 'rejectedIntro' },
  all: { title: 'listTitle', intro: 'listIntro' },
} as const;

function RowActions({
  customer,
  onApprove,
  onReject,
}: {
  customer: CustomerListItem;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const id = encodeURIComponent(customer._id);
  if (customer.status === 'approved') {
    return (
      <div className="row-actions">
        <Link className="button button--text" to={localize(`/Admin/manage-customer?id=${id}`)}>
          {t('accounts.admin.customers.manage')}
        </Link>
        <Link className="button button--text" to={localize(`/Admin/approved-customer-users?customer=${id}`)}>
          {t('accounts.admin.customers.users')}
        </Link>
      </div>
    );
  }
  return (
    <div className="row-actions">
      <Link className="button button--text" to={localize(`/Admin/update-pending-user/${id}`)}>
        {t('accounts.admin.customers.review')}
      </Link>
      <button type="button" className="button button--text" onClick={onApprove}>
        {t('accounts.admin.customers.approve')}
      </button>
      {customer.status === 'pending' && (
        <button type="button" className="button button--text button--text-danger" onClick={onReject}>
          {t('accounts.admin.customers.reject')}
        </button>
      )}
    </div>
  );
}

/** pending-users, approved-customer, rejected-users and customer-list: search, paging, review actions. */
export function CustomerListPage({
  kind,
  title,
  intro,
}: {
  kind: CustomerListKind;
  /** Another screen showing this list (manage-customer without a customer) names it itself. */
  title?: string;
  intro?: string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const list = useAppSelector(selectCustomerList);
  const [query, setQuery] = useListQuery();
  const { dialog, openApprove, openReject } = useReviewDialogs();
  const statusFilterId = useId();
  const filter = query.params.get('status');
  const status = kind === 'all' ? (isCustomerStatus(filter) ? filter : undefined) : kind;
  const { page, search } = query;

  useEffect(() => {
    dispatch(customerListRequested({ status, search: search || undefined, page, limit: ADMIN_PAGE_SIZE }));
  }, [dispatch, status, search, page]);

  const texts = TEXTS[kind];
  const showReviewed = kind === 'approved' || kind === 'rejected';

  return (
    <AdminPage
      title={title ?? t(`accounts.admin.customers.${texts.title}`)}
      intro={intro ?? t(`accounts.admin.customers.${texts.intro}`)}
    >
      <SearchBar
        label={t('accounts.admin.customers.searchLabel')}
        placeholder={t('accounts.admin.customers.searchPlaceholder')}
        value={search}
        onSearch={(text) => setQuery({ search: text, page: 1 })}
      >
        {kind === 'all' && (
          <div className="admin-filters__select">
            <label className="field__label" htmlFor={statusFilterId}>
              {t('accounts.admin.customers.statusFilter')}
            </label>
            <select
              id={statusFilterId}
              className="select"
              value={status ?? ''}
              onChange={(event) => setQuery({ status: event.target.value, page: 1 })}
            >
              <option value="">{t('accounts.admin.customers.allStatuses')}</option>
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`accounts.admin.status.${value}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </SearchBar>

      <div className="table-wrap" aria-busy={list.status === 'loading' || undefined}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('accounts.admin.customers.company')}</th>
              <th scope="col">{t('accounts.admin.customers.contact')}</th>
              <th scope="col">{t('accounts.admin.customers.phone')}</th>
              <th scope="col">{t('accounts.admin.customers.location')}</th>
              <th scope="col">{t('accounts.admin.customers.registered')}</th>
              {showReviewed && <th scope="col">{t('accounts.admin.customers.reviewed')}</th>}
              {kind === 'all' && <th scope="col">{t('accounts.admin.customers.status')}</th>}
              <th scope="col" className="row-actions-head">
                {t('accounts.admin.common.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((customer) => (
              <tr key={customer._id}>
                <td>
                  <span className="admin-table__primary">{customer.company}</span>
                  {customer.acNo && <span className="admin-table__secondary">{customer.acNo}</span>}
                </td>
                <td>
                  {customer.contactName}
                  {customer.email && <span className="admin-table__secondary">{customer.email}</span>}
                  {customer.email && <VerifiedMark verified={customer.emailVerified} />}
                </td>
                <td>{customer.companyPhone}</td>
                <td>{[customer.city, customer.country].filter(Boolean).join(', ')}</td>
                <td>{formatDate(customer.createdAt, language)}</td>
                {showReviewed && <td>{formatDate(customer.reviewedAt, language)}</td>}
                {kind === 'all' && (
                  <td>
                    <StatusBadge status={customer.status} />
                  </td>
                )}
                <td>
                  <RowActions
                    customer={customer}
                    onApprove={() => openApprove(customer)}
                    onReject={() => openReject(customer)}
                  />
                </td>
              </tr>
            ))}
            {list.rows.length === 0 && (
              <tr>
                <td
                  className="admin-table__empty"
                  colSpan={8}
                  role={list.status === 'loading' ? 'status' : undefined}
                >
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
      {dialog}
    </AdminPage>
  );
}
