import type { RootState } from '../../app/store';
import type { AdminCustomersState, CustomerFormName } from './adminCustomersSlice';

export const selectCustomerList = (state: RootState) => state.adminCustomers.customers;
export const selectCustomerDetail = (state: RootState) => state.adminCustomers.detail;
export const selectCustomerUsers = (state: RootState) => state.adminCustomers.users;
export const selectCustomerUserList = (state: RootState) => state.adminCustomers.userList;
export const selectCustomerAccess = (state: RootState) => state.adminCustomers.access;
export const selectCustomerSearch = (state: RootState) => state.adminCustomers.customerSearch;

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
export const selectCustomerForm =
  (name: CustomerFormName) =>
  (state: RootState): FormState =>
    state.adminCustomers.form.name === name ? state.adminCustomers.form : IDLE[name];
