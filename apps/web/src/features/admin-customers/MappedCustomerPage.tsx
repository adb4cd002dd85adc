import type { CustomerAccessItem } from '@atelier/contracts/identity';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { buttonClass } from '../../ui/Button';
import { Details, Page, Panel } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import { useCustomerAccessQuery } from './adminCustomersApi';
import { fullName, StatusBadge } from './CustomerBadges';
import { CustomerUserPicker } from './CustomerUserPicker';

function MappedCustomers({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const access = useCustomerAccessQuery(userId);
  const data = access.data;
  const id = encodeURIComponent(userId);
  const columns = useMemo<Column<CustomerAccessItem>[]>(
    () => [
      { id: 'acNo', header: t('accounts.admin.customers.acNo'), cell: (row) => row.acNo },
      {
        id: 'company',
        header: t('accounts.admin.customers.company'),
        hideable: false,
        cell: (row) => row.company,
      },
      {
        id: 'status',
        header: t('accounts.admin.customers.status'),
        cell: (row) => <StatusBadge status={row.status} />,
      },
      {
        id: 'primary',
        header: t('accounts.admin.customers.primary'),
        cell: (row) =>
          row.isPrimaryAddress ? t('accounts.admin.common.yes') : t('accounts.admin.customers.noPrimary'),
      },
    ],
    [t],
  );

  return (
    <Page
      title={t('accounts.admin.customers.mappedTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={data ? t('accounts.admin.customers.mappedIntro', { name: fullName(data.user) }) : undefined}
      actions={
        <>
          <Link className={buttonClass()} to={localize(`/Admin/update-customer-credentials?user=${id}`)}>
            {t('accounts.admin.customers.credentials')}
          </Link>
          <Link
            className={buttonClass({ variant: 'primary' })}
            to={localize(`/Admin/manage-customer-access?user=${id}`)}
          >
            {t('accounts.admin.customers.changeAccess')}
          </Link>
        </>
      }
    >
      {data && (
        <Panel>
          <Details
            items={[
              [t('accounts.admin.customers.name'), fullName(data.user)],
              [t('accounts.admin.customers.email'), data.user.email],
              [t('accounts.admin.customers.status'), <StatusBadge key="status" status={data.user.status} />],
            ]}
          />
        </Panel>
      )}
      <Table
        label={t('accounts.admin.customers.mappedTitle')}
        rows={data?.customers ?? []}
        columns={columns}
        rowId={(row) => row._id}
        loading={access.isFetching}
        error={access.isError ? t('accounts.admin.common.loadFailed') : undefined}
        empty={t('accounts.admin.common.noRecords')}
      />
    </Page>
  );
}

/** mapped-customer/{id}: the customers a storefront user may buy for; without an id, the users. */
export function MappedCustomerPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  if (!id)
    return (
      <CustomerUserPicker
        title={t('accounts.admin.customers.mappedTitle')}
        intro={t('accounts.admin.customers.accessIntro')}
        actionLabel={t('accounts.admin.customers.mappedCustomers')}
        linkFor={(user) => `/Admin/mapped-customer/${encodeURIComponent(user._id)}`}
      />
    );
  return <MappedCustomers key={id} userId={id} />;
}
