/** What other features may use of the back-office groups: every group, for pickers (no screens). */
export { useAllGroupsQuery } from './groupsAdminApi';
