import type {
  AdminOrderSummaryRow,
  ApproListFilter,
  ApproRemindersRun,
  ApproView,
  BespokeLineStatus,
  BespokeOrderView,
  BespokeStatus,
  CartCount,
  CartListResponse,
  ChangeRequestStatus,
  ChangeRequestView,
  CheckoutOptions,
  CheckoutSummary,
  InvoiceStatus,
  InvoiceView,
  OrderActionResult,
  OrderDetail,
  OrderLineType,
  OrderPlaced,
  OrderStatus,
  OrderSummaryRow,
  OrderListDetail,
  OrderListImported,
  OrderListSummary,
  Paged,
  QuickOrderAdded,
  QuickOrderCheck,
  QuickOrderRowDto,
  ReorderResult,
  ShippingOptionCode,
} from '@atelier/contracts/orders';
import type { DownloadedFile, HttpClient } from './client';
import type { ApiEnvelope } from './types';

/*
 * The orders calls of issue 5 (libs/contracts/orders/API.md): cart, checkout, orders, bespoke orders,
 * appros, invoices and the back office. Response shapes come from the orders contract as types only: its
 * DTO classes carry Nest decorators that must stay out of the bundle.
 */

/** Body of POST /cartproducts/add-to-cart (the design page). */
export interface AddToCartBody {
  variantId: string;
  quantity: number;
  size?: string;
  ringSize?: string;
  engravingText?: string;
  orderType?: OrderLineType;
}

/** Body of PUT /cartproducts/{lineId}: only the fields sent change; '' clears a text. */
export interface UpdateCartLineBody {
  quantity?: number;
  size?: string;
  ringSize?: string;
  engravingText?: string;
  orderType?: OrderLineType;
}

export interface CheckoutSummaryBody {
  shippingOption?: ShippingOptionCode;
  postage?: number;
}

export interface PlaceOrderBody {
  shippingAddressId: string;
  shippingOption: ShippingOptionCode;
  postage?: number;
  specialInstructions?: string;
}

/** Query of order-history, order-list and the back office's order list. */
export interface OrdersQuery {
  page?: number;
  limit?: number;
  status?: OrderStatus;
  type?: OrderLineType;
  search?: string;
  /** YYYY-MM-DD (UTC). */
  from?: string;
  to?: string;
}

export interface AdminOrdersQuery extends OrdersQuery {
  customerId?: string;
  awaitingCustomer?: boolean;
}

export interface PageQuery<S extends string = string> {
  page?: number;
  limit?: number;
  status?: S;
}

export interface AdminPageQuery<S extends string = string> extends PageQuery<S> {
  search?: string;
  customerId?: string;
}

/** The storefront's order actions that take no body (POST /orders/{id}/<action>). */
export type OrderActionPath =
  'approve-pricing' | 'reject-pricing' | 'approve-updated-pricing' | 'reject-updated-pricing';

export interface ChangeRequestBody {
  message: string;
  lineId?: string;
}

/** The bespoke form's text fields (sent with the image as multipart/form-data). */
export interface BespokeOrderFields {
  description: string;
  quantity: string;
  designReference?: string;
  metal?: string;
  karat?: string;
  size?: string;
  budget?: string;
  requiredBy?: string;
  notes?: string;
}

export interface AdminStatusBody {
  status: 0 | 2;
  note?: string;
}

export interface AdminPricingBody {
  lines: Array<{ lineId: string; unitPrice: number }>;
  note?: string;
}

export interface QuantityLines {
  lines: Array<{ lineId: string; quantity: number }>;
}

export interface AdminInvoiceBody {
  lines?: Array<{ lineId: string; quantity: number }>;
}

export interface AdminChangeRequestBody {
  status: 'resolved' | 'rejected';
  response?: string;
}

export interface AdminBespokeStatusBody {
  status: BespokeStatus;
  note?: string;
}

export interface AdminCreateApproBody {
  customerId: string;
  lines: Array<{ variantId: string; quantity: number }>;
  dueDate?: string;
  notes?: string;
}

