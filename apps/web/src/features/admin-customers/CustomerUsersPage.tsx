import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { buttonClass } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { useCustomerQuery } from './adminCustomersApi';
import { CustomerListPage } from './CustomerListPage';
import { CustomerUsersTable } from './CustomerUsersTable';

function UsersOfCustomer({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const company = useCustomerQuery(customerId).data?.company;
  const id = encodeURIComponent(customerId);
  return (
    <Page
      title={
        company
          ? t('accounts.admin.customers.usersOf', { company })
          : t('accounts.admin.customers.customerUsersTitle')
      }
      titleSuffix={t('meta.adminTitle')}
      actions={
        <>
          <Link className={buttonClass()} to={localize('/Admin/approved-customer-users')}>
            {t('accounts.admin.common.back')}
          </Link>
          <Link className={buttonClass()} to={localize(`/Admin/manage-customer?id=${id}`)}>
            {t('accounts.admin.customers.manage')}
          </Link>
          <Link
            className={buttonClass({ variant: 'primary' })}
            to={localize(`/Admin/add-customer-users/${id}`)}
          >
            {t('accounts.admin.customers.addUser')}
          </Link>
        </>
      }
    >
      <CustomerUsersTable customerId={customerId} />
    </Page>
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
