import type { AdminUserView } from '@atelier/contracts/identity';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { AdminPage } from '../admin-ui/AdminPage';
import { ConfirmDialog } from '../admin-ui/ConfirmDialog';
import { StatusBadge } from '../admin-ui/StatusBadge';
import { selectUserId } from '../auth/authSelectors';
import { fullName, selectAdminUserForm, isSuperAdmin } from './adminUsersSelectors';
import { adminDeleteSubmitted, adminUserFormOpened } from './adminUsersSlice';
import { RoleLabel } from './RoleLabel';
import { useAdminUsers } from './useAdminUsers';

/** Asks before deleting an admin user (DELETE /admin-users/{id}). */
export function DeleteAdminDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectAdminUserForm('delete'));
  return (
    <ConfirmDialog
      title={t('accounts.admin.users.deleteTitle')}
      confirmLabel={t('accounts.admin.users.confirmDelete')}
      pending={submission.status === 'pending'}
      danger
      onCancel={onClose}
      onConfirm={() => {
        dispatch(adminDeleteSubmitted(user._id));
        onClose();
      }}
    >
      <p>{t('accounts.admin.users.deleteIntro', { name: fullName(user) })}</p>
    </ConfirmDialog>
  );
}

/** admin-user-list: back-office staff with their role, status and permissions. */
export function AdminUserListPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const selfId = useAppSelector(selectUserId);
  const { list, catalogue } = useAdminUsers();
  const [deleting, setDeleting] = useState<AdminUserView | null>(null);
  const labelOf = (key: string) => catalogue.rows.find((permission) => permission.key === key)?.label ?? key;

  return (
    <AdminPage
      title={t('accounts.admin.users.listTitle')}
      intro={t('accounts.admin.users.listIntro')}
      actions={
        <Link className="button button--primary" to={localize('/Admin/admin-management')}>
          {t('accounts.admin.users.add')}
        </Link>
      }
    >
      <div className="table-wrap" aria-busy={list.status === 'loading' || undefined}>
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('accounts.admin.users.name')}</th>
              <th scope="col">{t('accounts.admin.users.email')}</th>
              <th scope="col">{t('accounts.admin.users.role')}</th>
              <th scope="col">{t('accounts.admin.users.status')}</th>
              <th scope="col">{t('accounts.admin.users.permissions')}</th>
              <th scope="col" className="row-actions-head">
                {t('accounts.admin.common.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((user) => {
              const id = encodeURIComponent(user._id);
              const self = user._id === selfId;
              return (
                <tr key={user._id}>
                  <td className="admin-table__primary">
                    {fullName(user)}
                    {self && (
                      <span className="admin-table__secondary">({t('accounts.admin.common.you')})</span>
                    )}
                  </td>
                  <td>{user.email}</td>
                  <td>
                    <RoleLabel role={user.role} />
                  </td>
                  <td>
                    <StatusBadge status={user.status} />
                  </td>
                  <td className="permission-cell">
                    {isSuperAdmin(user)
                      ? t('accounts.admin.users.allPermissions')
                      : user.permissions.map(labelOf).join(', ') || '—'}
                  </td>
                  <td>
                    <div className="row-actions">
                      <Link className="button button--text" to={localize(`/Admin/admin-management?id=${id}`)}>
                        {t('accounts.admin.users.edit')}
                      </Link>
                      {!self && (
                        <>
                          <Link
                            className="button button--text"
                            to={localize(`/Admin/add-permissions?id=${id}`)}
                          >
                            {t('accounts.admin.users.permissions')}
                          </Link>
                          <Link
                            className="button button--text"
                            to={localize(`/Admin/not-allowed-user/${id}`)}
                          >
                            {t('accounts.admin.users.access')}
                          </Link>
                          <button
                            type="button"
                            className="button button--text button--text-danger"
                            onClick={() => {
                              dispatch(adminUserFormOpened('delete'));
                              setDeleting(user);
                            }}
                          >
                            {t('accounts.admin.users.delete')}
                          </button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
            {list.rows.length === 0 && (
              <tr>
                <td className="admin-table__empty" colSpan={6}>
                  {list.status === 'failed'
                    ? t('accounts.admin.common.loadFailed')
                    : list.status === 'loaded'
                      ? t('accounts.admin.common.noRecords')
                      : t('accounts.admin.common.loading')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {deleting && <DeleteAdminDialog user={deleting} onClose={() => setDeleting(null)} />}
    </AdminPage>
  );
}
