/** The account menu's links to the buyer's orders and documents (issue 5). */
export const ACCOUNT_ORDER_LINKS = [
  { path: '/order-list', label: 'orders.nav.list', tradeOnly: false },
  { path: '/bespoke-orders', label: 'orders.nav.bespoke', tradeOnly: false },
  { path: '/appros', label: 'orders.nav.appros', tradeOnly: false },
  { path: '/order-lists', label: 'quickOrder.lists.title', tradeOnly: false },
  { path: '/invoices', label: 'orders.nav.invoices', tradeOnly: true },
] as const;
