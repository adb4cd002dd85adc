import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import { AdminPage, AdminPanel } from '../../back-office/ui/AdminPage';
import { StatusBadge } from '../../back-office/ui/StatusBadge';
import { CustomerUserPicker } from './CustomerUserPicker';
import { useCustomerAccess } from './useCustomerAccess';

function MappedCustomers({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { data, status } = useCustomerAccess(userId);
  const name = data ? `${data.user.firstName} ${data.user.lastName}`.trim() : '';
  const id = encodeURIComponent(userId);

  return (
    <AdminPage
      title={t('accounts.admin.customers.mappedTitle')}
      intro={data ? t('accounts.admin.customers.mappedIntro', { name }) : undefined}
      actions={
        <>
          <Link
            className="button button--outline"
            to={localize(`/Admin/update-customer-credentials?user=${id}`)}
          >
            {t('accounts.admin.customers.credentials')}
          </Link>
          <Link className="button button--primary" to={localize(`/Admin/manage-customer-access?user=${id}`)}>
            {t('accounts.admin.customers.changeAccess')}
          </Link>
        </>
      }
    >
      {data && (
        <AdminPanel>
          <dl className="summary-list">
            <dt>{t('accounts.admin.customers.name')}</dt>
            <dd>{name}</dd>
            <dt>{t('accounts.admin.customers.email')}</dt>
            <dd>{data.user.email}</dd>
            <dt>{t('accounts.admin.customers.status')}</dt>
            <dd>
              <StatusBadge status={data.user.status} />
            </dd>
          </dl>
        </AdminPanel>
      )}
      <div className="table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('accounts.admin.customers.acNo')}</th>
              <th scope="col">{t('accounts.admin.customers.company')}</th>
              <th scope="col">{t('accounts.admin.customers.status')}</th>
              <th scope="col">{t('accounts.admin.customers.primary')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.customers ?? []).map((customer) => (
              <tr key={customer._id}>
                <td>{customer.acNo}</td>
                <td className="admin-table__primary">{customer.company}</td>
                <td>
                  <StatusBadge status={customer.status} />
                </td>
                <td>
                  {customer.isPrimaryAddress
                    ? t('accounts.admin.common.yes')
                    : t('accounts.admin.customers.noPrimary')}
                </td>
              </tr>
            ))}
            {(data?.customers.length ?? 0) === 0 && (
              <tr>
                <td className="admin-table__empty" colSpan={4}>
                  {status === 'loading'
                    ? t('accounts.admin.common.loading')
                    : status === 'failed'
                      ? t('accounts.admin.common.loadFailed')
                      : t('accounts.admin.common.noRecords')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </AdminPage>
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
