import type { AdminCustomersState } from '../features/admin-customers/adminCustomersSlice';
import type { AdminState } from './adminSlice';

/** The back office's slices: absent from the store until the back-office bundle injects them. */
export interface BackOfficeState {
  admin: AdminState;
  adminCustomers: AdminCustomersState;
}
