import type { RootState } from '../../app/store';

/** The announcement text, only when its status flag is on and it has text. */
export const selectVisibleAnnouncement = (state: RootState): string | null => {
  const announcement = state.announcements.announcement;
  if (!announcement || announcement.status !== true) return null;
  const text = announcement.text.trim();
  return text.length > 0 ? text : null;
};

/** The running line's texts as managed in the back office (empty until they are). */
export const selectRunningLines = (state: RootState): string[] => state.announcements.runningLines;

/** Whether the server has answered (with an announcement, none, or an error). */
export const selectAnnouncementLoaded = (state: RootState): boolean => state.announcements.loaded;

export const selectQrPopups = (state: RootState) => state.announcements.qr;

export const selectDemoVideos = (state: RootState) => state.announcements.videos;
