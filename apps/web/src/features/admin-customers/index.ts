/** What other features may use of the back-office customers: the customer list and customer group queries (no screens). */
export { useCustomerGroupsQuery, useCustomersQuery } from './adminCustomersApi';
