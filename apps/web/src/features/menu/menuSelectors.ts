import type { RootState } from '../../app/store';

export const selectMenuItems = (state: RootState) => state.menu.items;
export const selectMobileMenuOpen = (state: RootState) => state.menu.mobileOpen;
export const selectExpandedMenuId = (state: RootState) => state.menu.expandedId;
export const selectMenuHoverSuppressed = (state: RootState) => state.menu.hoverSuppressed;
