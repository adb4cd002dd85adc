import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { AdminPage } from '../admin-ui/AdminPage';
import { selectUserId } from '../auth/authSelectors';
import { fullName, isSuperAdmin } from './adminUsersSelectors';
import { RoleLabel } from './RoleLabel';
import { useAdminUsers } from './useAdminUsers';

/** admin-permissions: the catalogue against the admins, who holds what. */
export function AdminPermissionsPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const selfId = useAppSelector(selectUserId);
  const { list, catalogue } = useAdminUsers();

  return (
    <AdminPage title={t('accounts.admin.users.matrixTitle')} intro={t('accounts.admin.users.matrixIntro')}>
      <div
        className="table-wrap"
        aria-busy={list.status === 'loading' || catalogue.status === 'loading' || undefined}
      >
        <table className="admin-table permission-matrix">
          <thead>
            <tr>
              <th scope="col">{t('accounts.admin.users.name')}</th>
              <th scope="col">{t('accounts.admin.users.role')}</th>
              {catalogue.rows.map((permission) => (
                <th key={permission.key} scope="col" className="admin-table__center permission-matrix__head">
                  {permission.label}
                </th>
              ))}
              <th scope="col" className="row-actions-head">
                {t('accounts.admin.common.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((user) => (
              <tr key={user._id}>
                <th scope="row" className="admin-table__primary">
                  {fullName(user)}
                  <span className="admin-table__secondary">{user.email}</span>
                </th>
                <td>
                  <RoleLabel role={user.role} />
                </td>
                {catalogue.rows.map((permission) => {
                  const holds = isSuperAdmin(user) || user.permissions.some((key) => key === permission.key);
                  return (
                    <td key={permission.key} className="admin-table__center">
                      <span className={holds ? 'check-mark' : 'dash-mark'} aria-hidden="true">
                        {holds ? '✓' : '–'}
                      </span>
                      <span className="visually-hidden">
                        {holds ? t('accounts.admin.users.holds') : t('accounts.admin.users.lacks')}
                      </span>
                    </td>
                  );
                })}
                <td>
                  {user._id !== selfId && !isSuperAdmin(user) && (
                    <div className="row-actions">
                      <Link
                        className="button button--text"
                        to={localize(`/Admin/add-permissions?id=${encodeURIComponent(user._id)}`)}
                      >
                        {t('accounts.admin.users.edit')}
                      </Link>
                    </div>
                  )}
                </td>
              </tr>
            ))}
            {list.rows.length === 0 && (
              <tr>
                <td className="admin-table__empty" colSpan={catalogue.rows.length + 3}>
                  {list.status === 'failed'
                    ? t('accounts.admin.common.loadFailed')
                    : t('accounts.admin.common.loading')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p className="admin-screen__intro">{t('accounts.admin.users.superAdminNote')}</p>
    </AdminPage>
  );
}
