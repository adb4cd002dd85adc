import type {
  AdminPermissionKey,
  CustomerListItem,
  AdminUserView,
  CustomerAddressView,
  CustomerStatus,
  CustomerUserView,
} from '@atelier/contracts/identity';
import { CUSTOMER_STATUSES } from '@atelier/contracts/identity';
import type { customerAddresses } from '../schema/identity.schema';
import { type UserRow, userStatus } from '../users/user-rows';
import type { CustomerRow } from './customer-rows';

export type AddressRow = typeof customerAddresses.$inferSelect;

export function customerStatus(value: string): CustomerStatus {
  return (CUSTOMER_STATUSES as readonly string[]).includes(value) ? (value as CustomerStatus) : 'pending';
}

export function addressView(row: AddressRow): CustomerAddressView {
  return {
    _id: row.id,
    addressLine1: row.addressField1,
    addressLine2: row.addressField2,
    city: row.city,
    county: row.county,
    postCode: row.postcode,
    country: row.country,
    isPrimary: row.isPrimary,
  };
}

export function customerUserView(row: UserRow, customerCount: number): CustomerUserView {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: userStatus(row),
    emailVerified: row.emailVerifiedAt !== null,
    customerCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function adminUserView(row: UserRow, permissions: AdminPermissionKey[]): AdminUserView {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as AdminUserView['role'],
    status: userStatus(row),
    permissions,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function paging(
  page: number | undefined,
  limit: number | undefined,
): { page: number; limit: number; offset: number } {
  const size = Number(limit ?? 50);
  const number = Number(page ?? 1);
  return { page: number, limit: size, offset: (number - 1) * size };
}

/** A customer as the back office lists it. */
export function customerListItem(
  customer: CustomerRow,
  email: string | null,
  emailVerified: boolean,
  city: string | null | undefined,
  country: string | null | undefined,
): CustomerListItem {
  return {
    _id: customer.id,
    acNo: customer.acNo,
    company: customer.company,
    contactName: customer.contactName,
    email,
    emailVerified: email !== null && emailVerified,
    companyPhone: customer.companyPhone,
    city: city ?? null,
    country: country ?? null,
    status: customerStatus(customer.status),
    markup: Number(customer.markup),
    isVatApplicable: customer.isVatApplicable,
    createdAt: customer.createdAt.toISOString(),
    reviewedAt: customer.reviewedAt?.toISOString() ?? null,
  };
}
