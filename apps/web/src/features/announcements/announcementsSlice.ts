import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Announcement } from '../../api/types';

export interface AnnouncementsState {
  announcement: Announcement | null;
  loaded: boolean;
}

const initialState: AnnouncementsState = { announcement: null, loaded: false };

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
  },
});

export const { announcementsRequested, announcementLoaded, announcementFailed } = announcementsSlice.actions;
export const announcementsReducer = announcementsSlice.reducer;
