import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MenuTopItem } from '../../api/types';
import { routeChanged } from '../../app/layout/layoutSlice';

export interface MenuState {
  items: MenuTopItem[];
  loaded: boolean;
  /** The collapsible menu on small screens. */
  mobileOpen: boolean;
  /** Top item whose dropdown is expanded by keyboard or touch. */
  expandedId: string | null;
  /**
   * After a menu click the pointer still rests on the menu: its dropdowns stay shut until the pointer
   * leaves, so the page just opened is not covered.
   */
  hoverSuppressed: boolean;
}

const initialState: MenuState = {
  items: [],
  loaded: false,
  mobileOpen: false,
  expandedId: null,
  hoverSuppressed: false,
};

const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    menuRequested() {},
    menuLoaded(state, action: PayloadAction<MenuTopItem[]>) {
      state.items = action.payload;
      state.loaded = true;
    },
    menuFailed(state) {
      state.loaded = true;
    },
    mobileMenuToggled(state) {
      state.mobileOpen = !state.mobileOpen;
      if (!state.mobileOpen) state.expandedId = null;
    },
    submenuToggled(state, action: PayloadAction<string>) {
      state.expandedId = state.expandedId === action.payload ? null : action.payload;
    },
    menuClosed(state) {
      state.mobileOpen = false;
      state.expandedId = null;
    },
    /** A link of the menu was clicked: its dropdown must not cover the page it opens. */
    menuLinkClicked(state) {
      state.hoverSuppressed = true;
      state.expandedId = null;
    },
    menuPointerLeft(state) {
      state.hoverSuppressed = false;
    },
  },
  extraReducers: (builder) => {
    // Spec §2: a route change closes the menu.
    builder.addCase(routeChanged, (state) => {
      state.mobileOpen = false;
      state.expandedId = null;
    });
  },
});

export const {
  menuRequested,
  menuLoaded,
  menuFailed,
  mobileMenuToggled,
  submenuToggled,
  menuClosed,
  menuLinkClicked,
  menuPointerLeft,
} = menuSlice.actions;
export const menuReducer = menuSlice.reducer;
