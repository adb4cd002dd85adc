import type { CustomerUserView } from '@atelier/contracts/identity';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Column } from '../../ui/Table';
import { fullName, StatusBadge, VerifiedMark } from './CustomerBadges';

/** The columns every list of storefront users shows, then its own actions. */
export function userColumns(
  t: TFunction,
  formatDate: (iso: string | null | undefined) => string,
  actions: (user: CustomerUserView) => ReactNode,
): Column<CustomerUserView>[] {
  return [
    { id: 'name', header: t('accounts.admin.customers.name'), hideable: false, cell: fullName },
    {
      id: 'email',
      header: t('accounts.admin.customers.email'),
      cell: (user) => (
        <>
          {user.email}
          <VerifiedMark verified={user.emailVerified} />
        </>
      ),
    },
    {
      id: 'status',
      header: t('accounts.admin.customers.status'),
      cell: (user) => <StatusBadge status={user.status} />,
    },
    {
      id: 'customers',
      header: t('accounts.admin.customers.customerCount'),
      cell: (user) => user.customerCount,
    },
    {
      id: 'created',
      header: t('accounts.admin.customers.created'),
      cell: (user) => formatDate(user.createdAt),
    },
    { id: 'actions', header: t('accounts.admin.common.actions'), hideable: false, cell: actions },
  ];
}
