/** The storefront pages of issue 5, one lazily loaded chunk (see app/orderRoutes.tsx). */
export { ShoppingCartPage } from '../checkout/ShoppingCartPage';
export { OrderHistoryPage, OrderListPage } from './OrdersListPage';
export { OrderDetailPage } from './OrderDetailPage';
export { ChangeRequestsPage } from './ChangeRequestsPage';
export { BespokeOrdersPage } from '../bespoke/BespokeOrdersPage';
export { ApprosPage, ApproDetailPage } from '../appros/ApprosPages';
export { InvoicesPage, InvoiceDetailPage } from '../invoices/InvoicesPages';
