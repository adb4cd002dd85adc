import { isLanguageCode, type LanguageCode, Role } from '@atelier/contracts/common';
import type { AuthenticatedUser, UserStatus } from '@atelier/contracts/identity';
import { USER_STATUSES } from '@atelier/contracts/identity';
import type { users } from '../schema/identity.schema';

export type UserRow = typeof users.$inferSelect;

export function isRole(value: string): value is Role {
  return (Object.values(Role) as string[]).includes(value);
}

/** A stored role (text) compared with a role of the enum. */
export function hasRole(row: { role?: string | null }, role: Role): boolean {
  return row.role === (role as string);
}

export function userStatus(row: UserRow): UserStatus {
  return (USER_STATUSES as readonly string[]).includes(row.status) ? (row.status as UserStatus) : 'disabled';
}

export function userLanguage(row: UserRow): LanguageCode {
  return isLanguageCode(row.language) ? row.language : 'en';
}

/** Active, verified and holding a known role: what a session needs at every refresh. */
export function canLogIn(row: UserRow): boolean {
  return row.status === 'active' && row.emailVerifiedAt !== null && isRole(row.role);
}

export function authenticatedUser(row: UserRow): AuthenticatedUser {
  if (!isRole(row.role)) throw new Error(`user ${row.id} has an unknown role`);
  return {
    _id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role,
    tenantId: row.tenantId,
  };
}
