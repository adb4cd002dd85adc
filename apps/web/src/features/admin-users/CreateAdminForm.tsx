import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useLocalize } from '../../i18n/useLocalize';
import type { FormValues } from '../../shared/forms/formMessages';
import { fieldError, useAccountFieldName, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select, TextField } from '../../ui/Field';
import { FieldGrid, FormLayout } from '../../ui/Page';
import { ADMIN_CREATE_FIELDS, toNewAdminBody, type AdminCreateField } from './adminUserForms';
import { useCreateAdminUserMutation, usePermissionCatalogueQuery } from './adminUsersApi';
import { PermissionChecklist } from './PermissionChecklist';
import { useRoleOptions } from './useRoleOptions';

type Values = FormValues<AdminCreateField>;
const FIELDS = Object.keys(ADMIN_CREATE_FIELDS) as Path<Values>[];

/** admin-management (add): a new admin user with a role and permissions; back to the list after. */
export function CreateAdminForm() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const catalogue = usePermissionCatalogueQuery();
  const roleOptions = useRoleOptions();
  const [permissions, setPermissions] = useState<string[]>([]);
  const [create, { isLoading }] = useCreateAdminUserMutation();
  const form = useSpecForm<Values>(
    ADMIN_CREATE_FIELDS,
    { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', role: 'admin' },
    useAccountFieldName(),
  );
  const { errors } = form.formState;

  const save = form.handleSubmit(async (values) => {
    if (isLoading) return;
    try {
      const answer = await create(toNewAdminBody(values, permissions)).unwrap();
      feedback.succeeded(answer.message);
      await navigate(localize('/Admin/admin-user-list'));
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <FormLayout
      onSubmit={(event) => void save(event)}
      actions={
        <Button type="submit" variant="primary" loading={isLoading}>
          {isLoading ? t('accounts.form.saving') : t('accounts.admin.users.createSubmit')}
        </Button>
      }
    >
      <FieldGrid>
        <TextField
          label={t('accounts.labels.firstName')}
          required
          autoComplete="off"
          {...form.register('firstName')}
          error={fieldError(errors, 'firstName')}
        />
        <TextField
          label={t('accounts.labels.lastName')}
          autoComplete="off"
          {...form.register('lastName')}
          error={fieldError(errors, 'lastName')}
        />
        <TextField
          label={t('accounts.labels.email')}
          type="email"
          required
          autoComplete="off"
          {...form.register('email')}
          error={fieldError(errors, 'email')}
        />
        <Select
          label={t('accounts.labels.role')}
          required
          options={roleOptions}
          {...form.register('role')}
          error={fieldError(errors, 'role')}
        />
        <TextField
          label={t('accounts.labels.password')}
          type="password"
          required
          autoComplete="new-password"
          hint={t('accounts.form.passwordHint')}
          {...form.register('password')}
          error={fieldError(errors, 'password')}
        />
        <TextField
          label={t('accounts.labels.confirmPassword')}
          type="password"
          required
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={fieldError(errors, 'confirmPassword')}
        />
      </FieldGrid>
      <PermissionChecklist
        catalogue={catalogue.data ?? []}
        selected={permissions}
        superAdmin={form.watch('role') === 'super-admin'}
        onChange={setPermissions}
      />
    </FormLayout>
  );
}
