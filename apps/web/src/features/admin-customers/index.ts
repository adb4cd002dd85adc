/** What other features may use of the back-office customers: the customer list query (no screens). */
export { useCustomersQuery } from './adminCustomersApi';
