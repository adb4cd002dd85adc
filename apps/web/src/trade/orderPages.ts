/** The storefront pages of issue 5, one lazily loaded chunk (see app/orderRoutes.tsx). */
export { ShoppingCartPage } from '../features/checkout/ShoppingCartPage';
export { OrderHistoryPage, OrderListPage } from '../features/orders/OrdersListPage';
export { OrderDetailPage } from '../features/orders/OrderDetailPage';
export { ChangeRequestsPage } from '../features/orders/ChangeRequestsPage';
export { BespokeOrdersPage } from '../features/bespoke/BespokeOrdersPage';
export { BespokeDetailPage } from '../features/bespoke/BespokeDetailPage';
export { ApprosPage, ApproDetailPage } from '../features/appros/ApprosPages';
export { InvoicesPage, InvoiceDetailPage } from '../features/invoices/InvoicesPages';
export { QuickOrderPage } from '../features/quick-order/QuickOrderPage';
export { OrderListsPage } from '../features/order-lists/OrderListsPage';
