import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectAdminUsers, selectPermissionCatalogue } from './adminUsersSelectors';
import { adminUsersRequested, permissionCatalogueRequested } from './adminUsersSlice';

/** The admin users and the permission catalogue, loaded when a screen opens. */
export function useAdminUsers() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectAdminUsers);
  const catalogue = useAppSelector(selectPermissionCatalogue);
  useEffect(() => {
    dispatch(adminUsersRequested());
    dispatch(permissionCatalogueRequested());
  }, [dispatch]);
  return { list, catalogue };
}
