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

const announcementsSlice = createSlice({
  name: 'announcements',
  initialState,
  reducers: {
    announcementsRequested() {},
    announcementLoaded(state, action: PayloadAction<Announcement | null>) {
      state.announcement = action.payload;
      state.loaded = true;
    },
    announcementFailed(state) {
      state.loaded = true;
    },
    runningLinesLoaded(state, action: PayloadAction<string[]>) {
      state.runningLines = action.payload.map((line) => line.trim()).filter((line) => line.length > 0);
    },
    /** Everything the header and footer show, in one answer (GET /content/site). */
    siteContentLoaded(state, action: PayloadAction<SiteContentView>) {
      announcementsSlice.caseReducers.announcementLoaded(
        state,
        announcementLoaded(action.payload.announcement),
      );
      announcementsSlice.caseReducers.runningLinesLoaded(
        state,
        runningLinesLoaded(action.payload.runningLines),
      );
      state.qr = action.payload.qr;
      state.videos = action.payload.videos;
    },
  },
});

export const {
  announcementsRequested,
  announcementLoaded,
  announcementFailed,
  runningLinesLoaded,
  siteContentLoaded,
} = announcementsSlice.actions;
export const announcementsReducer = announcementsSlice.reducer;
