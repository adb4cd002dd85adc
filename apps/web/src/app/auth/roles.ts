/** The only role allowed on the customer storefront. */
export const CUSTOMER_ROLE = 'client-super-admin';
/** Roles allowed in the admin area. */
export const ADMIN_ROLES: readonly string[] = ['admin', 'super-admin'];

export function isCustomerRole(role: string | null | undefined): boolean {
  return role === CUSTOMER_ROLE;
}

export function isAdminRole(role: string | null | undefined): boolean {
  return role !== null && role !== undefined && ADMIN_ROLES.includes(role);
}

/** allow; no-permission: logged in with the wrong role; invalid: not logged in. */
export type GuardDecision = 'allow' | 'no-permission' | 'invalid';
export type GuardKind = 'admin' | 'customer';

/** Spec §6 admin guard: admin and super-admin pass. */
export function decideAdminAccess(loggedIn: boolean, role: string | null | undefined): GuardDecision {
  if (!loggedIn) return 'invalid';
  return isAdminRole(role) ? 'allow' : 'no-permission';
}

/** Spec §6 customer-admin guard: only client-super-admin passes. */
export function decideCustomerAccess(loggedIn: boolean, role: string | null | undefined): GuardDecision {
  if (!loggedIn) return 'invalid';
  return isCustomerRole(role) ? 'allow' : 'no-permission';
}
