/** The back-office Sellease screens (permission `sync`), one chunk. */
export { SyncErrorsPage } from './SyncErrorsPage';
export { SyncRunsPage } from './SyncRunsPage';
export { SyncSchedulesPage } from './SyncSchedulesPage';
