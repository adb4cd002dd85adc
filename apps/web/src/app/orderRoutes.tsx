import type { RouteObject } from 'react-router-dom';
import { AdminPermissionGuard } from '../features/admin-menu/AdminPermissionGuard';

/*
 * The pages of issue 5 (orders), each loaded on first use. Storefront pages sit in the customer layout
 * (visitors see the login prompt; the server checks every call); back-office screens under
 * /Admin/<screen> in the admin layout, behind the admin guard and the `orders` permission.
 */

const orders = () => import('../features/orders/orderPages');
const admin = () => import('../features/admin-orders/adminOrderScreens');

/** Storefront: the cart and checkout, orders, change requests, bespoke orders, appros and invoices. */
export function orderStorefrontRoutes(): RouteObject[] {
  return [
    // Spec §2: the cart with its three tabs (order, address, confirm), then Order Placed.
    { path: 'shopping-cart', lazy: async () => ({ Component: (await orders()).ShoppingCartPage }) },
    // Spec §2: order history (trade prices only), the order list and change requests.
    { path: 'order-history', lazy: async () => ({ Component: (await orders()).OrderHistoryPage }) },
    { path: 'order-list', lazy: async () => ({ Component: (await orders()).OrderListPage }) },
    { path: 'order-change-request', lazy: async () => ({ Component: (await orders()).ChangeRequestsPage }) },
    // Order details, bespoke orders, appros and invoices exist by label (spec §2); their routes are ours.
    { path: 'order-details/:orderId', lazy: async () => ({ Component: (await orders()).OrderDetailPage }) },
    { path: 'bespoke-orders', lazy: async () => ({ Component: (await orders()).BespokeOrdersPage }) },
    { path: 'appros', lazy: async () => ({ Component: (await orders()).ApprosPage }) },
    { path: 'appros/:approId', lazy: async () => ({ Component: (await orders()).ApproDetailPage }) },
    { path: 'invoices', lazy: async () => ({ Component: (await orders()).InvoicesPage }) },
    { path: 'invoices/:invoiceId', lazy: async () => ({ Component: (await orders()).InvoiceDetailPage }) },
  ];
}

/** Back office: orders, change requests, bespoke orders (spec §2 /Admin/bespoke-orders), appros, invoices. */
export function orderAdminRoutes(): RouteObject[] {
  return [
    {
      path: 'Admin',
      children: [
        {
          element: <AdminPermissionGuard permission="orders" />,
          children: [
            { path: 'orders', lazy: async () => ({ Component: (await admin()).AdminOrdersPage }) },
            { path: 'orders/:orderId', lazy: async () => ({ Component: (await admin()).AdminOrderPage }) },
            {
              path: 'change-requests',
              lazy: async () => ({ Component: (await admin()).AdminChangeRequestsPage }),
            },
            { path: 'bespoke-orders', lazy: async () => ({ Component: (await admin()).AdminBespokePage }) },
            { path: 'appros', lazy: async () => ({ Component: (await admin()).AdminApprosPage }) },
            { path: 'invoices', lazy: async () => ({ Component: (await admin()).AdminInvoicesPage }) },
          ],
        },
      ],
    },
  ];
}
