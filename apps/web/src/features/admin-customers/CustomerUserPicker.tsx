import type { CustomerUserView } from '@atelier/contracts/identity';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { buttonClass } from '../../ui/Button';
import { TextField } from '../../ui/Field';
import { Page } from '../../ui/Page';
import { PagedList, useListParams } from '../../ui/PagedList';
import { ADMIN_PAGE_SIZE, useCustomerUserListQuery } from './adminCustomersApi';
import { useFormatDate } from './CustomerBadges';
import { userColumns } from './userColumns';

const FILTERS = ['search'] as const;

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
  const localize = useLocalize();
  const formatDate = useFormatDate();
  const params = useListParams(FILTERS);
  const list = useCustomerUserListQuery({
    search: params.filters.search || undefined,
    page: params.page,
    limit: ADMIN_PAGE_SIZE,
  });
  const columns = useMemo(
    () =>
      userColumns(t, formatDate, (user) => (
        <Link className={buttonClass({ variant: 'ghost', size: 'sm' })} to={localize(linkFor(user))}>
          {actionLabel}
        </Link>
      )),
    [t, formatDate, localize, linkFor, actionLabel],
  );
  return (
    <Page title={title} titleSuffix={t('meta.adminTitle')} intro={intro}>
      <PagedList
        label={title}
        filterLabel={t('accounts.admin.common.search')}
        applyLabel={t('accounts.admin.common.search')}
        params={params}
        rows={list.data?.rows ?? []}
        columns={columns}
        rowId={(user) => user._id}
        loading={list.isFetching}
        error={list.isError ? t('accounts.admin.common.loadFailed') : undefined}
        empty={t('accounts.admin.common.noRecords')}
        total={list.data?.count ?? 0}
        pageSize={ADMIN_PAGE_SIZE}
        filters={
          <TextField
            name="search"
            type="search"
            label={t('accounts.admin.customers.userSearchLabel')}
            placeholder={t('accounts.admin.customers.userSearchPlaceholder')}
            defaultValue={params.filters.search}
          />
        }
      />
    </Page>
  );
}
