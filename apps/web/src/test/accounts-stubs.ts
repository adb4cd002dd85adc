import type { AccountsApi } from '../api/accounts';

export type AccountsApiMocks = {
  [K in keyof AccountsApi]: jest.Mock<ReturnType<AccountsApi[K]>, Parameters<AccountsApi[K]>>;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

function stub<K extends keyof AccountsApi>(): AccountsApiMocks[K] {
  return jest.fn(notStubbed) as AccountsApiMocks[K];
}

/** Every accounts call as a jest mock that rejects until a test says otherwise. */
export function createAccountsStubs(): AccountsApiMocks {
  return {
    register: stub<'register'>(),
    verifyEmail: stub<'verifyEmail'>(),
    forgotPassword: stub<'forgotPassword'>(),
    resetPassword: stub<'resetPassword'>(),
    refreshSession: stub<'refreshSession'>(),
    changePassword: stub<'changePassword'>(),
    getAccountDetails: stub<'getAccountDetails'>(),
    updateMarkup: stub<'updateMarkup'>(),
    getCurrencies: stub<'getCurrencies'>(),
    listCustomers: stub<'listCustomers'>(),
    getCustomer: stub<'getCustomer'>(),
    removeCustomer: stub<'removeCustomer'>(),
    listCustomerGroups: stub<'listCustomerGroups'>(),
    createCustomerGroup: stub<'createCustomerGroup'>(),
    listNewsletterSubscribers: stub<'listNewsletterSubscribers'>(),
    exportNewsletterSubscribers: stub<'exportNewsletterSubscribers'>(),
    updateCustomer: stub<'updateCustomer'>(),
    approveCustomer: stub<'approveCustomer'>(),
    rejectCustomer: stub<'rejectCustomer'>(),
    getCustomerUsers: stub<'getCustomerUsers'>(),
    addCustomerUser: stub<'addCustomerUser'>(),
    listCustomerUsers: stub<'listCustomerUsers'>(),
    getCustomerAccess: stub<'getCustomerAccess'>(),
    setCustomerAccess: stub<'setCustomerAccess'>(),
    updateCustomerCredentials: stub<'updateCustomerCredentials'>(),
    setCustomerUserStatus: stub<'setCustomerUserStatus'>(),
    getPermissionCatalogue: stub<'getPermissionCatalogue'>(),
    listAdminUsers: stub<'listAdminUsers'>(),
    getAdminUser: stub<'getAdminUser'>(),
    createAdminUser: stub<'createAdminUser'>(),
    updateAdminUser: stub<'updateAdminUser'>(),
    setAdminPermissions: stub<'setAdminPermissions'>(),
    setAdminUserStatus: stub<'setAdminUserStatus'>(),
    deleteAdminUser: stub<'deleteAdminUser'>(),
  };
}
