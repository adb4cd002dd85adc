/** The back-office content screens (permission `content`), one chunk. */
export { AnnouncementBarPage } from './AnnouncementBarPage';
export { RunningLinesPage } from './RunningLinesPage';
export { UploadRunningLinePage } from './UploadRunningLinePage';
export { FooterPagesPage } from './FooterPagesPage';
export { StorefrontMediaPage } from './StorefrontMediaPage';