export interface AdminBespokeLineStatusBody {
  status: BespokeLineStatus;
}

export interface BespokeMessageBody {
  body: string;
}

/** Accepting a quote places its order: the address and shipping option (defaults: primary, standard). */
export interface AcceptBespokeQuoteBody {
  shippingAddressId?: string;
  shippingOption?: ShippingOptionCode;
}

export interface AdminApproReturnsBody {
  lines: Array<{ lineId: string; returned?: number; invoiced?: number }>;
}

export type CartResponse = ApiEnvelope<CartListResponse>;
export type OrderActionResponse = ApiEnvelope<OrderActionResult>;

/** The answer of POST /admin/orders/{id}/invoice. */
export interface AdminInvoiceResult extends OrderActionResult {
  invoice: InvoiceView;
}

export interface OrdersApi {
  /** GET /cartproducts/get-cart-list/{userId} with the whole cart (the shell's getCartList reads only the count). */
  getCart: (userId: string) => Promise<CartResponse>;
  getCartCount: () => Promise<ApiEnvelope<CartCount>>;
  addToCart: (body: AddToCartBody) => Promise<CartResponse>;
  updateCartLine: (lineId: string, body: UpdateCartLineBody) => Promise<CartResponse>;
  removeCartLine: (lineId: string) => Promise<CartResponse>;
  emptyCart: () => Promise<CartResponse>;
  acceptCartPrices: (lineIds?: string[]) => Promise<CartResponse>;
  /** Quick order: every row checked in one call; then all valid rows into the cart in one step. */
  checkQuickOrder: (rows: QuickOrderRowDto[]) => Promise<ApiEnvelope<QuickOrderCheck>>;
  addQuickOrder: (rows: QuickOrderRowDto[]) => Promise<ApiEnvelope<QuickOrderAdded>>;
  /** Order lists of the selected customer, shared by its users. */
  getOrderLists: (query: { page: number; limit: number }) => Promise<ApiEnvelope<Paged<OrderListSummary>>>;
  getOrderListDetail: (listId: string) => Promise<ApiEnvelope<OrderListDetail>>;
  createOrderList: (name: string) => Promise<ApiEnvelope<OrderListDetail>>;
  deleteOrderList: (listId: string) => Promise<ApiEnvelope<OrderListSummary>>;
  addOrderListItems: (
    listId: string,
    items: Array<{ variantId: string; quantity: number }>,
  ) => Promise<ApiEnvelope<OrderListDetail>>;
  updateOrderListLine: (
    listId: string,
    lineId: string,
    quantity: number,
  ) => Promise<ApiEnvelope<OrderListDetail>>;
  removeOrderListLine: (listId: string, lineId: string) => Promise<ApiEnvelope<OrderListDetail>>;
  orderListToCart: (listId: string, lineIds?: string[]) => Promise<ApiEnvelope<QuickOrderAdded>>;
  importOrderList: (listId: string, csv: string) => Promise<ApiEnvelope<OrderListImported>>;

  getCheckoutOptions: () => Promise<ApiEnvelope<CheckoutOptions>>;
  getOrderSummary: (body: CheckoutSummaryBody) => Promise<ApiEnvelope<CheckoutSummary>>;
  /** The same key on every retry of one submit makes the server answer the first result. */
  placeOrder: (body: PlaceOrderBody, idempotencyKey: string) => Promise<ApiEnvelope<OrderPlaced>>;

  getOrderHistory: (query: OrdersQuery) => Promise<ApiEnvelope<Paged<OrderSummaryRow>>>;
  getOrderList: (query: OrdersQuery) => Promise<ApiEnvelope<Paged<OrderSummaryRow>>>;
  getOrder: (orderId: string) => Promise<ApiEnvelope<OrderDetail>>;
  runOrderAction: (orderId: string, action: OrderActionPath) => Promise<OrderActionResponse>;
  convertToSpecial: (orderId: string, lineIds?: string[]) => Promise<OrderActionResponse>;
  reorder: (orderId: string) => Promise<ApiEnvelope<ReorderResult>>;
  sendChangeRequest: (orderId: string, body: ChangeRequestBody) => Promise<ApiEnvelope<ChangeRequestView>>;
  getChangeRequests: (
    query: PageQuery<ChangeRequestStatus>,
  ) => Promise<ApiEnvelope<Paged<ChangeRequestView>>>;

