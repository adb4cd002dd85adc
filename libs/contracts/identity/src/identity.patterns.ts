/** Request/reply patterns served by the identity service. */
export const IdentityPatterns = {
  resolveTenant: 'identity.tenants.resolve',
  login: 'identity.users.login',
  getUserInfo: 'identity.users.get-info',
  getMappedCustomers: 'identity.users.get-mapped-customers',
  isCustomerMapped: 'identity.users.is-customer-mapped',
  listAdminPermissions: 'identity.users.list-admin-permissions',
  getCustomerPricing: 'identity.customers.get-pricing',
} as const;

/** Events the identity service publishes, named in the past tense. */
export const IdentityEvents = {
  UserLoggedIn: 'identity.user.logged-in',
} as const;
