import type { RouteObject } from 'react-router-dom';
import type { AreaLoaders } from './areas';

/*
 * The storefront pages of issue 5 (orders), each loaded on first use, in the customer layout (visitors
 * see the login prompt; the server checks every call). The back-office screens are in
 * back-office/backOfficeRoutes.tsx.
 */

const orders = () => import('../trade/orderPages');

/** Storefront: the cart and checkout, orders, change requests, bespoke orders, appros and invoices. */
export function orderStorefrontRoutes({ loadTrade }: Pick<AreaLoaders, 'loadTrade'>): RouteObject[] {
  const pages: RouteObject[] = [
    // Spec §2: the cart with its three tabs (order, address, confirm), then Order Placed.
    { path: 'shopping-cart', lazy: async () => ({ Component: (await orders()).ShoppingCartPage }) },
    // Spec §2: order history (trade prices only), the order list and change requests.
    { path: 'order-history', lazy: async () => ({ Component: (await orders()).OrderHistoryPage }) },
    { path: 'order-list', lazy: async () => ({ Component: (await orders()).OrderListPage }) },
    { path: 'order-change-request', lazy: async () => ({ Component: (await orders()).ChangeRequestsPage }) },
    // Order details, bespoke orders, appros and invoices exist by label (spec §2); their routes are ours.
    { path: 'order-details/:orderId', lazy: async () => ({ Component: (await orders()).OrderDetailPage }) },
    { path: 'bespoke-orders', lazy: async () => ({ Component: (await orders()).BespokeOrdersPage }) },
    {
      path: 'bespoke-orders/:bespokeId',
      lazy: async () => ({ Component: (await orders()).BespokeDetailPage }),
    },
    { path: 'appros', lazy: async () => ({ Component: (await orders()).ApprosPage }) },
    { path: 'appros/:approId', lazy: async () => ({ Component: (await orders()).ApproDetailPage }) },
    { path: 'invoices', lazy: async () => ({ Component: (await orders()).InvoicesPage }) },
    // Issue 15: quick order by design number or SKU (the header's shortcut leads here).
    { path: 'order-lists', lazy: async () => ({ Component: (await orders()).OrderListsPage }) },
    { path: 'quick-order', lazy: async () => ({ Component: (await orders()).QuickOrderPage }) },
    { path: 'invoices/:invoiceId', lazy: async () => ({ Component: (await orders()).InvoiceDetailPage }) },
  ];
  // One pathless parent loads the trade area (slices and sagas) before any of these pages renders.
  return [
    {
      lazy: async () => {
        await loadTrade();
        return {};
      },
      children: pages,
    },
  ];
}
