import { withAdminCustomers, type AdminCustomersState, type CustomerFormName } from './adminCustomersSlice';

export const selectCustomerList = withAdminCustomers((state) => state.adminCustomers.customers);
export const selectCustomerDetail = withAdminCustomers((state) => state.adminCustomers.detail);
export const selectCustomerUsers = withAdminCustomers((state) => state.adminCustomers.users);
export const selectCustomerUserList = withAdminCustomers((state) => state.adminCustomers.userList);
export const selectCustomerAccess = withAdminCustomers((state) => state.adminCustomers.access);
export const selectCustomerSearch = withAdminCustomers((state) => state.adminCustomers.customerSearch);

type FormState = AdminCustomersState['form'];

const IDLE: Record<CustomerFormName, FormState> = {
  approve: { name: 'approve', status: 'idle', errors: null },
  reject: { name: 'reject', status: 'idle', errors: null },
  edit: { name: 'edit', status: 'idle', errors: null },
  addUser: { name: 'addUser', status: 'idle', errors: null },
  access: { name: 'access', status: 'idle', errors: null },
  credentials: { name: 'credentials', status: 'idle', errors: null },
  userStatus: { name: 'userStatus', status: 'idle', errors: null },
};

/** The submission state of one form; while another form is the latest, this one reads as idle. */
export const selectCustomerForm = (name: CustomerFormName) =>
  withAdminCustomers((state): FormState =>
    state.adminCustomers.form.name === name ? state.adminCustomers.form : IDLE[name],
  );
