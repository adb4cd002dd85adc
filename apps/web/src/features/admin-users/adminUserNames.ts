import { Role } from '@atelier/contracts/common';
import type { AdminUserView } from '@atelier/contracts/identity';

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Super-admins hold every permission whatever is stored. */
export function isSuperAdmin(user: Pick<AdminUserView, 'role'>): boolean {
  return user.role === Role.SuperAdmin;
}
