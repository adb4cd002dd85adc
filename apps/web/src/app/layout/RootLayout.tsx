import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Notifications } from '../notifications/Notifications';
import { RouteWatcher } from './RouteWatcher';

/** Above every layout: route reporting, manual scroll restoration and the notification toasts. */
export function RootLayout() {
  return (
    <>
      <RouteWatcher />
      <Outlet />
      <Notifications />
      <ScrollRestoration />
    </>
  );
}
