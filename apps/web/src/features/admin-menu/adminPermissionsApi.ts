import { useAppSelector } from '../../app/hooks';
import { dataApi, fromApi } from '../../api/baseApi';
import type { AdminPermission } from '../../api/types';
import { selectUserId } from '../../app/auth/authSelectors';

/** The signed-in admin's permissions (server data), in the back-office chunk. */
export const adminPermissionsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /users/list-Admin-Permissions for one admin. */
    ownAdminPermissions: build.query<AdminPermission[], string>({
      queryFn: fromApi(async (api, userId) => {
        const list = (await api.listAdminPermissions(userId)).data?.data;
        return Array.isArray(list) ? list : [];
      }),
      // Tagged as the admin user, so changing one's own permissions (admin users' mutations) refreshes the menu.
      providesTags: (_list, _error, userId) => [{ type: 'AdminUser', id: userId }],
    }),
  }),
});

export interface AdminPermissionsState {
  permissions: readonly AdminPermission[];
  /** `failed` leaves the decision to the server, which checks every call anyway. */
  status: 'loading' | 'loaded' | 'failed';
}

const NONE: readonly AdminPermission[] = [];

/** What the signed-in admin may open (the menu and the screen guard). */
export function useAdminPermissions(): AdminPermissionsState {
  const userId = useAppSelector(selectUserId);
  const query = adminPermissionsApi.useOwnAdminPermissionsQuery(userId ?? '', {
    skip: !userId,
    // One load per session is enough for the menu and every guard; the server still checks each call.
    refetchOnMountOrArgChange: false,
  });
  if (!userId || query.isError) return { permissions: NONE, status: 'failed' };
  if (!query.data) return { permissions: NONE, status: 'loading' };
  return { permissions: query.data, status: 'loaded' };
}
