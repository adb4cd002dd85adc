import type { OrdersApi } from '../api/orders';

export type OrdersApiMocks = {
  [K in keyof OrdersApi]: jest.Mock<ReturnType<OrdersApi[K]>, Parameters<OrdersApi[K]>>;
};

const notStubbed = () => Promise.reject(new Error('API call not stubbed in this test'));

function stub<K extends keyof OrdersApi>(): OrdersApiMocks[K] {
  return jest.fn(notStubbed) as OrdersApiMocks[K];
}

/** Every orders call (issue 5) as a jest mock that rejects until a test says otherwise. */
export function createOrdersStubs(): OrdersApiMocks {
  return {
    getCart: stub<'getCart'>(),
    getCartCount: stub<'getCartCount'>(),
    addToCart: stub<'addToCart'>(),
    updateCartLine: stub<'updateCartLine'>(),
    removeCartLine: stub<'removeCartLine'>(),
    emptyCart: stub<'emptyCart'>(),
    acceptCartPrices: stub<'acceptCartPrices'>(),
    checkQuickOrder: stub<'checkQuickOrder'>(),
    addQuickOrder: stub<'addQuickOrder'>(),
    getOrderLists: stub<'getOrderLists'>(),
    getOrderListDetail: stub<'getOrderListDetail'>(),
    createOrderList: stub<'createOrderList'>(),
    deleteOrderList: stub<'deleteOrderList'>(),
    addOrderListItems: stub<'addOrderListItems'>(),
    updateOrderListLine: stub<'updateOrderListLine'>(),
    removeOrderListLine: stub<'removeOrderListLine'>(),
    orderListToCart: stub<'orderListToCart'>(),
    importOrderList: stub<'importOrderList'>(),
    getCheckoutOptions: stub<'getCheckoutOptions'>(),
    getOrderSummary: stub<'getOrderSummary'>(),
    placeOrder: stub<'placeOrder'>(),
    getOrderHistory: stub<'getOrderHistory'>(),
    getOrderList: stub<'getOrderList'>(),
    getOrder: stub<'getOrder'>(),
    runOrderAction: stub<'runOrderAction'>(),
    convertToSpecial: stub<'convertToSpecial'>(),
    reorder: stub<'reorder'>(),
    sendChangeRequest: stub<'sendChangeRequest'>(),
    getChangeRequests: stub<'getChangeRequests'>(),
    createBespokeOrder: stub<'createBespokeOrder'>(),
    getBespokeOrders: stub<'getBespokeOrders'>(),
    getBespokeOrder: stub<'getBespokeOrder'>(),
    postBespokeMessage: stub<'postBespokeMessage'>(),
    answerBespokeQuote: stub<'answerBespokeQuote'>(),
    downloadFile: stub<'downloadFile'>(),
    getAppros: stub<'getAppros'>(),
    getAppro: stub<'getAppro'>(),
    getInvoices: stub<'getInvoices'>(),
    getInvoice: stub<'getInvoice'>(),
    adminGetOrders: stub<'adminGetOrders'>(),
    adminGetOrder: stub<'adminGetOrder'>(),
    adminSetOrderStatus: stub<'adminSetOrderStatus'>(),
    adminUpdatePricing: stub<'adminUpdatePricing'>(),
    adminInvoiceOrder: stub<'adminInvoiceOrder'>(),
    adminCancelLines: stub<'adminCancelLines'>(),
    adminGetChangeRequests: stub<'adminGetChangeRequests'>(),
    adminResolveChangeRequest: stub<'adminResolveChangeRequest'>(),
    adminGetBespokeOrders: stub<'adminGetBespokeOrders'>(),
    adminGetBespokeOrder: stub<'adminGetBespokeOrder'>(),
    adminQuoteBespoke: stub<'adminQuoteBespoke'>(),
    adminPostBespokeMessage: stub<'adminPostBespokeMessage'>(),
    adminSetBespokeLineStatus: stub<'adminSetBespokeLineStatus'>(),
    adminRunApproReminders: stub<'adminRunApproReminders'>(),
    adminSetBespokeStatus: stub<'adminSetBespokeStatus'>(),
    adminGetAppros: stub<'adminGetAppros'>(),
    adminCreateAppro: stub<'adminCreateAppro'>(),
    adminRecordApproReturns: stub<'adminRecordApproReturns'>(),
    adminGetInvoices: stub<'adminGetInvoices'>(),
    adminSetInvoiceStatus: stub<'adminSetInvoiceStatus'>(),
  };
}