  createBespokeOrder: (form: FormData) => Promise<ApiEnvelope<BespokeOrderView>>;
  getBespokeOrder: (id: string) => Promise<ApiEnvelope<BespokeOrderView>>;
  postBespokeMessage: (id: string, body: BespokeMessageBody) => Promise<ApiEnvelope<BespokeOrderView>>;
  /** Accepting sends the address and shipping option, and an Idempotency-Key retries send again. */
  answerBespokeQuote: (
    id: string,
    quoteId: string,
    answer: 'accept' | 'decline',
    accept?: { body: AcceptBespokeQuoteBody; idempotencyKey: string },
  ) => Promise<ApiEnvelope<BespokeOrderView>>;
  getBespokeOrders: (query: PageQuery<BespokeStatus>) => Promise<ApiEnvelope<Paged<BespokeOrderView>>>;
  /** The image route needs the auth headers: fetched as a file, not by an <img src>. */
  downloadFile: (path: string) => Promise<DownloadedFile>;

  getAppros: (query: PageQuery<ApproListFilter>) => Promise<ApiEnvelope<Paged<ApproView>>>;
  getAppro: (id: string) => Promise<ApiEnvelope<ApproView>>;
  getInvoices: (query: PageQuery<InvoiceStatus>) => Promise<ApiEnvelope<Paged<InvoiceView>>>;
  getInvoice: (id: string) => Promise<ApiEnvelope<InvoiceView>>;

  adminGetOrders: (query: AdminOrdersQuery) => Promise<ApiEnvelope<Paged<AdminOrderSummaryRow>>>;
  adminGetOrder: (id: string) => Promise<ApiEnvelope<OrderDetail>>;
  adminSetOrderStatus: (id: string, body: AdminStatusBody) => Promise<OrderActionResponse>;
  adminUpdatePricing: (id: string, body: AdminPricingBody) => Promise<OrderActionResponse>;
  adminInvoiceOrder: (id: string, body: AdminInvoiceBody) => Promise<ApiEnvelope<AdminInvoiceResult>>;
  adminCancelLines: (id: string, body: QuantityLines) => Promise<OrderActionResponse>;
  adminGetChangeRequests: (
    query: AdminPageQuery<ChangeRequestStatus>,
  ) => Promise<ApiEnvelope<Paged<ChangeRequestView>>>;
  adminResolveChangeRequest: (
    id: string,
    body: AdminChangeRequestBody,
  ) => Promise<ApiEnvelope<ChangeRequestView>>;
  adminGetBespokeOrders: (
    query: AdminPageQuery<BespokeStatus>,
  ) => Promise<ApiEnvelope<Paged<BespokeOrderView>>>;
  adminSetBespokeStatus: (id: string, body: AdminBespokeStatusBody) => Promise<ApiEnvelope<BespokeOrderView>>;
  adminGetBespokeOrder: (id: string) => Promise<ApiEnvelope<BespokeOrderView>>;
  adminQuoteBespoke: (id: string, form: FormData) => Promise<ApiEnvelope<BespokeOrderView>>;
  adminPostBespokeMessage: (id: string, body: BespokeMessageBody) => Promise<ApiEnvelope<BespokeOrderView>>;
  adminSetBespokeLineStatus: (
    id: string,
    body: AdminBespokeLineStatusBody,
  ) => Promise<ApiEnvelope<BespokeOrderView>>;
  adminGetAppros: (query: AdminPageQuery<ApproListFilter>) => Promise<ApiEnvelope<Paged<ApproView>>>;
  adminRunApproReminders: () => Promise<ApiEnvelope<ApproRemindersRun>>;
  adminCreateAppro: (body: AdminCreateApproBody) => Promise<ApiEnvelope<ApproView>>;
  adminRecordApproReturns: (id: string, body: AdminApproReturnsBody) => Promise<ApiEnvelope<ApproView>>;
  adminGetInvoices: (query: AdminPageQuery<InvoiceStatus>) => Promise<ApiEnvelope<Paged<InvoiceView>>>;
  adminSetInvoiceStatus: (id: string, status: InvoiceStatus) => Promise<ApiEnvelope<InvoiceView>>;
}

