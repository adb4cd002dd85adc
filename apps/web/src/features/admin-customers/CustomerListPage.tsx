import type { CustomerListItem, CustomerStatus } from '@atelier/contracts/identity';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { Button, buttonClass } from '../../ui/Button';
import { Select, TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import type { Column } from '../../ui/Table';
import { ADMIN_PAGE_SIZE, useCustomersQuery } from './adminCustomersApi';
import { StatusBadge, useFormatDate, VerifiedMark } from './CustomerBadges';
import { useReviewDialogs } from './ReviewDialogs';

/** Which screen: one status (pending-users, approved-customer, rejected-users) or all (customer-list). */
export type CustomerListKind = CustomerStatus | 'all';

const STATUSES: readonly CustomerStatus[] = ['pending', 'approved', 'rejected'];
const FILTERS = ['search', 'status'] as const;

function isCustomerStatus(value: string): value is CustomerStatus {
  return STATUSES.some((status) => status === value);
}

const TEXTS = {
  pending: { title: 'pendingTitle', intro: 'pendingIntro' },
  approved: { title: 'approvedTitle', intro: 'approvedIntro' },
  rejected: { title: 'rejectedTitle', intro: 'rejectedIntro' },
  all: { title: 'listTitle', intro: 'listIntro' },
} as const;

const small = buttonClass({ variant: 'ghost', size: 'sm' });

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
  const localize = useLocalize();
  const formatDate = useFormatDate();
  const params = useListParams(FILTERS);
  const { dialog, openApprove, openReject } = useReviewDialogs();
  const filter = params.filters.status;
  const status = kind === 'all' ? (isCustomerStatus(filter) ? filter : undefined) : kind;
  const search = params.filters.search || undefined;
  const list = useCustomersQuery({ status, search, page: params.page, limit: ADMIN_PAGE_SIZE });

  const columns = useMemo<Column<CustomerListItem>[]>(() => {
    const actions = (customer: CustomerListItem) => {
      const id = encodeURIComponent(customer._id);
      if (customer.status === 'approved')
        return (
          <>
            <Link className={small} to={localize(`/Admin/manage-customer?id=${id}`)}>
              {t('accounts.admin.customers.manage')}
            </Link>
            <Link className={small} to={localize(`/Admin/approved-customer-users?customer=${id}`)}>
              {t('accounts.admin.customers.users')}
            </Link>
          </>
        );
      return (
        <>
          <Link className={small} to={localize(`/Admin/update-pending-user/${id}`)}>
            {t('accounts.admin.customers.review')}
          </Link>
          <Button variant="ghost" size="sm" onClick={() => openApprove(customer)}>
            {t('accounts.admin.customers.approve')}
          </Button>
          {customer.status === 'pending' && (
            <Button variant="ghost" size="sm" onClick={() => openReject(customer)}>
              {t('accounts.admin.customers.reject')}
            </Button>
          )}
        </>
      );
    };
    const showReviewed = kind === 'approved' || kind === 'rejected';
    const all: (Column<CustomerListItem> | false)[] = [
      {
        id: 'company',
        header: t('accounts.admin.customers.company'),
        hideable: false,
        cell: (customer) => (
          <>
            <strong>{customer.company}</strong>
            {customer.acNo && <div>{customer.acNo}</div>}
          </>
        ),
      },
      {
        id: 'contact',
        header: t('accounts.admin.customers.contact'),
        cell: (customer) => (
          <>
            {customer.contactName}
            {customer.email && (
              <div>
                {customer.email}
                <VerifiedMark verified={customer.emailVerified} />
              </div>
            )}
          </>
        ),
      },
      {
        id: 'phone',
        header: t('accounts.admin.customers.phone'),
        cell: (customer) => customer.companyPhone,
      },
      {
        id: 'location',
        header: t('accounts.admin.customers.location'),
        cell: (customer) => [customer.city, customer.country].filter(Boolean).join(', '),
      },
      {
        id: 'registered',
        header: t('accounts.admin.customers.registered'),
        cell: (customer) => formatDate(customer.createdAt),
      },
      showReviewed && {
        id: 'reviewed',
        header: t('accounts.admin.customers.reviewed'),
        cell: (customer) => formatDate(customer.reviewedAt),
      },
      kind === 'all' && {
        id: 'status',
        header: t('accounts.admin.customers.status'),
        cell: (customer) => <StatusBadge status={customer.status} />,
      },
      { id: 'actions', header: t('accounts.admin.common.actions'), hideable: false, cell: actions },
    ];
    return all.filter((column) => column !== false);
  }, [t, localize, formatDate, kind, openApprove, openReject]);

  return (
    <Page
      title={title ?? t(`accounts.admin.customers.${TEXTS[kind].title}`)}
      titleSuffix={t('meta.adminTitle')}
      intro={intro ?? t(`accounts.admin.customers.${TEXTS[kind].intro}`)}
    >
      <PagedList
        label={title ?? t(`accounts.admin.customers.${TEXTS[kind].title}`)}
        filterLabel={t('accounts.admin.common.search')}
        applyLabel={t('accounts.admin.common.search')}
        params={params}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(customer) => customer._id}
        loading={list.isFetching}
        error={list.isError ? t('accounts.admin.common.loadFailed') : undefined}
        empty={t('accounts.admin.common.noRecords')}
        total={list.data?.count ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        filters={
          <>
            <TextField
              name="search"
              type="search"
              label={t('accounts.admin.customers.searchLabel')}
              placeholder={t('accounts.admin.customers.searchPlaceholder')}
              defaultValue={params.filters.search}
            />
            {kind === 'all' && (
              <Select
                name="status"
                label={t('accounts.admin.customers.statusFilter')}
                placeholder={t('accounts.admin.customers.allStatuses')}
                defaultValue={status ?? ''}
                options={STATUSES.map((value) => ({ value, label: t(`accounts.admin.status.${value}`) }))}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
              />
            )}
          </>
        }
      />
      {dialog}
    </Page>
  );
}
