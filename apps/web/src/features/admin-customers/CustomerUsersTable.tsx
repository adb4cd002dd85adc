import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { buttonClass } from '../../ui/Button';
import { Table } from '../../ui/Table';
import { useCustomerUsersQuery } from './adminCustomersApi';
import { useFormatDate } from './CustomerBadges';
import { userColumns } from './userColumns';
import { UserStatusButton } from './UserStatusButton';

const small = buttonClass({ variant: 'ghost', size: 'sm' });

/** A customer's storefront users with stop/restore and links to their credentials and customers. */
export function CustomerUsersTable({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const formatDate = useFormatDate();
  const users = useCustomerUsersQuery(customerId);
  const columns = useMemo(
    () =>
      userColumns(t, formatDate, (user) => {
        const id = encodeURIComponent(user._id);
        return (
          <>
            <Link className={small} to={localize(`/Admin/mapped-customer/${id}`)}>
              {t('accounts.admin.customers.mappedCustomers')}
            </Link>
            <Link className={small} to={localize(`/Admin/update-customer-credentials?user=${id}`)}>
              {t('accounts.admin.customers.credentials')}
            </Link>
            <UserStatusButton user={user} size="sm" />
          </>
        );
      }),
    [t, localize, formatDate],
  );
  return (
    <Table
      label={t('accounts.admin.customers.usersSection')}
      rows={users.data ?? []}
      columns={columns}
      rowId={(user) => user._id}
      loading={users.isFetching}
      error={users.isError ? t('accounts.admin.common.loadFailed') : undefined}
      empty={t('accounts.admin.common.noRecords')}
    />
  );
}
