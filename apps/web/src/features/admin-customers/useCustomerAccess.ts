import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCustomerAccess } from './adminCustomersSelectors';
import { customerAccessRequested } from './adminCustomersSlice';

/** The user and the customers they may buy for (GET /customer-users/{userId}/customers). */
export function useCustomerAccess(userId: string) {
  const dispatch = useAppDispatch();
  const access = useAppSelector(selectCustomerAccess);
  useEffect(() => {
    dispatch(customerAccessRequested(userId));
  }, [dispatch, userId]);
  const data = access.userId === userId ? access.data : null;
  return { data, status: access.userId === userId ? access.status : 'loading' };
}
