import type { AdminUserView } from '@atelier/contracts/identity';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { useLocalize } from '../../i18n/useLocalize';
import { buttonClass } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { Table, type Column } from '../../ui/Table';
import { selectUserId } from '../../app/auth/authSelectors';
import { fullName, isSuperAdmin } from './adminUserNames';
import { useAdminUsersQuery, usePermissionCatalogueQuery } from './adminUsersApi';
import { RoleLabel } from './RoleLabel';

/** admin-permissions: the catalogue against the admins, who holds what. */
export function AdminPermissionsPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const selfId = useAppSelector(selectUserId);
  const list = useAdminUsersQuery();
  const catalogue = usePermissionCatalogueQuery();

  const columns = useMemo<Column<AdminUserView>[]>(
    () => [
      {
        id: 'name',
        header: t('accounts.admin.users.name'),
        hideable: false,
        sortValue: fullName,
        cell: (user) => `${fullName(user)} (${user.email})`,
      },
      { id: 'role', header: t('accounts.admin.users.role'), cell: (user) => <RoleLabel role={user.role} /> },
      ...(catalogue.data ?? []).map((permission): Column<AdminUserView> => ({
        id: permission.key,
        header: permission.label,
        cell: (user) => {
          const holds = isSuperAdmin(user) || user.permissions.some((key) => key === permission.key);
          return (
            <span
              role="img"
              aria-label={holds ? t('accounts.admin.users.holds') : t('accounts.admin.users.lacks')}
            >
              {holds ? '✓' : '–'}
            </span>
          );
        },
      })),
      {
        id: 'actions',
        header: t('accounts.admin.common.actions'),
        hideable: false,
        cell: (user) =>
          user._id !== selfId &&
          !isSuperAdmin(user) && (
            <Link
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              to={localize(`/Admin/add-permissions?id=${encodeURIComponent(user._id)}`)}
            >
              {t('accounts.admin.users.edit')}
            </Link>
          ),
      },
    ],
    [t, localize, selfId, catalogue.data],
  );

  return (
    <Page
      title={t('accounts.admin.users.matrixTitle')}
      titleSuffix={t('meta.adminTitle')}
      intro={t('accounts.admin.users.matrixIntro')}
    >
      <Table
        label={t('accounts.admin.users.matrixTitle')}
        rows={list.data ?? []}
        columns={columns}
        rowId={(user) => user._id}
        loading={list.isFetching || catalogue.isFetching}
        error={list.isError ? t('accounts.admin.common.loadFailed') : undefined}
        columnChooser
      />
      <p>{t('accounts.admin.users.superAdminNote')}</p>
    </Page>
  );
}
