import { Role } from '@atelier/contracts/common';
import type { AdminUserView } from '@atelier/contracts/identity';
import { withAdminUsers, type AdminUserFormName, type AdminUsersState } from './adminUsersSlice';

export const selectAdminUsers = withAdminUsers((state) => state.adminUsers.list);
export const selectPermissionCatalogue = withAdminUsers((state) => state.adminUsers.catalogue);
export const selectAdminUserDetail = withAdminUsers((state) => state.adminUsers.detail);

type FormState = AdminUsersState['form'];

const IDLE: Record<AdminUserFormName, FormState> = {
  create: { name: 'create', status: 'idle', errors: null },
  edit: { name: 'edit', status: 'idle', errors: null },
  permissions: { name: 'permissions', status: 'idle', errors: null },
  status: { name: 'status', status: 'idle', errors: null },
  delete: { name: 'delete', status: 'idle', errors: null },
};

/** The submission state of one form; while another form is the latest, this one reads as idle. */
export const selectAdminUserForm = (name: AdminUserFormName) =>
  withAdminUsers((state): FormState =>
    state.adminUsers.form.name === name ? state.adminUsers.form : IDLE[name],
  );

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Super-admins hold every permission whatever is stored. */
export function isSuperAdmin(user: Pick<AdminUserView, 'role'>): boolean {
  return user.role === Role.SuperAdmin;
}
