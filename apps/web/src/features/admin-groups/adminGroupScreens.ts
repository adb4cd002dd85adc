/** The back-office group, mapping and collection screens (permission `designs`), one chunk. */
export { ManageGroupPage } from './ManageGroupPage';
export { UnassignedDesignsPage } from './UnassignedDesignsPage';
export { GroupDesignsPage } from './GroupDesignsPage';
export { SimilarDesignsPage } from './SimilarDesignsPage';
export { CollectionDesignsPage } from './CollectionDesignsPage';
export { ChangeLogPage } from './ChangeLogPage';
export { LookupNamesPage } from './LookupNamesPage';
