import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement } from '../../api/types';

export interface AnnouncementsState {
  announcement: Announcement | null;
  loaded: boolean;
  /** Texts of the running line (admin-managed running lines are loaded by a later issue). */
  runningLines: string[];
}

const initialState: AnnouncementsState = { announcement: null, loaded: false, runningLines: [] };

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
  },
});

export const { announcementsRequested, announcementLoaded, announcementFailed, runningLinesLoaded } =
  announcementsSlice.actions;
export const announcementsReducer = announcementsSlice.reducer;
