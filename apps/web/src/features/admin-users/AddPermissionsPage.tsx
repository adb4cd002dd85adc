import type { AdminUserView } from '@atelier/contracts/identity';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useFormFeedback } from '../../shared/forms/useFormFeedback';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Field';
import { FormLayout, Page, Panel, StatusLine } from '../../ui/Page';
import { selectUserId } from '../../app/auth/authSelectors';
import { fullName, isSuperAdmin } from './adminUserNames';
import {
  useAdminUsersQuery,
  usePermissionCatalogueQuery,
  useSetAdminPermissionsMutation,
} from './adminUsersApi';
import { PermissionChecklist } from './PermissionChecklist';

function PermissionsEditor({ user }: { user: AdminUserView }) {
  const { t } = useTranslation();
  const feedback = useFormFeedback();
  const catalogue = usePermissionCatalogueQuery();
  const [save, { isLoading }] = useSetAdminPermissionsMutation();
  const [permissions, setPermissions] = useState<string[]>(user.permissions);
  const superAdmin = isSuperAdmin(user);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    save({ id: user._id, permissions })
      .unwrap()
      .then(
        (answer) => feedback.succeeded(answer.message),
        (error: unknown) => feedback.failed(error),
      );
  };

  return (
    <FormLayout
      onSubmit={submit}
      actions={
        !superAdmin && (
          <Button type="submit" variant="primary" loading={isLoading}>
            {t('accounts.admin.users.savePermissions')}
          </Button>
        )
      }
    >
      <PermissionChecklist
        catalogue={catalogue.data ?? []}
        selected={permissions}
        superAdmin={superAdmin}
        onChange={setPermissions}
      />
    </FormLayout>
  );
}

/** add-permissions?id=: choose an admin user and what they may manage (the list replaces theirs). */
export function AddPermissionsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const list = useAdminUsersQuery();
  const selfId = useAppSelector(selectUserId);
  const id = params.get('id') ?? '';
  const others = (list.data ?? []).filter((user) => user._id !== selfId);
  const user = others.find((candidate) => candidate._id === id) ?? null;

  return (
    <Page
      title={t('accounts.admin.users.permissionsTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('accounts.admin.users.permissionsIntro')}
    >
      <Panel>
        <Select
          label={t('accounts.admin.users.chooseAdmin')}
          placeholder={t('accounts.admin.users.chooseAdminPlaceholder')}
          value={user ? user._id : ''}
          options={others.map((candidate) => ({
            value: candidate._id,
            label: `${fullName(candidate)} (${candidate.email})`,
          }))}
          onChange={(event) => setParams(event.target.value ? { id: event.target.value } : {})}
        />
        {list.isLoading && <StatusLine>{t('accounts.admin.common.loading')}</StatusLine>}
      </Panel>
      {user && <PermissionsEditor key={`${user._id}-${user.permissions.join()}`} user={user} />}
    </Page>
  );
}
