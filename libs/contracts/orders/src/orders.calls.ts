import { call, type NoPayload, type Paged } from '@atelier/contracts/common';
import type {
  AdminCancelLinesMessage,
  AdminInvoiceOrderMessage,
  AdminListOrdersQueryDto,
  AdminResolveChangeRequestMessage,
  AdminSetOrderStatusMessage,
  AdminUpdatePricingMessage,
} from './admin-orders.dto';
import type { AdminCreateApproDto, AdminRecordApproReturnsMessage } from './appros.dto';
import type { ApproRemindersRun, ApproView } from './appros.types';
import type {
  AdminQuoteBespokeMessage,
  AdminSetBespokeLineStatusMessage,
  AdminSetBespokeStatusMessage,
  AnswerBespokeQuoteMessage,
  BespokeMessageMessage,
  BespokeQuoteIdDto,
  CreateBespokeMessage,
} from './bespoke.dto';
import type { BespokeImage, BespokeOrderView } from './bespoke.types';
import type {
  AcceptCartPricesDto,
  AddToCartDto,
  CartLineIdDto,
  GetCartDto,
  UpdateCartLineMessage,
} from './cart.dto';
import type { CartCount, CartListResponse } from './cart.types';
import type {
  AddOrderListItemsMessage,
  ImportOrderListMessage,
  OrderListIdDto,
  OrderListLineIdDto,
  OrderListNameDto,
  OrderListToCartMessage,
  RenameOrderListMessage,
  UpdateOrderListLineMessage,
} from './order-lists.dto';
import type { OrderListImported, OrderListSummary, OrderListDetail } from './order-lists.types';
import type { QuickOrderDto } from './quick-order.dto';
import type { QuickOrderAdded, QuickOrderCheck } from './quick-order.types';
import type { CheckoutSummaryDto, PlaceOrderMessage } from './checkout.dto';
import type { CheckoutOptions, CheckoutSummary, OrderPlaced } from './checkout.types';
import type { AdminSetInventoryMessage, StockTakeDto, VariantIdDto } from './inventory.dto';
import type { InventoryView, StockTakeResult } from './inventory.types';
import type { OrderUpdatesDto, OrderUpdatesResult } from './order-updates.dto';
import type {
  BestSellingDesignsQueryDto,
  CustomerOpenWorkQueryDto,
  ReportingOrdersQueryDto,
} from './reporting.dto';
import type { CustomerOpenWork, DesignSales, PendingOrderWork, ReportingOrder } from './reporting.types';
import type { AdminSetInvoiceStatusMessage } from './invoices.dto';
import type { InvoicePdf, InvoiceView } from './invoices.types';
import type {
  ChangeRequestMessage,
  ConvertToSpecialMessage,
  ListOrdersMessage,
  OrderIdDto,
} from './orders.dto';
import type {
  AdminOrderSummaryRow,
  ChangeRequestView,
  OrderActionResult,
  OrderDetail,
  OrderSummaryRow,
  ReorderResult,
} from './orders.types';
import type { AdminPageQueryDto, PageQueryDto } from './page-query.dto';
import type { IdDto } from '@atelier/contracts/identity';
import { OrdersPatterns } from './orders.patterns';

/**
 * The orders service's call map: each request/reply pattern with its request and response types. The
 * gateway and other services call through it (`ServiceClient.call`), the handlers declare it (`@Handles`).
 */
