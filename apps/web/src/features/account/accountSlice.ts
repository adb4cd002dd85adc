import { createSlice } from '@reduxjs/toolkit';
import { sessionCleared } from '../../app/auth/authSlice';

/** Whether the header's account details dialog is open; the details themselves are in the data layer's cache. */
export interface AccountState {
  detailsModalOpen: boolean;
}

const initialState: AccountState = { detailsModalOpen: false };

const accountSlice = createSlice({
  name: 'account',
  initialState,
  reducers: {
    accountDetailsModalOpened(state) {
      state.detailsModalOpen = true;
    },
    accountDetailsModalClosed(state) {
      state.detailsModalOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const { accountDetailsModalOpened, accountDetailsModalClosed } = accountSlice.actions;
export const accountReducer = accountSlice.reducer;
