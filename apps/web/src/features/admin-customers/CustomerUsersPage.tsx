import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { AdminPage } from '../../back-office/ui/AdminPage';
import { selectCustomerDetail, selectCustomerUsers } from './adminCustomersSelectors';
import { customerRequested, customerUsersRequested } from './adminCustomersSlice';
import { CustomerListPage } from './CustomerListPage';
import { CustomerUsersTable } from './CustomerUsersTable';

function UsersOfCustomer({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const detail = useAppSelector(selectCustomerDetail);
  const users = useAppSelector(selectCustomerUsers);
  const company = detail.id === customerId ? detail.data?.company : undefined;

  useEffect(() => {
    dispatch(customerRequested(customerId));
    dispatch(customerUsersRequested(customerId));
  }, [dispatch, customerId]);

  const id = encodeURIComponent(customerId);
  return (
    <AdminPage
      title={
        company
          ? t('accounts.admin.customers.usersOf', { company })
          : t('accounts.admin.customers.customerUsersTitle')
      }
      actions={
        <>
          <Link className="button button--outline" to={localize('/Admin/approved-customer-users')}>
            {t('accounts.admin.common.back')}
          </Link>
          <Link className="button button--outline" to={localize(`/Admin/manage-customer?id=${id}`)}>
            {t('accounts.admin.customers.manage')}
          </Link>
          <Link className="button button--primary" to={localize(`/Admin/add-customer-users/${id}`)}>
            {t('accounts.admin.customers.addUser')}
          </Link>
        </>
      }
    >
      <CustomerUsersTable
        users={users.customerId === customerId ? users.rows : []}
        emptyText={
          users.status === 'loading'
            ? t('accounts.admin.common.loading')
            : users.status === 'failed'
              ? t('accounts.admin.common.loadFailed')
              : t('accounts.admin.common.noRecords')
        }
      />
    </AdminPage>
  );
}

/** approved-customer-users?customer=: the users of one approved customer; without one, the customers. */
export function CustomerUsersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const customerId = params.get('customer');
  if (!customerId)
    return (
      <CustomerListPage
        kind="approved"
        title={t('accounts.admin.customers.customerUsersTitle')}
        intro={t('accounts.admin.customers.customerUsersIntro')}
      />
    );
  return <UsersOfCustomer key={customerId} customerId={customerId} />;
}