export const OrdersApi = {
  getCart: call<GetCartDto, CartListResponse>(OrdersPatterns.getCart),
  cartCount: call<NoPayload, CartCount>(OrdersPatterns.cartCount),
  addToCart: call<AddToCartDto, CartListResponse>(OrdersPatterns.addToCart),
  updateCartLine: call<UpdateCartLineMessage, CartListResponse>(OrdersPatterns.updateCartLine),
  removeCartLine: call<CartLineIdDto, CartListResponse>(OrdersPatterns.removeCartLine),
  clearCart: call<NoPayload, CartListResponse>(OrdersPatterns.clearCart),
  acceptCartPrices: call<AcceptCartPricesDto, CartListResponse>(OrdersPatterns.acceptCartPrices),
  checkQuickOrder: call<QuickOrderDto, QuickOrderCheck>(OrdersPatterns.checkQuickOrder),
  addQuickOrder: call<QuickOrderDto, QuickOrderAdded>(OrdersPatterns.addQuickOrder),
  listOrderLists: call<PageQueryDto, Paged<OrderListSummary>>(OrdersPatterns.listOrderLists),
  createOrderList: call<OrderListNameDto, OrderListDetail>(OrdersPatterns.createOrderList),
  getOrderList: call<OrderListIdDto, OrderListDetail>(OrdersPatterns.getOrderList),
  renameOrderList: call<RenameOrderListMessage, OrderListDetail>(OrdersPatterns.renameOrderList),
  deleteOrderList: call<OrderListIdDto, OrderListSummary>(OrdersPatterns.deleteOrderList),
  addOrderListItems: call<AddOrderListItemsMessage, OrderListDetail>(OrdersPatterns.addOrderListItems),
  updateOrderListLine: call<UpdateOrderListLineMessage, OrderListDetail>(OrdersPatterns.updateOrderListLine),
  removeOrderListLine: call<OrderListLineIdDto, OrderListDetail>(OrdersPatterns.removeOrderListLine),
  orderListToCart: call<OrderListToCartMessage, QuickOrderAdded>(OrdersPatterns.orderListToCart),
  importOrderList: call<ImportOrderListMessage, OrderListImported>(OrdersPatterns.importOrderList),
  checkoutOptions: call<NoPayload, CheckoutOptions>(OrdersPatterns.checkoutOptions),
  checkoutSummary: call<CheckoutSummaryDto, CheckoutSummary>(OrdersPatterns.checkoutSummary),
  placeOrder: call<PlaceOrderMessage, OrderPlaced>(OrdersPatterns.placeOrder),
  listOrders: call<ListOrdersMessage, Paged<OrderSummaryRow>>(OrdersPatterns.listOrders),
  getOrder: call<OrderIdDto, OrderDetail>(OrdersPatterns.getOrder),
  approvePricing: call<OrderIdDto, OrderActionResult>(OrdersPatterns.approvePricing),
  rejectPricing: call<OrderIdDto, OrderActionResult>(OrdersPatterns.rejectPricing),
  approveUpdatedPricing: call<OrderIdDto, OrderActionResult>(OrdersPatterns.approveUpdatedPricing),
  rejectUpdatedPricing: call<OrderIdDto, OrderActionResult>(OrdersPatterns.rejectUpdatedPricing),
  convertToSpecial: call<ConvertToSpecialMessage, OrderActionResult>(OrdersPatterns.convertToSpecial),
  reorder: call<OrderIdDto, ReorderResult>(OrdersPatterns.reorder),
  createChangeRequest: call<ChangeRequestMessage, ChangeRequestView>(OrdersPatterns.createChangeRequest),
  listChangeRequests: call<PageQueryDto, Paged<ChangeRequestView>>(OrdersPatterns.listChangeRequests),
  createBespoke: call<CreateBespokeMessage, BespokeOrderView>(OrdersPatterns.createBespoke),
  listBespoke: call<PageQueryDto, Paged<BespokeOrderView>>(OrdersPatterns.listBespoke),
  getBespoke: call<IdDto, BespokeOrderView>(OrdersPatterns.getBespoke),
  getBespokeImage: call<IdDto, BespokeImage>(OrdersPatterns.getBespokeImage),
  getBespokeQuoteImage: call<BespokeQuoteIdDto, BespokeImage>(OrdersPatterns.getBespokeQuoteImage),
  postBespokeMessage: call<BespokeMessageMessage, BespokeOrderView>(OrdersPatterns.postBespokeMessage),
  answerBespokeQuote: call<AnswerBespokeQuoteMessage, BespokeOrderView>(OrdersPatterns.answerBespokeQuote),
  listAppros: call<PageQueryDto, Paged<ApproView>>(OrdersPatterns.listAppros),
  getAppro: call<IdDto, ApproView>(OrdersPatterns.getAppro),
  listInvoices: call<PageQueryDto, Paged<InvoiceView>>(OrdersPatterns.listInvoices),
  getInvoice: call<IdDto, InvoiceView>(OrdersPatterns.getInvoice),
  getInvoicePdf: call<IdDto, InvoicePdf>(OrdersPatterns.getInvoicePdf),
  adminListOrders: call<AdminListOrdersQueryDto, Paged<AdminOrderSummaryRow>>(OrdersPatterns.adminListOrders),
  adminGetOrder: call<OrderIdDto, OrderDetail>(OrdersPatterns.adminGetOrder),
  adminSetOrderStatus: call<AdminSetOrderStatusMessage, OrderActionResult>(
    OrdersPatterns.adminSetOrderStatus,
  ),
  adminUpdatePricing: call<AdminUpdatePricingMessage, OrderActionResult>(OrdersPatterns.adminUpdatePricing),
  adminInvoiceOrder: call<AdminInvoiceOrderMessage, OrderActionResult>(OrdersPatterns.adminInvoiceOrder),
  adminCancelLines: call<AdminCancelLinesMessage, OrderActionResult>(OrdersPatterns.adminCancelLines),
  adminListChangeRequests: call<AdminPageQueryDto, Paged<ChangeRequestView>>(
    OrdersPatterns.adminListChangeRequests,
  ),
  adminResolveChangeRequest: call<AdminResolveChangeRequestMessage, ChangeRequestView>(
    OrdersPatterns.adminResolveChangeRequest,
  ),
  adminListBespoke: call<AdminPageQueryDto, Paged<BespokeOrderView>>(OrdersPatterns.adminListBespoke),
  adminGetBespoke: call<IdDto, BespokeOrderView>(OrdersPatterns.adminGetBespoke),
  adminSetBespokeStatus: call<AdminSetBespokeStatusMessage, BespokeOrderView>(
    OrdersPatterns.adminSetBespokeStatus,
  ),
  adminGetBespokeImage: call<IdDto, BespokeImage>(OrdersPatterns.adminGetBespokeImage),
  adminGetBespokeQuoteImage: call<BespokeQuoteIdDto, BespokeImage>(OrdersPatterns.adminGetBespokeQuoteImage),
  adminQuoteBespoke: call<AdminQuoteBespokeMessage, BespokeOrderView>(OrdersPatterns.adminQuoteBespoke),
  adminPostBespokeMessage: call<BespokeMessageMessage, BespokeOrderView>(
    OrdersPatterns.adminPostBespokeMessage,
  ),
  adminSetBespokeLineStatus: call<AdminSetBespokeLineStatusMessage, BespokeOrderView>(
    OrdersPatterns.adminSetBespokeLineStatus,
  ),
  adminListAppros: call<AdminPageQueryDto, Paged<ApproView>>(OrdersPatterns.adminListAppros),
  adminGetAppro: call<IdDto, ApproView>(OrdersPatterns.adminGetAppro),
  adminCreateAppro: call<AdminCreateApproDto, ApproView>(OrdersPatterns.adminCreateAppro),
  adminRecordApproReturns: call<AdminRecordApproReturnsMessage, ApproView>(
    OrdersPatterns.adminRecordApproReturns,
  ),
  adminRunApproReminders: call<NoPayload, ApproRemindersRun>(OrdersPatterns.adminRunApproReminders),
  adminListInvoices: call<AdminPageQueryDto, Paged<InvoiceView>>(OrdersPatterns.adminListInvoices),
  adminGetInvoice: call<IdDto, InvoiceView>(OrdersPatterns.adminGetInvoice),
  adminGetInvoicePdf: call<IdDto, InvoicePdf>(OrdersPatterns.adminGetInvoicePdf),
  adminSetInvoiceStatus: call<AdminSetInvoiceStatusMessage, InvoiceView>(
    OrdersPatterns.adminSetInvoiceStatus,
  ),
  adminGetInventory: call<VariantIdDto, InventoryView>(OrdersPatterns.adminGetInventory),
  adminSetInventory: call<AdminSetInventoryMessage, InventoryView>(OrdersPatterns.adminSetInventory),
  syncStockTake: call<StockTakeDto, StockTakeResult>(OrdersPatterns.syncStockTake),
  syncOrderUpdates: call<OrderUpdatesDto, OrderUpdatesResult>(OrdersPatterns.syncOrderUpdates),
  reportingOrders: call<ReportingOrdersQueryDto, ReportingOrder[]>(OrdersPatterns.reportingOrders),
  reportingPendingWork: call<NoPayload, PendingOrderWork>(OrdersPatterns.reportingPendingWork),
  reportingBestSellingDesigns: call<BestSellingDesignsQueryDto, DesignSales[]>(
    OrdersPatterns.reportingBestSellingDesigns,
  ),
  customerOpenWork: call<CustomerOpenWorkQueryDto, CustomerOpenWork>(OrdersPatterns.customerOpenWork),
} as const;
