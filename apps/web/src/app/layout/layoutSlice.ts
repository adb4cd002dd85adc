import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LayoutState {
  /** Pathname of the current route, language prefix included. */
  pathname: string;
}

const initialState: LayoutState = { pathname: '/' };

const layoutSlice = createSlice({
  name: 'layout',
  initialState,
  reducers: {
    routeChanged(state, action: PayloadAction<string>) {
      state.pathname = action.payload;
    },
    /** The customer layout mounted: load what its header and footer need. */
    customerLayoutEntered(_state, _action: PayloadAction<string>) {},
    adminLayoutEntered() {},
  },
});

export const { routeChanged, customerLayoutEntered, adminLayoutEntered } = layoutSlice.actions;
export const layoutReducer = layoutSlice.reducer;
