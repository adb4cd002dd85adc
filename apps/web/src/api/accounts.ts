import type {
  AccountDetails,
  AdminPermission,
  AdminUserView,
  CustomerAccess,
  CustomerDetail,
  CustomerListItem,
  CustomerRemovalMode,
  CustomerRemoved,
  CustomerGroupView,
  CustomerStatus,
  CustomerUserView,
  MarkupResult,
  Page,
  RegistrationResult,
  VerifyEmailResult,
} from '@atelier/contracts/identity';
import type { NewsletterSubscriberView } from '@atelier/contracts/admin';
import type { Paged } from '@atelier/contracts/common';
import type { DownloadedFile, HttpClient } from './client';
import type { ApiEnvelope, ApiMessage } from './types';

/*
 * The accounts calls of issue 4 (libs/contracts/identity/API.md). Response shapes come from the identity
 * contract as types only: its DTO classes carry Nest decorators that must stay out of the bundle.
 */

/** What login, refresh-token and change-password answer: a new access token and a new refresh token. */
export interface SessionTokens {
  role: string;
  token: string;
  refreshToken: string;
}

/** Body of POST /api/users/register (spec §3 Registration); optional fields may be left out. */
export interface RegistrationBody {
  companyName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  county?: string;
  postCode: string;
  country: string;
  currency: string;
  companyPhone: string;
  website?: string;
  mobile?: string;
  vatNumber?: string;
  references?: string;
  comments?: string;
  contactName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface ResetPasswordBody {
  token: string;
  password: string;
  confirmPassword: string;
}

export interface ChangePasswordBody {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** GET /api/currencies/get-all-currencies (catalogue lookups; public). */
export interface CurrencyRow {
  _id: number;
  code: string;
  name: string;
  symbol: string;
  is_default: boolean;
  sort_order: number;
}

export interface CustomerListQuery {
  status?: CustomerStatus;
  search?: string;
  page?: number;
  limit?: number;
}

export interface UserListQuery {
  search?: string;
  page?: number;
  limit?: number;
}

/** PUT /api/customers/{id}: any subset; an empty string clears an optional field. */
export interface CustomerUpdateBody {
  companyName?: string;
  contactName?: string;
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  county?: string;
  postCode?: string;
  country?: string;
  currency?: string;
  companyPhone?: string;
  website?: string;
  mobile?: string;
  vatNumber?: string;
  references?: string;
  comments?: string;
  markup?: number;
  isVatApplicable?: boolean;
  acNo?: string;
  /** The customer's group; null takes the customer out of its group. */
  groupId?: string | null;
}

export interface ApprovalBody {
  acNo?: string;
  markup: number;
  isVatApplicable: boolean;
}

export interface NewUserBody {
  firstName: string;
  lastName?: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface CredentialsBody {
  email?: string;
  password?: string;
  confirmPassword?: string;
}

export type SettableUserStatus = 'active' | 'disabled';
export type AdminRole = 'admin' | 'super-admin';

export interface NewAdminUserBody extends NewUserBody {
  role: AdminRole;
  permissions: string[];
}

export interface AdminUserUpdateBody {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  role?: AdminRole;
}

export interface NewsletterSubscriberQuery {
  page: number;
  limit: number;
  search?: string;
}

export interface AccountsApi {
  register: (body: RegistrationBody) => Promise<ApiEnvelope<RegistrationResult>>;
  verifyEmail: (token: string) => Promise<ApiEnvelope<VerifyEmailResult>>;
  forgotPassword: (email: string) => Promise<ApiMessage>;
  resetPassword: (body: ResetPasswordBody) => Promise<ApiMessage>;
  /** Sent without relying on the access token (an expired one is ignored by the server). */
  refreshSession: (refreshToken: string) => Promise<ApiEnvelope<SessionTokens>>;
  changePassword: (body: ChangePasswordBody) => Promise<ApiEnvelope<SessionTokens>>;
  getAccountDetails: () => Promise<ApiEnvelope<AccountDetails>>;
  updateMarkup: (markup: number) => Promise<ApiEnvelope<MarkupResult>>;
  getCurrencies: () => Promise<ApiEnvelope<CurrencyRow[]>>;
  // back office: customers (permission `customers`)
  listCustomers: (query: CustomerListQuery) => Promise<ApiEnvelope<Page<CustomerListItem>>>;
  getCustomer: (id: string) => Promise<ApiEnvelope<CustomerDetail>>;
  /** customer_remove: refused with 409 while the customer has open orders or appros. */
  removeCustomer: (id: string, mode: CustomerRemovalMode) => Promise<ApiEnvelope<CustomerRemoved>>;
  listCustomerGroups: () => Promise<ApiEnvelope<CustomerGroupView[]>>;
  createCustomerGroup: (name: string) => Promise<ApiEnvelope<CustomerGroupView>>;
  listNewsletterSubscribers: (
    query: NewsletterSubscriberQuery,
  ) => Promise<ApiEnvelope<Paged<NewsletterSubscriberView>>>;
  /** The subscribers as searched, as the server streams the CSV. */
  exportNewsletterSubscribers: (search: string | undefined) => Promise<DownloadedFile>;
  updateCustomer: (id: string, body: CustomerUpdateBody) => Promise<ApiEnvelope<CustomerDetail>>;
  approveCustomer: (id: string, body: ApprovalBody) => Promise<ApiEnvelope<CustomerDetail>>;
  rejectCustomer: (id: string, reason: string) => Promise<ApiEnvelope<CustomerDetail>>;
  getCustomerUsers: (id: string) => Promise<ApiEnvelope<CustomerUserView[]>>;
  addCustomerUser: (id: string, body: NewUserBody) => Promise<ApiEnvelope<CustomerUserView>>;
  listCustomerUsers: (query: UserListQuery) => Promise<ApiEnvelope<Page<CustomerUserView>>>;
  getCustomerAccess: (userId: string) => Promise<ApiEnvelope<CustomerAccess>>;
  setCustomerAccess: (userId: string, customerIds: string[]) => Promise<ApiEnvelope<CustomerAccess>>;
  updateCustomerCredentials: (
    userId: string,
    body: CredentialsBody,
  ) => Promise<ApiEnvelope<CustomerUserView>>;
  setCustomerUserStatus: (
    userId: string,
    status: SettableUserStatus,
  ) => Promise<ApiEnvelope<CustomerUserView>>;
  // back office: admin users and permissions (permission `users`)
  getPermissionCatalogue: () => Promise<ApiEnvelope<AdminPermission[]>>;
  listAdminUsers: () => Promise<ApiEnvelope<AdminUserView[]>>;
  getAdminUser: (id: string) => Promise<ApiEnvelope<AdminUserView>>;
  createAdminUser: (body: NewAdminUserBody) => Promise<ApiEnvelope<AdminUserView>>;
  updateAdminUser: (id: string, body: AdminUserUpdateBody) => Promise<ApiEnvelope<AdminUserView>>;
  setAdminPermissions: (id: string, permissions: string[]) => Promise<ApiEnvelope<AdminUserView>>;
  setAdminUserStatus: (id: string, status: SettableUserStatus) => Promise<ApiEnvelope<AdminUserView>>;
  deleteAdminUser: (id: string) => Promise<ApiMessage>;
}

const path = (id: string) => encodeURIComponent(id);

export function createAccountsApi(http: HttpClient): AccountsApi {
  return {
    register: (body) => http.request('POST', '/users/register', body),
    verifyEmail: (token) => http.request('POST', '/users/verify-email', { token }),
    forgotPassword: (email) => http.request('POST', '/users/forgot-password', { email }),
    resetPassword: (body) => http.request('POST', '/users/reset-password', body),
    refreshSession: (refreshToken) => http.request('POST', '/users/refresh-token', { refreshToken }),
    changePassword: (body) => http.request('POST', '/users/change-password', body),
    getAccountDetails: () => http.request('GET', '/users/account-details'),
    updateMarkup: (markup) => http.request('POST', '/users/update-markup', { markup }),
    getCurrencies: () => http.request('GET', '/currencies/get-all-currencies'),
    listCustomers: (query) => http.request('POST', '/customers/list', query),
    removeCustomer: (id, mode) => http.request('POST', `/customers/${path(id)}/remove`, { mode }),
    listCustomerGroups: () => http.request('GET', '/admin/customer-groups'),
    createCustomerGroup: (name) => http.request('POST', '/admin/customer-groups', { name }),
    listNewsletterSubscribers: (query) => http.request('POST', '/newsletter/subscribers/list', query),
    exportNewsletterSubscribers: (search) =>
      http.download(`/newsletter/subscribers/export${search ? `?search=${encodeURIComponent(search)}` : ''}`),
    getCustomer: (id) => http.request('GET', `/customers/${path(id)}`),
    updateCustomer: (id, body) => http.request('PUT', `/customers/${path(id)}`, body),
    approveCustomer: (id, body) => http.request('POST', `/customers/${path(id)}/approve`, body),
    rejectCustomer: (id, reason) => http.request('POST', `/customers/${path(id)}/reject`, { reason }),
    getCustomerUsers: (id) => http.request('GET', `/customers/${path(id)}/users`),
    addCustomerUser: (id, body) => http.request('POST', `/customers/${path(id)}/users`, body),
    listCustomerUsers: (query) => http.request('POST', '/customer-users/list', query),
    getCustomerAccess: (userId) => http.request('GET', `/customer-users/${path(userId)}/customers`),
    setCustomerAccess: (userId, customerIds) =>
      http.request('PUT', `/customer-users/${path(userId)}/customers`, { customerIds }),
    updateCustomerCredentials: (userId, body) =>
      http.request('PUT', `/customer-users/${path(userId)}/credentials`, body),
    setCustomerUserStatus: (userId, status) =>
      http.request('PUT', `/customer-users/${path(userId)}/status`, { status }),
    getPermissionCatalogue: () => http.request('GET', '/admin-permissions'),
    listAdminUsers: () => http.request('GET', '/admin-users'),
    getAdminUser: (id) => http.request('GET', `/admin-users/${path(id)}`),
    createAdminUser: (body) => http.request('POST', '/admin-users', body),
    updateAdminUser: (id, body) => http.request('PUT', `/admin-users/${path(id)}`, body),
    setAdminPermissions: (id, permissions) =>
      http.request('PUT', `/admin-users/${path(id)}/permissions`, { permissions }),
    setAdminUserStatus: (id, status) => http.request('PUT', `/admin-users/${path(id)}/status`, { status }),
    deleteAdminUser: (id) => http.request('DELETE', `/admin-users/${path(id)}`),
  };
}
