import type { RootState } from '../../app/store';

export const selectNotifications = (state: RootState) => state.notifications.items;
