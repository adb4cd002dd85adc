/** Request/reply patterns served by the identity service. */
export const IdentityPatterns = {
  resolveTenant: 'identity.tenants.resolve',
  /** The platform operator's: a new tenant with its first super-admin. */
  createTenant: 'identity.tenants.create',
  /** Customer accounts from the ERP by account number (the Sellease sync, system context only). */
  syncCustomerAccounts: 'identity.sync.customer-accounts',
  /** Registrations the ERP answered: our customer gets its account number (system context only). */
  syncCustomerLinks: 'identity.sync.customer-links',
  login: 'identity.users.login',
  getUserInfo: 'identity.users.get-info',
  getMappedCustomers: 'identity.users.get-mapped-customers',
  isCustomerMapped: 'identity.users.is-customer-mapped',
  listAdminPermissions: 'identity.users.list-admin-permissions',
  getCustomerPricing: 'identity.customers.get-pricing',

  // Accounts: registration, email verification, passwords, My Account.
  register: 'identity.accounts.register',
  verifyEmail: 'identity.accounts.verify-email',
  forgotPassword: 'identity.accounts.forgot-password',
  resetPassword: 'identity.accounts.reset-password',
  changePassword: 'identity.accounts.change-password',
  getAccountDetails: 'identity.accounts.get-details',
  updateMarkup: 'identity.accounts.update-markup',

  // Sessions: opaque refresh tokens in families, rotated on every use.
  refreshSession: 'identity.sessions.refresh',
  revokeSession: 'identity.sessions.revoke',

  // Back office: customers (permission "customers").
  listCustomers: 'identity.customers.list',
  /** How many customers await approval: a figure for the dashboard, asked in a system context. */
  countPendingCustomers: 'identity.customers.count-pending',
  getCustomer: 'identity.customers.get',
  updateCustomer: 'identity.customers.update',
  approveCustomer: 'identity.customers.approve',
  rejectCustomer: 'identity.customers.reject',
  listCustomerUsersOf: 'identity.customers.list-users',
  addCustomerUser: 'identity.customers.add-user',
  listCustomerUsers: 'identity.customer-users.list',
  getCustomerAccess: 'identity.customer-users.get-access',
  setCustomerAccess: 'identity.customer-users.set-access',
  updateCustomerCredentials: 'identity.customer-users.update-credentials',
  setCustomerUserStatus: 'identity.customer-users.set-status',
  /** customer_remove: remove or anonymise a customer without open orders (asks orders), audited. */
  removeCustomer: 'identity.customers.remove',
  /** Customer groups (permission "customers"): named per tenant, assigned on the customer's record. */
  listCustomerGroups: 'identity.customer-groups.list',
  createCustomerGroup: 'identity.customer-groups.create',
  /** For services (the catalogue names a discount's group): no permission, the tenant's group only. */
  getCustomerGroup: 'identity.customer-groups.get',

  // Back office: admin users and their permissions (permission "users").
  listAdminUsers: 'identity.admin-users.list',
  getAdminUser: 'identity.admin-users.get',
  createAdminUser: 'identity.admin-users.create',
  updateAdminUser: 'identity.admin-users.update',
  setAdminPermissions: 'identity.admin-users.set-permissions',
  setAdminUserStatus: 'identity.admin-users.set-status',
  deleteAdminUser: 'identity.admin-users.delete',
} as const;

/** Events the identity service publishes, named in the past tense. */
export const IdentityEvents = {
  /**
   * A customer's markup, VAT flag or group changed ({@link CustomerPricingChangedEvent}): whoever caches
   * the customer's pricing (the catalogue for RRP and group discounts, orders for checkout) drops that
   * customer's entry.
   */
  CustomerPricingChanged: 'identity.customer.pricing-changed',
  /** A registration was approved ({@link CustomerApprovedEvent}): the dashboard counts new customers. */
  CustomerApproved: 'identity.customer.approved',
  /**
   * A company registered through the storefront ({@link CustomerRegisteredEvent}): the Sellease sync sends
   * it to the ERP, where the account is opened.
   */
  CustomerRegistered: 'identity.customer.registered',
} as const;

export interface CustomerRegisteredEvent {
  customerId: string;
  company: string;
  contactName: string;
  email: string;
  currency: string;
  companyPhone: string;
  mobile: string | null;
  website: string | null;
  vatNumber: string | null;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    county: string | null;
    postCode: string;
    country: string;
  };
  language: string;
  registeredAt: string;
}

export interface CustomerApprovedEvent {
  customerId: string;
  company: string;
  acNo: string;
  approvedAt: string;
}

export interface CustomerPricingChangedEvent {
  customerId: string;
  markup: number;
  isVatApplicable: boolean;
  /** The customer's group after the change (null: none). */
  groupId: string | null;
}
