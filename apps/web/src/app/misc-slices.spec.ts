import { stateAfter } from '../test/test-utils';
import { selectVisibleAnnouncement } from '../features/announcements/announcementsSelectors';
import { siteContentLoaded } from '../features/announcements/announcementsSlice';
import type { Announcement } from '../api/types';
import { sessionCleared } from './auth/authSlice';
import { selectCartCount } from './cart/cartSelectors';
import { cartCountLoaded, cartCountRequested } from './cart/cartSlice';
import { selectNewsletterMessage, selectNewsletterTone } from '../features/newsletter/newsletterSelectors';
import {
  newsletterRefused,
  newsletterSubmitted,
  newsletterSucceeded,
  newsletterUnreachable,
} from '../features/newsletter/newsletterSlice';
import { selectNotifications } from './notifications/notificationsSelectors';
import {
  MAX_NOTIFICATIONS,
  notificationDismissed,
  notificationShown,
  notifyError,
} from './notifications/notificationsSlice';

const siteContent = (announcement: Announcement | null, runningLines: string[] = []) =>
  siteContentLoaded({
    announcement,
    runningLines,
    qr: { instagram: { link: null, imageUrl: null }, whatsapp: { link: null, imageUrl: null } },
    videos: { placingOrders: null, viewingOrders: null },
  });

describe('announcements', () => {
  it('keeps the running lines that have text, trimmed', () => {
    expect(
      stateAfter(siteContent(null, [' Gold up ', '  ', 'Open Monday'])).announcements.runningLines,
    ).toEqual(['Gold up', 'Open Monday']);
  });

  it('shows the text only when its status is true', () => {
    expect(selectVisibleAnnouncement(stateAfter(siteContent({ text: 'Closed Monday', status: true })))).toBe(
      'Closed Monday',
    );
    expect(selectVisibleAnnouncement(stateAfter(siteContent({ text: 'Hidden', status: false })))).toBeNull();
    expect(selectVisibleAnnouncement(stateAfter(siteContent(null)))).toBeNull();
    expect(selectVisibleAnnouncement(stateAfter(siteContent({ text: '  ', status: true })))).toBeNull();
  });
});

describe('cart slice', () => {
  it('keeps the loaded count and resets it to 0 when the session ends', () => {
    const loaded = stateAfter(cartCountRequested(), cartCountLoaded(7));
    expect(selectCartCount(loaded)).toBe(7);
    expect(selectCartCount(stateAfter(cartCountLoaded(7), sessionCleared({ intentional: true })))).toBe(0);
  });
});

describe('newsletter slice', () => {
  const values = { name: 'Anna', email: 'anna@shop.se' };

  it('shows a success message in green', () => {
    const state = stateAfter(newsletterSubmitted(values), newsletterSucceeded('Thank you for subscribing'));
    expect(selectNewsletterTone(state)).toBe('success');
    expect(selectNewsletterMessage(state)).toBe('Thank you for subscribing');
  });

  it('shows a refusal in red', () => {
    const state = stateAfter(newsletterSubmitted(values), newsletterRefused('Already subscribed'));
    expect(selectNewsletterTone(state)).toBe('error');
    expect(selectNewsletterMessage(state)).toBe('Already subscribed');
  });

  it('shows nothing after a network failure', () => {
    const state = stateAfter(newsletterSubmitted(values), newsletterUnreachable());
    expect(selectNewsletterTone(state)).toBeNull();
    expect(selectNewsletterMessage(state)).toBeNull();
  });
});

describe('notifications slice', () => {
  it('adds notifications with ids and removes them by id', () => {
    const shown = stateAfter(notificationShown({ kind: 'success', text: 'Saved' }));
    const [item] = selectNotifications(shown);
    expect(item).toMatchObject({ kind: 'success', text: 'Saved', key: null });
    expect(item.id).toEqual(expect.any(String));
    expect(selectNotifications(stateAfter(notificationShown({ kind: 'info', text: 'x' })))).toHaveLength(1);
  });

  it('dismisses by id', () => {
    const action = notificationShown({ kind: 'info', text: 'Hello' });
    expect(selectNotifications(stateAfter(action, notificationDismissed(action.payload.id)))).toEqual([]);
  });

  it('falls back to "An error occurred" when an error has no text', () => {
    expect(notifyError(null).payload).toMatchObject({ kind: 'error', text: null, key: 'defaultError' });
    expect(notifyError('').payload).toMatchObject({ text: null, key: 'defaultError' });
    expect(notifyError(null, 'invalidAccess').payload).toMatchObject({ key: 'invalidAccess' });
    expect(notifyError('Server says no', 'invalidAccess').payload).toMatchObject({
      text: 'Server says no',
      key: null,
    });
  });

  it(`keeps at most ${MAX_NOTIFICATIONS} toasts, dropping the oldest`, () => {
    const actions = Array.from({ length: MAX_NOTIFICATIONS + 2 }, (_, index) =>
      notificationShown({ kind: 'info', text: `n${index}` }),
    );
    const texts = selectNotifications(stateAfter(...actions)).map((item) => item.text);
    expect(texts).toEqual(['n2', 'n3', 'n4', 'n5']);
  });
});
