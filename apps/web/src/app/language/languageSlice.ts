import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../i18n/languages';

export interface LanguageState {
  /** The language of the current URL prefix. */
  current: LanguageCode;
  /** Set while the page reloads into another language. */
  switchingTo: LanguageCode | null;
}

const initialState: LanguageState = { current: DEFAULT_LANGUAGE, switchingTo: null };

const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageDetected(state, action: PayloadAction<LanguageCode>) {
      state.current = action.payload;
    },
    languageChangeRequested(state, action: PayloadAction<LanguageCode>) {
      state.switchingTo = action.payload;
    },
  },
});

export const { languageDetected, languageChangeRequested } = languageSlice.actions;
export const languageReducer = languageSlice.reducer;