type QueryValue = string | number | boolean | undefined;

/** `?a=1&b=x` of the set values, in the order given; '' when none is set. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value === undefined || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const id = (value: string) => encodeURIComponent(value);

export function createOrdersApi(http: HttpClient): OrdersApi {
  return {
    getCart: (userId) => http.request('GET', `/cartproducts/get-cart-list/${id(userId)}`),
    getCartCount: () => http.request('GET', '/cartproducts/count'),
    addToCart: (body) => http.request('POST', '/cartproducts/add-to-cart', body),
    updateCartLine: (lineId, body) => http.request('PUT', `/cartproducts/${id(lineId)}`, body),
    removeCartLine: (lineId) => http.request('DELETE', `/cartproducts/${id(lineId)}`),
    emptyCart: () => http.request('DELETE', '/cartproducts'),
    acceptCartPrices: (lineIds) =>
      http.request('POST', '/cartproducts/accept-prices', lineIds ? { lineIds } : {}),
    checkQuickOrder: (rows) => http.request('POST', '/quick-order/check', { rows }),
    addQuickOrder: (rows) => http.request('POST', '/quick-order/add', { rows }),
    getOrderLists: (query) => http.request('GET', `/order-lists${queryString(query)}`),
    getOrderListDetail: (listId) => http.request('GET', `/order-lists/${id(listId)}`),
    createOrderList: (name) => http.request('POST', '/order-lists', { name }),
    deleteOrderList: (listId) => http.request('DELETE', `/order-lists/${id(listId)}`),
    addOrderListItems: (listId, items) => http.request('POST', `/order-lists/${id(listId)}/lines`, { items }),
    updateOrderListLine: (listId, lineId, quantity) =>
      http.request('PUT', `/order-lists/${id(listId)}/lines/${id(lineId)}`, { quantity }),
    removeOrderListLine: (listId, lineId) =>
      http.request('DELETE', `/order-lists/${id(listId)}/lines/${id(lineId)}`),
    orderListToCart: (listId, lineIds) =>
      http.request('POST', `/order-lists/${id(listId)}/to-cart`, lineIds ? { lineIds } : {}),
    importOrderList: (listId, csv) => http.request('POST', `/order-lists/${id(listId)}/import`, { csv }),

    getCheckoutOptions: () => http.request('GET', '/orders/checkout-options'),
    getOrderSummary: (body) => http.request('POST', '/orders/order-summary', body),
    placeOrder: (body, idempotencyKey) =>
      http.request('POST', '/orders/place-order', body, { headers: { 'Idempotency-Key': idempotencyKey } }),

    getOrderHistory: (query) => http.request('GET', `/orders/order-history${queryString(query)}`),
    getOrderList: (query) => http.request('GET', `/orders/order-list${queryString(query)}`),
    getOrder: (orderId) => http.request('GET', `/orders/${id(orderId)}`),
    runOrderAction: (orderId, action) => http.request('POST', `/orders/${id(orderId)}/${action}`),
    convertToSpecial: (orderId, lineIds) =>
      http.request('POST', `/orders/${id(orderId)}/convert-to-special`, lineIds ? { lineIds } : {}),
    reorder: (orderId) => http.request('POST', `/orders/${id(orderId)}/reorder`),
    sendChangeRequest: (orderId, body) =>
      http.request('POST', `/orders/${id(orderId)}/change-requests`, body),
    getChangeRequests: (query) => http.request('GET', `/orders/change-requests${queryString(query)}`),

    createBespokeOrder: (form) => http.request('POST', '/bespoke-orders', form, { encoding: 'multipart' }),
    getBespokeOrders: (query) => http.request('GET', `/bespoke-orders${queryString(query)}`),
    getBespokeOrder: (bespokeId) => http.request('GET', `/bespoke-orders/${id(bespokeId)}`),
    postBespokeMessage: (bespokeId, body) =>
      http.request('POST', `/bespoke-orders/${id(bespokeId)}/messages`, body),
    answerBespokeQuote: (bespokeId, quoteId, answer, accept) =>
      http.request(
        'POST',
        `/bespoke-orders/${id(bespokeId)}/quotes/${id(quoteId)}/${answer}`,
        accept?.body ?? {},
        accept ? { headers: { 'Idempotency-Key': accept.idempotencyKey } } : undefined,
      ),
    downloadFile: (path) => http.download(path.replace(/^\/api(?=\/)/, '')),

    getAppros: (query) => http.request('GET', `/appros${queryString(query)}`),
    getAppro: (approId) => http.request('GET', `/appros/${id(approId)}`),
    getInvoices: (query) => http.request('GET', `/invoices${queryString(query)}`),
    getInvoice: (invoiceId) => http.request('GET', `/invoices/${id(invoiceId)}`),

    adminGetOrders: (query) => http.request('GET', `/admin/orders${queryString(query)}`),
    adminGetOrder: (orderId) => http.request('GET', `/admin/orders/${id(orderId)}`),
    adminSetOrderStatus: (orderId, body) => http.request('PUT', `/admin/orders/${id(orderId)}/status`, body),
    adminUpdatePricing: (orderId, body) => http.request('POST', `/admin/orders/${id(orderId)}/pricing`, body),
    adminInvoiceOrder: (orderId, body) => http.request('POST', `/admin/orders/${id(orderId)}/invoice`, body),
    adminCancelLines: (orderId, body) =>
      http.request('POST', `/admin/orders/${id(orderId)}/cancel-lines`, body),
    adminGetChangeRequests: (query) => http.request('GET', `/admin/change-requests${queryString(query)}`),
    adminResolveChangeRequest: (requestId, body) =>
      http.request('PUT', `/admin/change-requests/${id(requestId)}`, body),
    adminGetBespokeOrders: (query) => http.request('GET', `/admin/bespoke-orders${queryString(query)}`),
    adminSetBespokeStatus: (bespokeId, body) =>
      http.request('PUT', `/admin/bespoke-orders/${id(bespokeId)}/status`, body),
    adminGetBespokeOrder: (bespokeId) => http.request('GET', `/admin/bespoke-orders/${id(bespokeId)}`),
    adminQuoteBespoke: (bespokeId, form) =>
      http.request('POST', `/admin/bespoke-orders/${id(bespokeId)}/quotes`, form, { encoding: 'multipart' }),
    adminPostBespokeMessage: (bespokeId, body) =>
      http.request('POST', `/admin/bespoke-orders/${id(bespokeId)}/messages`, body),
    adminSetBespokeLineStatus: (bespokeId, body) =>
      http.request('PUT', `/admin/bespoke-orders/${id(bespokeId)}/line-status`, body),
    adminRunApproReminders: () => http.request('POST', '/admin/appros/reminders/run', {}),
    adminGetAppros: (query) => http.request('GET', `/admin/appros${queryString(query)}`),
    adminCreateAppro: (body) => http.request('POST', '/admin/appros', body),
    adminRecordApproReturns: (approId, body) =>
      http.request('POST', `/admin/appros/${id(approId)}/returns`, body),
    adminGetInvoices: (query) => http.request('GET', `/admin/invoices${queryString(query)}`),
    adminSetInvoiceStatus: (invoiceId, status) =>
      http.request('PUT', `/admin/invoices/${id(invoiceId)}/status`, { status }),
  };
}
