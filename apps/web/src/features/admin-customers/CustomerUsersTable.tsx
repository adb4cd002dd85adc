import type { CustomerUserView } from '@atelier/contracts/identity';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { formatDate } from '../../back-office/ui/formatDate';
import { StatusBadge, VerifiedMark } from '../../back-office/ui/StatusBadge';
import { selectLanguage } from '../../app/language/languageSelectors';
import { selectCustomerForm } from './adminCustomersSelectors';
import { customerUserStatusSubmitted } from './adminCustomersSlice';

/** A customer's storefront users with stop/restore and links to their credentials and customers. */
export function CustomerUsersTable({
  users,
  emptyText,
}: {
  users: readonly CustomerUserView[];
  emptyText: string;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const language = useAppSelector(selectLanguage);
  const statusChange = useAppSelector(selectCustomerForm('userStatus'));
  const busy = statusChange.status === 'pending';

  return (
    <div className="table-wrap">
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
          {users.map((user) => {
            const id = encodeURIComponent(user._id);
            const switchable = user.status === 'active' || user.status === 'disabled';
            return (
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
                    <Link className="button button--text" to={localize(`/Admin/mapped-customer/${id}`)}>
                      {t('accounts.admin.customers.mappedCustomers')}
                    </Link>
                    <Link
                      className="button button--text"
                      to={localize(`/Admin/update-customer-credentials?user=${id}`)}
                    >
                      {t('accounts.admin.customers.credentials')}
                    </Link>
                    {switchable && (
                      <button
                        type="button"
                        className={`button button--text${user.status === 'active' ? ' button--text-danger' : ''}`}
                        aria-busy={busy || undefined}
                        onClick={() => {
                          if (!busy)
                            dispatch(
                              customerUserStatusSubmitted({
                                userId: user._id,
                                status: user.status === 'active' ? 'disabled' : 'active',
                              }),
                            );
                        }}
                      >
                        {user.status === 'active'
                          ? t('accounts.admin.customers.stopUser')
                          : t('accounts.admin.customers.restoreUser')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
          {users.length === 0 && (
            <tr>
              <td className="admin-table__empty" colSpan={6}>
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
