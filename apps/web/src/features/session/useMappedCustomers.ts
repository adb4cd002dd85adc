import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import type { MappedCustomer } from '../../api/types';
import { selectUserId } from '../../app/auth/authSelectors';
import { useAppSelector } from '../../app/hooks';
import { mappedCustomersApi } from '../../app/session/mappedCustomersApi';
import { primaryCustomers } from './storedCustomer';

const NO_CUSTOMERS: MappedCustomer[] = [];

/**
 * The signed-in user's mapped customers for a price choice: all of them (the saga resolves the choice
 * against the list) and the selectable ones (with a primary address). Read once per session and price
 * choice; a failed read offers none, as before.
 */
export function useMappedCustomers(): {
  customers: MappedCustomer[];
  primaries: MappedCustomer[];
  loading: boolean;
} {
  const userId = useAppSelector(selectUserId);
  const { data, isLoading, isUninitialized } = mappedCustomersApi.useMappedCustomersQuery(
    userId ?? skipToken,
    { refetchOnMountOrArgChange: false },
  );
  const customers = data ?? NO_CUSTOMERS;
  const primaries = useMemo(() => primaryCustomers(customers), [customers]);
  return { customers, primaries, loading: isLoading || isUninitialized };
}
