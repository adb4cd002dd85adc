import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ErrorsState {
  /** A code chunk failed again right after a reload: show the error instead of looping. */
  chunkReloadSuppressed: boolean;
}

const initialState: ErrorsState = { chunkReloadSuppressed: false };

const errorsSlice = createSlice({
  name: 'errors',
  initialState,
  reducers: {
    chunkLoadFailed(_state, _action: PayloadAction<string>) {},
    chunkReloadSuppressed(state) {
      state.chunkReloadSuppressed = true;
    },
  },
});

export const { chunkLoadFailed, chunkReloadSuppressed } = errorsSlice.actions;
export const errorsReducer = errorsSlice.reducer;
