import { Role } from '@atelier/contracts/common';
import { ADMIN_PERMISSION_KEYS, type AdminPermissionKey } from '@atelier/contracts/identity';
import { hasRole } from '../users/user-rows';

/** A back-office user as the grant rules see them: their role and the permissions they hold. */
export interface Grantee {
  role: string;
  permissions: readonly AdminPermissionKey[];
}

/** A super-admin holds every permission, whatever rows say. */
export function heldPermissions(user: Grantee): readonly AdminPermissionKey[] {
  return hasRole(user, Role.SuperAdmin) ? ADMIN_PERMISSION_KEYS : user.permissions;
}

/** The requested permissions the actor may not grant because they do not hold them. */
export function ungrantable(actor: Grantee, requested: readonly AdminPermissionKey[]): AdminPermissionKey[] {
  const held = heldPermissions(actor);
  return [...new Set(requested)].filter((permission) => !held.includes(permission));
}

/**
 * Whether the actor may change another back-office user at all (credentials, status, permissions,
 * deletion): only one who holds everything the target holds, so nobody takes over a stronger account.
 * Super-admins are touched by super-admins only.
 */
export function mayManage(actor: Grantee, target: Grantee): boolean {
  if (hasRole(actor, Role.SuperAdmin)) return true;
  if (hasRole(target, Role.SuperAdmin)) return false;
  return ungrantable(actor, heldPermissions(target)).length === 0;
}
