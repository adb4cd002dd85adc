/** The back-office filter and menu screens of issue 11, one chunk. */
export { FilterListPage } from './FilterListPage';
export { MapMainFilterPage, MapSubFilterPage } from './FilterGroupsPage';
export { MenuManagementPage } from './MenuManagementPage';
export { MapGroupToSubmenuPage, MapSubgroupToSubmenuPage, Page2MapPage } from './MenuMappingPage';
