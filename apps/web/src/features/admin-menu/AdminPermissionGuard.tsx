import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { FullPageLoader } from '../../shared/ui/FullPageLoader';
import { holdsPermission, type ScreenPermission } from './adminMenuItems';
import { useAdminPermissions } from './adminPermissionsApi';
import { adminScreenRefused } from './adminMenuSlice';

/**
 * Screens of one permission: an admin without it is told "You do not have permission!" and sent to the
 * admin home. If the permissions cannot be loaded the screen opens and the server decides (it checks
 * every call anyway).
 */
export function AdminPermissionGuard({ permission }: { permission: ScreenPermission }) {
  const dispatch = useAppDispatch();
  const { permissions, status } = useAdminPermissions();
  const refused = status === 'loaded' && !holdsPermission(permissions, permission);

  useEffect(() => {
    if (refused) dispatch(adminScreenRefused());
  }, [dispatch, refused]);

  if (status === 'loading') return <FullPageLoader />;
  if (refused) return null;
  return <Outlet />;
}
