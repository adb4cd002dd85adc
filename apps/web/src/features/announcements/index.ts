/** The public face of this feature: what other features may import. */
export { RunningLine } from './RunningLine';
export { selectDemoVideos, selectQrPopups } from './announcementsSelectors';
export type { DemoVideos, QrPopups } from './announcementsSlice';
