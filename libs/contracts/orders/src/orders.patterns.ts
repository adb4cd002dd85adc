/** Request/reply patterns served by the orders service. */
export const OrdersPatterns = {
  // Cart (per user and selected customer).
  getCart: 'orders.cart.get',
  cartCount: 'orders.cart.count',
  addToCart: 'orders.cart.add',
  updateCartLine: 'orders.cart.update-line',
  removeCartLine: 'orders.cart.remove-line',
  clearCart: 'orders.cart.clear',
  acceptCartPrices: 'orders.cart.accept-prices',

  // Quick order: rows by design number or SKU, checked and added in one step.
  checkQuickOrder: 'orders.quick-order.check',
  addQuickOrder: 'orders.quick-order.add',

  // Order lists (requisition lists) of the customer, shared by its users.
  listOrderLists: 'orders.order-lists.list',
  createOrderList: 'orders.order-lists.create',
  getOrderList: 'orders.order-lists.get',
  renameOrderList: 'orders.order-lists.rename',
  deleteOrderList: 'orders.order-lists.delete',
  addOrderListItems: 'orders.order-lists.add-items',
  updateOrderListLine: 'orders.order-lists.update-line',
  removeOrderListLine: 'orders.order-lists.remove-line',
  orderListToCart: 'orders.order-lists.to-cart',
  importOrderList: 'orders.order-lists.import',

  // Checkout.
  checkoutOptions: 'orders.checkout.options',
  checkoutSummary: 'orders.checkout.summary',
  placeOrder: 'orders.orders.place',

  // The customer's orders.
  listOrders: 'orders.orders.list',
  getOrder: 'orders.orders.get',
  approvePricing: 'orders.orders.approve-pricing',
  rejectPricing: 'orders.orders.reject-pricing',
  approveUpdatedPricing: 'orders.orders.approve-updated-pricing',
  rejectUpdatedPricing: 'orders.orders.reject-updated-pricing',
  convertToSpecial: 'orders.orders.convert-to-special',
  reorder: 'orders.orders.reorder',
  createChangeRequest: 'orders.change-requests.create',
  listChangeRequests: 'orders.change-requests.list',

  // Bespoke orders, appros and invoices of the customer.
  createBespoke: 'orders.bespoke.create',
  listBespoke: 'orders.bespoke.list',
  getBespoke: 'orders.bespoke.get',
  getBespokeImage: 'orders.bespoke.image',
  getBespokeQuoteImage: 'orders.bespoke.quote-image',
  postBespokeMessage: 'orders.bespoke.post-message',
  answerBespokeQuote: 'orders.bespoke.answer-quote',
  listAppros: 'orders.appros.list',
  getAppro: 'orders.appros.get',
  listInvoices: 'orders.invoices.list',
  getInvoice: 'orders.invoices.get',
  getInvoicePdf: 'orders.invoices.pdf',

  // Back office (permission "orders").
  adminListOrders: 'orders.admin.orders.list',
  adminGetOrder: 'orders.admin.orders.get',
  adminSetOrderStatus: 'orders.admin.orders.set-status',
  adminUpdatePricing: 'orders.admin.orders.update-pricing',
  adminInvoiceOrder: 'orders.admin.orders.invoice',
  adminCancelLines: 'orders.admin.orders.cancel-lines',
  adminListChangeRequests: 'orders.admin.change-requests.list',
  adminResolveChangeRequest: 'orders.admin.change-requests.resolve',
  adminListBespoke: 'orders.admin.bespoke.list',
  adminGetBespoke: 'orders.admin.bespoke.get',
  adminSetBespokeStatus: 'orders.admin.bespoke.set-status',
  adminGetBespokeImage: 'orders.admin.bespoke.image',
  adminGetBespokeQuoteImage: 'orders.admin.bespoke.quote-image',
  adminQuoteBespoke: 'orders.admin.bespoke.quote',
  adminPostBespokeMessage: 'orders.admin.bespoke.post-message',
  adminSetBespokeLineStatus: 'orders.admin.bespoke.set-line-status',
  adminListAppros: 'orders.admin.appros.list',
  adminGetAppro: 'orders.admin.appros.get',
  adminCreateAppro: 'orders.admin.appros.create',
  adminRecordApproReturns: 'orders.admin.appros.record-returns',
  /** Sends the due reminders now (the hourly sweep does the same); each goes once per appro. */
  adminRunApproReminders: 'orders.admin.appros.run-reminders',
  adminListInvoices: 'orders.admin.invoices.list',
  adminGetInvoice: 'orders.admin.invoices.get',
  adminGetInvoicePdf: 'orders.admin.invoices.pdf',
  adminSetInvoiceStatus: 'orders.admin.invoices.set-status',
  adminGetInventory: 'orders.admin.inventory.get',
  adminSetInventory: 'orders.admin.inventory.set',
  /** A stock take by SKU from the ERP (system context only: the sync service sends it). */
  syncStockTake: 'orders.sync.stock-take',
  /** Sellease's acknowledgements and status updates of our orders (system context only). */
  syncOrderUpdates: 'orders.sync.order-updates',

  // Reporting (the admin service's read model is rebuilt and its pending work counted from these).
  reportingOrders: 'orders.reporting.orders',
  reportingPendingWork: 'orders.reporting.pending-work',
  /** Identity's customer_remove asks whether a customer still has open orders or appros. */
  customerOpenWork: 'orders.reporting.customer-open-work',
  /** The catalogue fills its best-selling list from these figures. */
  reportingBestSellingDesigns: 'orders.reporting.best-selling-designs',
} as const;

/** Events the orders service publishes (through its outbox), named in the past tense. */
export const OrdersEvents = {
  OrderPlaced: 'orders.order.placed',
  /** A variant's stock changed in orders (the stock authority): the catalogue updates what it shows. */
  StockChanged: 'orders.stock.changed',
  /** Many variants' stock changed at once ({@link StockLevelsChangedEvent}, a stock take): as StockChanged. */
  StockLevelsChanged: 'orders.stock.levels-changed',
  /** Pieces of an order were cancelled ({@link OrderLinesCancelledEvent}): the sales figures drop them. */
  OrderLinesCancelled: 'orders.order.lines-cancelled',
  /**
   * Orders were written without their placed events (the demo's trading history,
   * {@link OrdersImportedEvent}): the reporting read model fills them in through the reporting calls.
   */
  OrdersImported: 'orders.orders.imported',
  /**
   * An appro's reminder fell due ({@link ApproReminderRaisedEvent}): before the due-back date or on it.
   * Identity mails the customer's users; the sweep raises each kind once per appro.
   */
  ApproReminderRaised: 'orders.appro.reminder-raised',
} as const;
