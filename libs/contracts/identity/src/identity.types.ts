import type { Role } from '@atelier/contracts/common';

export interface TenantSummary {
  id: string;
  slug: string;
  name: string;
}

export interface AuthenticatedUser {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  tenantId: string;
}

/** Wrong credentials are an expected outcome, so they come back as a result, not an error. */
export type LoginResult =
  { ok: true; user: AuthenticatedUser } | { ok: false; reason: 'INVALID_CREDENTIALS' };

export interface UserInfo {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
}

/** Spec section 3, "Mapped customer (per user)": one row per customer with its primary address. */
export interface MappedCustomer {
  _id: string;
  acNo: string;
  company: string;
  name: string;
  address_field1: string;
  address_field2: string | null;
  postcode: string;
  city: string;
  country: string;
  markup: number;
  is_vat_applicable: boolean;
  is_primary_address: boolean;
}

export interface AdminPermission {
  key: string;
  label: string;
}

export interface CustomerPricing {
  customerId: string;
  markup: number;
  isVatApplicable: boolean;
}

/** Permission keys an admin user may hold; super-admins hold all of them. */
export const ADMIN_PERMISSIONS = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'designs', label: 'Designs' },
  { key: 'menus', label: 'Menus' },
  { key: 'customers', label: 'Customers' },
  { key: 'users', label: 'Users and permissions' },
  { key: 'discounts', label: 'Discounts and markup' },
  { key: 'images', label: 'Images' },
  { key: 'offers', label: 'Offers' },
  { key: 'orders', label: 'Orders' },
  { key: 'content', label: 'Announcements and running lines' },
  { key: 'reports', label: 'Reports' },
  { key: 'sync', label: 'Sellease synchronisation' },
] as const satisfies readonly AdminPermission[];

export type AdminPermissionKey = (typeof ADMIN_PERMISSIONS)[number]['key'];
