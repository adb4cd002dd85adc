import type { SiteContentView } from '@atelier/contracts/admin';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement } from '../../api/types';

export type QrPopups = SiteContentView['qr'];
export type DemoVideos = SiteContentView['videos'];

export interface AnnouncementsState {
  announcement: Announcement | null;
  loaded: boolean;
  /** Texts of the running line, as managed in the back office, in the page's language. */
  runningLines: string[];
  qr: QrPopups;
  videos: DemoVideos;
}

const initialState: AnnouncementsState = {
  announcement: null,
  loaded: false,
  runningLines: [],
  qr: { instagram: { link: null, imageUrl: null }, whatsapp: { link: null, imageUrl: null } },
  videos: { placingOrders: null, viewingOrders: null },
};

/** The header's and footer's content as the page shows it: blank running lines are left out. */
function applySiteContent(state: AnnouncementsState, content: SiteContentView): void {
  state.announcement = content.announcement;
  state.loaded = true;
  state.runningLines = content.runningLines.map((line) => line.trim()).filter((line) => line.length > 0);
  state.qr = content.qr;
  state.videos = content.videos;
}

/*
 * Read by a saga, not the data layer: this is on every first load, which RTK Query's code would push
 * over its budget (docs/decisions.md, "one data layer"). One request, one answer, one failure.
 */
const announcementsSlice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {
    announcementsRequested() {},
    /** Everything the header and footer show, in one answer (GET /content/site). */
    siteContentLoaded(state, action: PayloadAction<SiteContentView>) {
      applySiteContent(state, action.payload);
    },
    /** Spec §8: only logged; the bar gives up its place. */
    siteContentFailed(state) {
      state.loaded = true;
    },
  },
});

export const { announcementsRequested, siteContentLoaded, siteContentFailed } = announcementsSlice.actions;
export const announcementsReducer = announcementsSlice.reducer;
