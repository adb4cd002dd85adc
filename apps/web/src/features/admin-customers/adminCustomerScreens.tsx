import { CustomerListPage } from './CustomerListPage';

/** The back-office customer screens, one chunk. */
export { AddCustomerUserPage } from './AddCustomerUserPage';
export { CustomerAccessPage } from './CustomerAccessPage';
export { CustomerCredentialsPage } from './CustomerCredentialsPage';
export { ManageCustomerPage, UpdatePendingUserPage } from './CustomerEditPage';
export { CustomerUsersPage } from './CustomerUsersPage';
export { CustomerRemovePage } from './CustomerRemovePage';
export { NewsletterSubscribersPage } from './NewsletterSubscribersPage';
export { MappedCustomerPage } from './MappedCustomerPage';

export const PendingUsersScreen = () => <CustomerListPage kind="pending" />;
export const ApprovedCustomersScreen = () => <CustomerListPage kind="approved" />;
export const RejectedUsersScreen = () => <CustomerListPage kind="rejected" />;
export const CustomerListScreen = () => <CustomerListPage kind="all" />;
