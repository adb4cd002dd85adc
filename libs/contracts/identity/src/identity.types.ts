import type { Role } from '@atelier/contracts/common';

export interface TenantSummary {
  id: string;
  slug: string;
  name: string;
}

export interface CreatedTenant {
  tenant: TenantSummary;
  /** The tenant's first back-office user, a super-admin. */
  adminUserId: string;
}

export interface AuthenticatedUser {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  tenantId: string;
}

export type UserStatus = 'pending' | 'active' | 'rejected' | 'disabled';
export const USER_STATUSES = [
  'pending',
  'active',
  'rejected',
  'disabled',
] as const satisfies readonly UserStatus[];
/** What an admin may set directly; pending and rejected follow from the customer's review. */
export const SETTABLE_USER_STATUSES = ['active', 'disabled'] as const satisfies readonly UserStatus[];

/** customer_remove: delete the company and its addresses, or keep the row with its identifying data blanked. */
export const CUSTOMER_REMOVAL_MODES = ['remove', 'anonymise'] as const;
export type CustomerRemovalMode = (typeof CUSTOMER_REMOVAL_MODES)[number];

/** What customer_remove did; the users who bought for the customer lose it (their mapping cache goes). */
export interface CustomerRemoved {
  customerId: string;
  mode: CustomerRemovalMode;
  affectedUserIds: string[];
}

export type CustomerStatus = 'pending' | 'approved' | 'rejected';
export const CUSTOMER_STATUSES = [
  'pending',
  'approved',
  'rejected',
] as const satisfies readonly CustomerStatus[];

/**
 * A refresh token as the identity service issued it (internal, identity to gateway). The gateway gives
 * the client `refreshToken` and puts `familyId` into the access token's `fam` claim.
 */
export interface IssuedSession {
  refreshToken: string;
  familyId: string;
  expiresAt: string;
}

/**
 * Why a login did not succeed. Only INVALID_CREDENTIALS can be answered without the right password;
 * the others are told only to someone who gave it, so none of them reveals whether an email exists.
 */
export type LoginFailure =
  'INVALID_CREDENTIALS' | 'PENDING_APPROVAL' | 'EMAIL_NOT_VERIFIED' | 'ACCOUNT_INACTIVE';

/** Wrong credentials are an expected outcome, so they come back as a result, not an error. */
export type LoginResult =
  { ok: true; user: AuthenticatedUser; session: IssuedSession } | { ok: false; reason: LoginFailure };

/** Rotation of a refresh token. REUSED: the token had been rotated already, and its family is now revoked. */
export type RefreshResult =
  | { ok: true; user: AuthenticatedUser; session: IssuedSession }
  | { ok: false; reason: 'INVALID' | 'REUSED'; familyId: string | null };

/**
 * A result of something that ended sessions (internal): the gateway deny-lists the access tokens of
 * `revokedFamilies` and passes only `result` on.
 */
export interface WithRevokedSessions<T> {
  result: T;
  revokedFamilies: string[];
}

export interface RegistrationResult {
  email: string;
  status: 'pending';
}

export interface VerifyEmailResult {
  verified: true;
  /** Whether the account has been approved already (then the user can log in now). */
  approved: boolean;
}

export interface ChangePasswordResult {
  user: AuthenticatedUser;
  /** The caller's new session: every other session of the user has ended. */
  session: IssuedSession;
  revokedFamilies: string[];
}

/** An address in the spec's mapped-customer naming. */
export interface AccountAddress {
  address_field1: string;
  address_field2: string | null;
  postcode: string;
  city: string;
  county: string | null;
  country: string;
}

/** The storefront's account details modal (spec §2) plus the markup used for RRP. */
export interface AccountDetails {
  customerId: string;
  acNo: string;
  company: string;
  first_name: string;
  email: string;
  address: AccountAddress | null;
  markup: number;
  is_vat_applicable: boolean;
}

export interface MarkupResult {
  customerId: string;
  markup: number;
}

/** A page of a back-office list: the paging shape every context shares. */
export type { Page } from '@atelier/contracts/common';

export interface CustomerAddressView {
  _id: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  county: string | null;
  postCode: string;
  country: string;
  isPrimary: boolean;
}

/** A row of the back office's customer lists (pending-users, approved-customer, rejected-users, customer-list). */
export interface CustomerListItem {
  _id: string;
  /** Null until the customer is approved. */
  acNo: string | null;
  company: string;
  contactName: string;
  /** The applicant's email (the user who registered the company); null for customers made otherwise. */
  email: string | null;
  emailVerified: boolean;
  companyPhone: string | null;
  city: string | null;
  country: string | null;
  status: CustomerStatus;
  markup: number;
  isVatApplicable: boolean;
  createdAt: string;
  reviewedAt: string | null;
}

export interface CustomerDetail extends CustomerListItem {
  currency: string | null;
  website: string | null;
  mobile: string | null;
  vatNumber: string | null;
  references: string | null;
  comments: string | null;
  rejectionReason: string | null;
  /** The primary address, also in `addresses`. */
  address: CustomerAddressView | null;
  addresses: CustomerAddressView[];
  applicantUserId: string | null;
  /** The customer's group (null: none); discounts may target it. */
  groupId: string | null;
  groupName: string | null;
}

/** A customer group as the back office lists it. */
export interface CustomerGroupView {
  _id: string;
  name: string;
  /** How many customers are in it. */
  customerCount: number;
}

/** A storefront user (role client-super-admin) as the back office sees them. */
export interface CustomerUserView {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  emailVerified: boolean;
  /** How many customers the user buys for. */
  customerCount: number;
  createdAt: string;
}

export interface CustomerAccessItem {
  _id: string;
  acNo: string | null;
  company: string;
  status: CustomerStatus;
  isPrimaryAddress: boolean;
}

/** mapped-customer/{id} and manage-customer-access: the customers a user may buy for. */
export interface CustomerAccess {
  user: CustomerUserView;
  customers: CustomerAccessItem[];
}

export interface AdminUserView {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  status: UserStatus;
  /** Super-admins hold every permission whatever is stored. */
  permissions: AdminPermissionKey[];
  createdAt: string;
}

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
  /** Account number and company ("A1001 · Company"), for the back office's discount list. */
  label: string;
  /** The customer's group (null: none), for discounts that target a group. */
  groupId: string | null;
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

export const ADMIN_PERMISSION_KEYS: readonly AdminPermissionKey[] = ADMIN_PERMISSIONS.map((p) => p.key);
