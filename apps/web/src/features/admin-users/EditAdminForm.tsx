import type { AdminUserView } from '@atelier/contracts/identity';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '../../shared/forms/formMessages';
import { fieldError, useAccountFieldName, useSpecForm } from '../../shared/forms/specForm';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select, TextField } from '../../ui/Field';
import { FieldGrid, FormLayout } from '../../ui/Page';
import { DeleteAdminDialog } from './DeleteAdminDialog';
import { ADMIN_EDIT_FIELDS, adminEditValues, toAdminUpdate, type AdminEditField } from './adminUserForms';
import { useUpdateAdminUserMutation } from './adminUsersApi';
import { useRoleOptions } from './useRoleOptions';

type Values = FormValues<AdminEditField>;
const FIELDS = Object.keys(ADMIN_EDIT_FIELDS) as Path<Values>[];

/** admin-management?id=: change an admin user (only what changed is sent), or delete them. */
export function EditAdminForm({ user, self }: { user: AdminUserView; self: boolean }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const roleOptions = useRoleOptions();
  const [deleting, setDeleting] = useState(false);
  const [update, { isLoading }] = useUpdateAdminUserMutation();
  const form = useSpecForm<Values>(ADMIN_EDIT_FIELDS, adminEditValues(user), useAccountFieldName());
  const { errors } = form.formState;

  const save = form.handleSubmit(async (values) => {
    const body = toAdminUpdate(values, user);
    if (Object.keys(body).length === 0 || isLoading) return;
    try {
      const answer = await update({ id: user._id, body }).unwrap();
      feedback.succeeded(answer.message);
    } catch (error) {
      feedback.failed(error, { fields: FIELDS, setError: form.setError });
    }
  });

  return (
    <>
      {self && <p role="note">{t('accounts.admin.users.selfNote')}</p>}
      <FormLayout
        onSubmit={(event) => void save(event)}
        split
        actions={
          <>
            {!self ? (
              <Button variant="danger" onClick={() => setDeleting(true)}>
                {t('accounts.admin.users.delete')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" variant="primary" loading={isLoading}>
              {isLoading ? t('accounts.form.saving') : t('accounts.admin.common.save')}
            </Button>
          </>
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
          {!self && (
            <>
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
                label={t('accounts.labels.newPassword')}
                type="password"
                autoComplete="new-password"
                hint={`${t('accounts.admin.users.passwordKeep')} ${t('accounts.form.passwordHint')}`}
                {...form.register('password')}
                error={fieldError(errors, 'password')}
              />
              <TextField
                label={t('accounts.labels.confirmPassword')}
                type="password"
                autoComplete="new-password"
                {...form.register('confirmPassword')}
                error={fieldError(errors, 'confirmPassword')}
              />
            </>
          )}
        </FieldGrid>
      </FormLayout>
      <DeleteAdminDialog user={deleting ? user : null} onClose={() => setDeleting(false)} />
    </>
  );
}
