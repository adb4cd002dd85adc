import type { AdminUserView } from '@atelier/contracts/identity';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { Button, buttonClass } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import { selectUserId } from '../../app/auth/authSelectors';
import { DeleteAdminDialog } from './DeleteAdminDialog';
import { fullName, isSuperAdmin } from './adminUserNames';
import { useAdminUsersQuery, usePermissionCatalogueQuery } from './adminUsersApi';
import { RoleLabel, UserStatus } from './RoleLabel';

/** admin-user-list: back-office staff with their role, status and permissions. */
export function AdminUserListPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const selfId = useAppSelector(selectUserId);
  const list = useAdminUsersQuery();
  const catalogue = usePermissionCatalogueQuery();
  const [deleting, setDeleting] = useState<AdminUserView | null>(null);

  const columns = useMemo<Column<AdminUserView>[]>(() => {
    const labelOf = (key: string) =>
      catalogue.data?.find((permission) => permission.key === key)?.label ?? key;
    return [
      {
        id: 'name',
        header: t('accounts.admin.users.name'),
        sortValue: fullName,
        hideable: false,
        cell: (user) => (
          <>
            {fullName(user)}
            {user._id === selfId && ` (${t('accounts.admin.common.you')})`}
          </>
        ),
      },
      {
        id: 'email',
        header: t('accounts.admin.users.email'),
        sortValue: (user) => user.email,
        cell: (user) => user.email,
      },
      { id: 'role', header: t('accounts.admin.users.role'), cell: (user) => <RoleLabel role={user.role} /> },
      {
        id: 'status',
        header: t('accounts.admin.users.status'),
        cell: (user) => <UserStatus status={user.status} />,
      },
      {
        id: 'permissions',
        header: t('accounts.admin.users.permissions'),
        wrap: true,
        cell: (user) =>
          isSuperAdmin(user)
            ? t('accounts.admin.users.allPermissions')
            : user.permissions.map(labelOf).join(', ') || '—',
      },
      {
        id: 'actions',
        header: t('accounts.admin.common.actions'),
        hideable: false,
        cell: (user) => {
          const id = encodeURIComponent(user._id);
          return (
            <>
              <Link
                className={buttonClass({ variant: 'ghost', size: 'sm' })}
                to={localize(`/Admin/admin-management?id=${id}`)}
              >
                {t('accounts.admin.users.edit')}
              </Link>
              {user._id !== selfId && (
                <>
                  <Link
                    className={buttonClass({ variant: 'ghost', size: 'sm' })}
                    to={localize(`/Admin/add-permissions?id=${id}`)}
                  >
                    {t('accounts.admin.users.permissions')}
                  </Link>
                  <Link
                    className={buttonClass({ variant: 'ghost', size: 'sm' })}
                    to={localize(`/Admin/not-allowed-user/${id}`)}
                  >
                    {t('accounts.admin.users.access')}
                  </Link>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(user)}>
                    {t('accounts.admin.users.delete')}
                  </Button>
                </>
              )}
            </>
          );
        },
      },
    ];
  }, [t, localize, selfId, catalogue.data]);

  return (
    <Page
      title={t('accounts.admin.users.listTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('accounts.admin.users.listIntro')}
      actions={
        <Link className={buttonClass({ variant: 'primary' })} to={localize('/Admin/admin-management')}>
          {t('accounts.admin.users.add')}
        </Link>
      }
    >
      <Table
        label={t('accounts.admin.users.listTitle')}
        rows={list.data ?? []}
        columns={columns}
        rowId={(user) => user._id}
        loading={list.isFetching}
        error={list.isError ? t('accounts.admin.common.loadFailed') : undefined}
        columnChooser
      />
      <DeleteAdminDialog user={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
