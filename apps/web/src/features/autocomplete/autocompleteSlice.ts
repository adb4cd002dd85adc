import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DesignSearchResult } from '@atelier/contracts/catalogue';
import { sessionCleared } from '../../app/auth/authSlice';

/**
 * idle: nothing typed. waiting: typed, inside the 800 ms debounce. loading: request in flight. loaded and
 * failed: answered. login: the visitor must log in first (products need login, spec §6).
 */
export type AutocompleteStatus = 'idle' | 'waiting' | 'loading' | 'loaded' | 'failed' | 'login';

export interface AutocompleteState {
  text: string;
  /** The text the results answer. */
  query: string | null;
  status: AutocompleteStatus;
  results: DesignSearchResult[];
}

const initialState: AutocompleteState = { text: '', query: null, status: 'idle', results: [] };

const autocompleteSlice = createSlice({
  name: 'autocomplete',
  initialState,
  reducers: {
    autocompleteTextChanged(state, action: PayloadAction<string>) {
      state.text = action.payload;
      if (action.payload.trim() === '') {
        state.status = 'idle';
        state.query = null;
        state.results = [];
      } else {
        state.status = 'waiting';
      }
    },
    autocompleteStarted(state) {
      state.status = 'loading';
    },
    autocompleteLoaded(state, action: PayloadAction<{ query: string; results: DesignSearchResult[] }>) {
      state.status = 'loaded';
      state.query = action.payload.query;
      state.results = action.payload.results;
    },
    autocompleteFailed(state) {
      state.status = 'failed';
      state.results = [];
    },
    autocompleteLoginNeeded(state) {
      state.status = 'login';
      state.results = [];
    },
    /** A result (or "see all results") was chosen: the saga opens the path, the box empties. */
    autocompleteOpened(state, _action: PayloadAction<{ path: string }>) {
      Object.assign(state, initialState);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, () => initialState);
  },
});

export const {
  autocompleteTextChanged,
  autocompleteStarted,
  autocompleteLoaded,
  autocompleteFailed,
  autocompleteLoginNeeded,
  autocompleteOpened,
} = autocompleteSlice.actions;
export const autocompleteReducer = autocompleteSlice.reducer;
