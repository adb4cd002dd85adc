import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DesignCard, HomeStoneRow } from '@atelier/contracts/catalogue';
import { sessionCleared } from '../../app/auth/authSlice';
import { priceSelectionApplied, type LoadStatus } from '../../app/session/sessionSlice';
import type { HomeRowId } from './homeSections';

export interface HomeRowState {
  /** The price context the designs were priced for. */
  key: string | null;
  status: LoadStatus;
  designs: DesignCard[];
}

export interface HomeState {
  stones: HomeStoneRow[];
  stonesStatus: LoadStatus;
  rows: Record<HomeRowId, HomeRowState>;
}

const emptyRow = (): HomeRowState => ({ key: null, status: 'idle', designs: [] });

const initialState: HomeState = {
  stones: [],
  stonesStatus: 'idle',
  rows: { new: emptyRow(), best: emptyRow(), offer: emptyRow() },
};

const homeSlice = createSlice({
  name: 'home',
  initialState,
  reducers: {
    /** The home page is shown; `key` is the price context when designs may be shown, else null. */
    homeEntered(_state, _action: PayloadAction<{ key: string | null }>) {},
    homeStonesLoaded(state, action: PayloadAction<HomeStoneRow[]>) {
      state.stones = action.payload;
      state.stonesStatus = 'loaded';
    },
    homeStonesFailed(state) {
      state.stonesStatus = 'failed';
    },
    homeRowStarted(state, action: PayloadAction<{ id: HomeRowId; key: string }>) {
      state.rows[action.payload.id] = { key: action.payload.key, status: 'loading', designs: [] };
    },
    homeRowLoaded(state, action: PayloadAction<{ id: HomeRowId; key: string; designs: DesignCard[] }>) {
      const row = state.rows[action.payload.id];
      if (row.key !== action.payload.key) return;
      row.status = 'loaded';
      row.designs = action.payload.designs;
    },
    homeRowFailed(state, action: PayloadAction<{ id: HomeRowId; key: string }>) {
      const row = state.rows[action.payload.id];
      if (row.key === action.payload.key) row.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    const forgetRows = (state: HomeState) => {
      state.rows = { new: emptyRow(), best: emptyRow(), offer: emptyRow() };
    };
    builder.addCase(sessionCleared, forgetRows).addCase(priceSelectionApplied, forgetRows);
  },
});

export const {
  homeEntered,
  homeStonesLoaded,
  homeStonesFailed,
  homeRowStarted,
  homeRowLoaded,
  homeRowFailed,
} = homeSlice.actions;
export const homeReducer = homeSlice.reducer;
