import type { AdminCustomersState } from '../features/admin-customers/adminCustomersSlice';

/** The back office's slices: absent from the store until the back-office bundle injects them. */
export interface BackOfficeState {
  adminCustomers: AdminCustomersState;
}
