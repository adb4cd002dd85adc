import type { AdminUserView } from '@atelier/contracts/identity';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import {
  PasswordInputField,
  RequiredNote,
  SelectField,
  SubmitButton,
  TextField,
} from '../../shared/forms/Fields';
import { useForm } from '../../shared/forms/useForm';
import { AdminPage, AdminPanel } from '../admin-ui/AdminPage';
import { selectUserId } from '../auth/authSelectors';
import { DeleteAdminDialog } from './AdminUserListPage';
import {
  ADMIN_CREATE_FIELDS,
  ADMIN_EDIT_FIELDS,
  ADMIN_ROLE_VALUES,
  adminEditValues,
  toAdminUpdate,
  toNewAdminBody,
} from './adminUserForms';
import {
  fullName,
  selectAdminUserDetail,
  selectAdminUserForm,
  selectPermissionCatalogue,
} from './adminUsersSelectors';
import {
  adminUserCreateSubmitted,
  adminUserFormOpened,
  adminUserRequested,
  adminUserUpdateSubmitted,
  permissionCatalogueRequested,
} from './adminUsersSlice';
import { PermissionChecklist } from './PermissionChecklist';

function useRoleOptions() {
  const { t } = useTranslation();
  return ADMIN_ROLE_VALUES.map((role) => ({
    value: role,
    label:
      role === 'super-admin'
        ? t('accounts.admin.users.roles.superAdmin')
        : t('accounts.admin.users.roles.admin'),
  }));
}

function CreateAdminForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectAdminUserForm('create'));
  const catalogue = useAppSelector(selectPermissionCatalogue);
  const roleOptions = useRoleOptions();
  const [permissions, setPermissions] = useState<string[]>([]);
  const form = useForm({
    spec: ADMIN_CREATE_FIELDS,
    initial: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', role: 'admin' },
    serverErrors: submission.errors,
    onValid: (values) => {
      if (submission.status !== 'pending')
        dispatch(adminUserCreateSubmitted(toNewAdminBody(values, permissions)));
    },
  });

  useEffect(() => {
    dispatch(adminUserFormOpened('create'));
    dispatch(permissionCatalogueRequested());
  }, [dispatch]);

  return (
    <AdminPanel className="admin-panel--form">
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <RequiredNote />
        <div className="form-grid">
          <TextField form={form} name="firstName" label={t('accounts.labels.firstName')} autoComplete="off" />
          <TextField form={form} name="lastName" label={t('accounts.labels.lastName')} autoComplete="off" />
          <TextField
            form={form}
            name="email"
            label={t('accounts.labels.email')}
            type="email"
            autoComplete="off"
          />
          <SelectField form={form} name="role" label={t('accounts.labels.role')} options={roleOptions} />
          <PasswordInputField
            form={form}
            name="password"
            label={t('accounts.labels.password')}
            hint={t('accounts.form.passwordHint')}
          />
          <PasswordInputField
            form={form}
            name="confirmPassword"
            label={t('accounts.labels.confirmPassword')}
          />
        </div>
        <PermissionChecklist
          catalogue={catalogue.rows}
          selected={permissions}
          superAdmin={form.values.role === 'super-admin'}
          errors={submission.errors?.['permissions'] ?? []}
          onChange={setPermissions}
        />
        <div className="form__actions">
          <SubmitButton
            pending={submission.status === 'pending'}
            label={t('accounts.admin.users.createSubmit')}
            pendingLabel={t('accounts.form.saving')}
          />
        </div>
      </form>
    </AdminPanel>
  );
}

function EditAdminForm({ user, self }: { user: AdminUserView; self: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const submission = useAppSelector(selectAdminUserForm('edit'));
  const roleOptions = useRoleOptions();
  const [deleting, setDeleting] = useState(false);
  const form = useForm({
    spec: ADMIN_EDIT_FIELDS,
    initial: adminEditValues(user),
    serverErrors: submission.errors,
    onValid: (values) => {
      const body = toAdminUpdate(values, user);
      if (Object.keys(body).length === 0 || submission.status === 'pending') return;
      dispatch(adminUserUpdateSubmitted({ id: user._id, body }));
    },
  });

  return (
    <AdminPanel className="admin-panel--form">
      {self && <p className="notice">{t('accounts.admin.users.selfNote')}</p>}
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <RequiredNote />
        <div className="form-grid">
          <TextField form={form} name="firstName" label={t('accounts.labels.firstName')} autoComplete="off" />
          <TextField form={form} name="lastName" label={t('accounts.labels.lastName')} autoComplete="off" />
          {!self && (
            <>
              <TextField
                form={form}
                name="email"
                label={t('accounts.labels.email')}
                type="email"
                autoComplete="off"
              />
              <SelectField form={form} name="role" label={t('accounts.labels.role')} options={roleOptions} />
              <p className="field__hint field--wide">{t('accounts.admin.users.passwordKeep')}</p>
              <PasswordInputField
                form={form}
                name="password"
                label={t('accounts.labels.newPassword')}
                hint={t('accounts.form.passwordHint')}
              />
              <PasswordInputField
                form={form}
                name="confirmPassword"
                label={t('accounts.labels.confirmPassword')}
              />
            </>
          )}
        </div>
        <div className="form__actions form__actions--split">
          {!self && (
            <button
              type="button"
              className="button button--ghost button--ghost-danger"
              onClick={() => {
                dispatch(adminUserFormOpened('delete'));
                setDeleting(true);
              }}
            >
              {t('accounts.admin.users.delete')}
            </button>
          )}
          <SubmitButton
            pending={submission.status === 'pending'}
            label={t('accounts.admin.common.save')}
            pendingLabel={t('accounts.form.saving')}
          />
        </div>
      </form>
      {deleting && <DeleteAdminDialog user={user} onClose={() => setDeleting(false)} />}
    </AdminPanel>
  );
}

function EditAdmin({ id }: { id: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const localize = useLocalize();
  const detail = useAppSelector(selectAdminUserDetail);
  const selfId = useAppSelector(selectUserId);
  const user = detail.id === id ? detail.data : null;

  useEffect(() => {
    dispatch(adminUserRequested(id));
    dispatch(adminUserFormOpened('edit'));
  }, [dispatch, id]);

  return (
    <AdminPage
      title={t('accounts.admin.users.editTitle')}
      intro={user ? t('accounts.admin.users.editIntro', { name: fullName(user) }) : undefined}
      actions={
        <Link className="button button--outline" to={localize('/Admin/admin-user-list')}>
          {t('accounts.admin.common.back')}
        </Link>
      }
    >
      {user ? (
        <EditAdminForm
          key={`${user._id}-${user.email}-${user.role}`}
          user={user}
          self={user._id === selfId}
        />
      ) : (
        <AdminPanel>
          <p className="admin-panel__status" role="status">
            {detail.status === 'failed'
              ? t('accounts.admin.users.notFound')
              : t('accounts.admin.common.loading')}
          </p>
        </AdminPanel>
      )}
    </AdminPage>
  );
}

/** admin-management: add an admin user, or (?id=) change or delete one. */
export function AdminManagementPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <EditAdmin key={id} id={id} />;
  return (
    <AdminPage
      title={t('accounts.admin.users.createTitle')}
      intro={t('accounts.admin.users.createIntro')}
      actions={
        <Link className="button button--outline" to={localize('/Admin/admin-user-list')}>
          {t('accounts.admin.common.back')}
        </Link>
      }
    >
      <CreateAdminForm />
    </AdminPage>
  );
}
