import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type NotificationKind = 'error' | 'success' | 'info';

/** Client-side texts a notification may carry (translated when shown). */
export type NotificationKey = 'defaultError' | 'invalidAccess' | 'invalidAccessGuard' | 'noPermission';

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  /** Server text (already localised); wins over `key`. */
  text: string | null;
  key: NotificationKey | null;
}

export interface NotificationInput {
  kind: NotificationKind;
  text?: string | null;
  key?: NotificationKey | null;
}

export interface NotificationsState {
  items: AppNotification[];
}

/** At most this many toasts are on screen; older ones leave first. */
export const MAX_NOTIFICATIONS = 4;
export const NOTIFICATION_TIMEOUT_MS = 5000;

const initialState: NotificationsState = { items: [] };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notificationShown: {
      reducer(state, action: PayloadAction<AppNotification>) {
        state.items.push(action.payload);
        if (state.items.length > MAX_NOTIFICATIONS)
          state.items.splice(0, state.items.length - MAX_NOTIFICATIONS);
      },
      prepare(input: NotificationInput) {
        return {
          payload: { id: nanoid(), kind: input.kind, text: input.text || null, key: input.key ?? null },
        };
      },
    },
    notificationDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
});

export const { notificationShown, notificationDismissed } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;

/** Red notification; falls back to "An error occurred" when there is no text. */
export const notifyError = (text: string | null, key: NotificationKey | null = null) =>
  notificationShown({ kind: 'error', text, key: text ? null : (key ?? 'defaultError') });
