import type { AdminPermission, AdminUserView } from '@atelier/contracts/identity';
import type { AdminUserUpdateBody, NewAdminUserBody, SettableUserStatus } from '../../api/accounts';
import { dataApi, fromApi } from '../../api/baseApi';
import type { ApiEnvelope, ApiMessage } from '../../api/types';

const LIST = { type: 'AdminUser', id: 'LIST' } as const;
const one = (id: string) => ({ type: 'AdminUser', id }) as const;

/** The admin users and their permissions (permission `users`), in the back-office chunk. */
export const adminUsersApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUserView[], void>({
      queryFn: fromApi(async (api) => (await api.listAdminUsers()).data),
      providesTags: (rows = []) => [LIST, ...rows.map((row) => one(row._id))],
    }),
    /** GET /admin-permissions: every permission an admin may hold (fixed while the app runs). */
    permissionCatalogue: build.query<AdminPermission[], void>({
      queryFn: fromApi(async (api) => (await api.getPermissionCatalogue()).data),
      providesTags: ['AdminPermissions'],
    }),
    adminUser: build.query<AdminUserView, string>({
      queryFn: fromApi(async (api, id) => (await api.getAdminUser(id)).data),
      providesTags: (_user, _error, id) => [one(id)],
    }),
    createAdminUser: build.mutation<ApiEnvelope<AdminUserView>, NewAdminUserBody>({
      queryFn: fromApi((api, body) => api.createAdminUser(body)),
      invalidatesTags: [LIST],
    }),
    updateAdminUser: build.mutation<ApiEnvelope<AdminUserView>, { id: string; body: AdminUserUpdateBody }>({
      queryFn: fromApi((api, { id, body }) => api.updateAdminUser(id, body)),
      invalidatesTags: (_answer, _error, { id }) => [LIST, one(id)],
    }),
    /** PUT /admin-users/{id}/permissions: the list replaces the admin's permissions. */
    setAdminPermissions: build.mutation<ApiEnvelope<AdminUserView>, { id: string; permissions: string[] }>({
      queryFn: fromApi((api, { id, permissions }) => api.setAdminPermissions(id, permissions)),
      invalidatesTags: (_answer, _error, { id }) => [LIST, one(id)],
    }),
    /** Stop (sessions end at once) or restore an admin. */
    setAdminStatus: build.mutation<ApiEnvelope<AdminUserView>, { id: string; status: SettableUserStatus }>({
      queryFn: fromApi((api, { id, status }) => api.setAdminUserStatus(id, status)),
      invalidatesTags: (_answer, _error, { id }) => [LIST, one(id)],
    }),
    deleteAdminUser: build.mutation<ApiMessage, string>({
      queryFn: fromApi((api, id) => api.deleteAdminUser(id)),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useAdminUsersQuery,
  usePermissionCatalogueQuery,
  useAdminUserQuery,
  useCreateAdminUserMutation,
  useUpdateAdminUserMutation,
  useSetAdminPermissionsMutation,
  useSetAdminStatusMutation,
  useDeleteAdminUserMutation,
} = adminUsersApi;
