import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../hooks';
import { CloseIcon } from '../../shared/ui/icons';
import { notificationDismissed, type AppNotification } from './notificationsSlice';
import { selectNotifications } from './notificationsSelectors';
import './notifications.css';

function NotificationItem({ notification }: { notification: AppNotification }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const text = notification.text ?? t(`notifications.${notification.key ?? 'defaultError'}`);
  return (
    <div className={`toast toast--${notification.kind}`}>
      <p className="toast__text" role={notification.kind === 'error' ? 'alert' : 'status'}>
        {text}
      </p>
      <button
        type="button"
        className="toast__close"
        aria-label={t('notifications.dismiss')}
        onClick={() => dispatch(notificationDismissed(notification.id))}
      >
        <CloseIcon width="14" height="14" />
      </button>
    </div>
  );
}

/** Toasts at the bottom of the screen, dismissed after 5 seconds by the notifications saga. */
export function Notifications() {
  const { t } = useTranslation();
  const items = useAppSelector(selectNotifications);
  return (
    <section className="toasts" aria-label={t('notifications.region')}>
      {items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </section>
  );
}
