/** The back-office Sellease screens (permission `sync`), one chunk. */
export { SyncErrorsPage } from './SyncErrorsPage';
