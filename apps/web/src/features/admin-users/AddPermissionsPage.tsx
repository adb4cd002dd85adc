import type { AdminUserView } from '@atelier/contracts/identity';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AdminPage, AdminPanel } from '../admin-ui/AdminPage';
import { selectUserId } from '../auth/authSelectors';
import { fullName, selectAdminUserForm, isSuperAdmin } from './adminUsersSelectors';
import { adminPermissionsSubmitted, adminUserFormOpened } from './adminUsersSlice';
import { PermissionChecklist } from './PermissionChecklist';
import { useAdminUsers } from './useAdminUsers';

function PermissionsEditor({ user }: { user: AdminUserView }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { catalogue } = useAdminUsers();
  const submission = useAppSelector(selectAdminUserForm('permissions'));
  const [permissions, setPermissions] = useState<string[]>(user.permissions);
  const superAdmin = isSuperAdmin(user);

  useEffect(() => {
    dispatch(adminUserFormOpened('permissions'));
  }, [dispatch]);

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (submission.status !== 'pending')
          dispatch(adminPermissionsSubmitted({ id: user._id, permissions }));
      }}
    >
      <PermissionChecklist
        catalogue={catalogue.rows}
        selected={permissions}
        superAdmin={superAdmin}
        errors={submission.errors?.['permissions'] ?? []}
        onChange={setPermissions}
      />
      {!superAdmin && (
        <div className="form__actions">
          <button
            type="submit"
            className="button button--primary"
            aria-busy={submission.status === 'pending' || undefined}
          >
            {t('accounts.admin.users.savePermissions')}
          </button>
        </div>
      )}
    </form>
  );
}

/** add-permissions?id=: choose an admin user and what they may manage (the list replaces theirs). */
export function AddPermissionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { list } = useAdminUsers();
  const selfId = useAppSelector(selectUserId);
  const selectId = useId();
  const id = params.get('id') ?? '';
  const others = list.rows.filter((user) => user._id !== selfId);
  const user = others.find((candidate) => candidate._id === id) ?? null;

  return (
    <AdminPage
      title={t('accounts.admin.users.permissionsTitle')}
      intro={t('accounts.admin.users.permissionsIntro')}
    >
      <AdminPanel className="admin-panel--form">
        <div className="field">
          <label className="field__label" htmlFor={selectId}>
            {t('accounts.admin.users.chooseAdmin')}
          </label>
          <select
            id={selectId}
            className="select"
            value={user ? user._id : ''}
            onChange={(event) => setParams(event.target.value ? { id: event.target.value } : {})}
          >
            <option value="">{t('accounts.admin.users.chooseAdminPlaceholder')}</option>
            {others.map((candidate) => (
              <option key={candidate._id} value={candidate._id}>
                {`${fullName(candidate)} (${candidate.email})`}
              </option>
            ))}
          </select>
        </div>
        {user && <PermissionsEditor key={`${user._id}-${user.permissions.join()}`} user={user} />}
        {list.status === 'loading' && (
          <p className="admin-panel__status" role="status">
            {t('accounts.admin.common.loading')}
          </p>
        )}
      </AdminPanel>
    </AdminPage>
  );
}
