/** The back-office screens of issue 5, one lazily loaded chunk (see app/orderRoutes.tsx). */
export { AdminOrdersPage } from './AdminOrdersPage';
export { AdminOrderPage } from './AdminOrderPage';
export { AdminChangeRequestsPage } from './AdminChangeRequestsPage';
export { AdminBespokePage } from './AdminBespokePage';
export { AdminBespokeDetailPage } from './AdminBespokeDetailPage';
export { AdminApprosPage } from './AdminApprosPage';
export { AdminInvoicesPage } from './AdminInvoicesPage';
